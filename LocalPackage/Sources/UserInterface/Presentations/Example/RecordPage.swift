import DataSource
import Model

/// A page of the history, newest first: the History screen's numbered list and chart, and
/// `history --json`'s array of records.
struct RecordPage: Presentation, Equatable {
    var records: [History.Row]
    /// The number of the first record shown: 1 on the first page, 11 on the second page of 10.
    var firstNumber: Int
    /// Whether older records follow.
    var hasOlder: Bool
    /// Whose records the page is limited to (as typed); `nil`: everyone's.
    var person: String?

    /// A record as JSON writes it: the record as shown (`History.Row.shown`: `date`, `height`,
    /// `id`, `name`, `weight`, and any field a record gains), with what is worked out from it
    /// beside it: `bmi`, `category`, `change` (only where the person has an earlier record),
    /// `classification`, `healthyWeight`, `trend`, `unit`.
    struct JSON: Encodable {
        let row: History.Row

        private enum CodingKeys: String, CodingKey {
            case bmi, category, change, classification, healthyWeight, trend, unit
        }

        func encode(to encoder: any Encoder) throws {
            try row.shown.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(row.bmi, forKey: .bmi)
            try container.encode(row.category, forKey: .category)
            try container.encodeIfPresent(row.change, forKey: .change)
            try container.encode(row.classification, forKey: .classification)
            try container.encode(HealthyWeight(row), forKey: .healthyWeight)
            try container.encode(row.trend, forKey: .trend)
            try container.encode(row.unitSystem, forKey: .unit)
        }
    }

    /// JSON is the records alone.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(records.map(JSON.init))
    }

    /// The title, the records as a table (`RecordTable`), the healthy weight for each height
    /// shown, then the chart of BMI over time.
    func write(to console: Console, strings: any Strings) {
        guard let first = records.first else {
            console.writeLine(person.map { strings.noRecords(of: strings.displayName($0)) } ?? strings.noRecords)
            return
        }
        let last = firstNumber + records.count - 1
        console.writeLine(
            strings.historyTitle(
                first: firstNumber, last: last, hasOlder: hasOlder, person: person.map(strings.displayName)),
            style: .title)
        // Names only where the page holds more than one person's records.
        let hasNames = Set(records.map { PersonName($0.name) }).count > 1
        let table = RecordTable(
            records, lastNumber: last, hasNames: hasNames, columns: console.columns, strings: strings)
        table.writeHeader(to: console)
        table.write(records, from: firstNumber, to: console)
        if let legend = table.legend(records) { console.writeLine(legend) }
        Self.writeEnd(
            heights: records, charted: records.filter { PersonName($0.name) == PersonName(first.name) },
            chartedCount: nil, hasNames: hasNames, to: console, strings: strings)
    }

    /// Under the list: the healthy weight for each height of `heights` once, then one person's BMI
    /// over time, from `charted` (theirs, newest first), of `chartedCount` records in all (`nil`:
    /// `charted` is all of them). `hasNames`: the list names people, so the chart says whose.
    static func writeEnd(
        heights: [History.Row], charted: [History.Row], chartedCount: Int?, hasNames: Bool, to console: Console,
        strings: any Strings
    ) {
        // NB: most pages have one height.
        var heightsSaid: Set<Double> = []
        for record in heights where heightsSaid.insert(record.shown.height).inserted {
            HealthyWeight(record).write(to: console, strings: strings)
        }
        console.writeLine()
        guard let newest = charted.first else { return }
        console.writeLine(hasNames ? strings.chartTitle(of: strings.displayName(newest.name)) : strings.chartTitle)
        let chart = HistoryChart(
            bmis: charted.reversed().map(\.bmi), trends: charted.reversed().map(\.trendBMI),
            classification: newest.classification, strings: strings, width: console.columns)
        for line in chart.lines { console.writeLine(line) }
        let total = chartedCount ?? charted.count
        if chart.values.count < total { console.writeLine(strings.chartShows(chart.values.count, of: total)) }
    }
}

extension RecordPage {
    /// The page the store holds.
    @MainActor init(_ store: History) {
        records = store.rows
        firstNumber = store.firstNumber
        hasOlder = store.hasOlder
        // As saved (`Ann`), not as typed (`ann`), when there is a record to say so.
        person = store.personShown.map { store.records.first?.name ?? $0 }
    }
}
