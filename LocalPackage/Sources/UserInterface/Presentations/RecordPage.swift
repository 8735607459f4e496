import DataSource
import Model

/// A page of the history, newest first: the History screen's numbered list and chart, and
/// `history --json`'s array of records.
struct RecordPage: Presentation, Equatable {
    var records: [Record]
    /// The number of the first record shown: 1 on the first page, 11 on the second page of 10.
    var firstNumber: Int
    /// Whether older records follow.
    var hasOlder: Bool
    /// Whose records the page is limited to (as typed); `nil`: everyone's.
    var person: String?

    /// A record as the screen lists it, in the unit system in use; JSON's `{"bmi","category",
    /// "change","classification","date","healthyWeight","height","id","name","trend","unit",
    /// "weight"}` (`change`
    /// only where the person has an earlier record).
    struct Record: Encodable, Equatable {
        var id: UUID
        var date: Date
        var name: String
        var weight: Double
        var height: Double
        var unit: UnitSystem
        var bmi: Double
        @AlwaysEncoded var category: BMICategory?
        var classification: Classification
        var healthyWeight: HealthyWeight
        /// The trend of the person's weight here, in the unit in use.
        var trend: Double
        var change: ProgressService.Change?
        /// When it was measured, on the local wall clock: the screen's date, not JSON's.
        var localTime: LocalTime
        /// The trend as a BMI at this record's height: the chart's line.
        var trendBMI: Double

        /// In the order JSON lists them, which it then need not sort.
        private enum CodingKeys: String, CodingKey {
            case bmi, category, change, classification, date, healthyWeight, height, id, name, trend, unit, weight
        }
    }

    /// JSON is the records alone.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(records)
    }

    /// The title, a line per record (the result under the date when the terminal is too narrow),
    /// the healthy weight for each height shown, then the chart of BMI over time.
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
        let columns = Columns(records, hasNames: hasNames, strings: strings)
        columns.write(records, from: firstNumber, to: console, strings: strings)
        Self.writeEnd(
            heights: records, charted: records.filter { PersonName($0.name) == PersonName(first.name) },
            chartedCount: nil, hasNames: hasNames, to: console, strings: strings)
    }

    /// Under the list: the healthy weight for each height of `heights` once, then one person's BMI
    /// over time, from `charted` (theirs, newest first), of `chartedCount` records in all (`nil`:
    /// `charted` is all of them). `hasNames`: the list names people, so the chart says whose.
    static func writeEnd(
        heights: [Record], charted: [Record], chartedCount: Int?, hasNames: Bool, to console: Console,
        strings: any Strings
    ) {
        // NB: most pages have one height.
        var heightsSaid: Set<Double> = []
        for record in heights where heightsSaid.insert(record.height).inserted {
            record.healthyWeight.write(to: console, strings: strings)
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

    /// The list's columns: each as wide as its widest value in the records it was made from, and
    /// two spaces after it; names only with `hasNames`.
    struct Columns {
        let hasNames: Bool
        private let nameWidth: Int
        private let weightWidth: Int
        private let heightWidth: Int

        init(_ records: [Record], hasNames: Bool, strings: any Strings) {
            let width = { (column: [String]) in (column.map(\.displayWidth).max() ?? 0) + 2 }
            self.hasNames = hasNames
            nameWidth = hasNames ? width(records.map { strings.displayName($0.name) }) : 0
            weightWidth = width(records.map { strings.measurement($0.weight, of: .weight, in: $0.unit) })
            heightWidth = width(records.map { strings.measurement($0.height, of: .height, in: $0.unit) })
        }

        /// A line per record, numbered from `firstNumber`; the result and the progress on lines
        /// of their own, under the date, when the terminal is too narrow.
        func write(_ records: [Record], from firstNumber: Int, to console: Console, strings: any Strings) {
            let columns = console.columns
            // NB: a reader gone (`| head -1`) reads no more rows: none are written.
            for (index, record) in records.enumerated() where !console.isReaderGone {
                let measured =
                    "\(String(firstNumber + index).leftPadded(to: 3))  \(record.localTime.display)  "
                    + (hasNames ? strings.displayName(record.name).rightPadded(to: nameWidth) : "")
                    + strings.measurement(record.weight, of: .weight, in: record.unit).rightPadded(to: weightWidth)
                    + strings.measurement(record.height, of: .height, in: record.unit).rightPadded(to: heightWidth)
                let result = strings.result(
                    bmi: record.bmi.bmiDisplay, category: record.category, in: record.classification)
                let progress = strings.progress(
                    trend: strings.measurement(record.trend, of: .weight, in: record.unit),
                    change: record.change.map { strings.change($0, in: record.unit) })
                if let columns, measured.displayWidth + result.displayWidth + 2 + progress.displayWidth > columns {
                    console.writeLine(String(measured.reversed().drop { $0 == " " }.reversed()))
                    console.writeLine("     " + result)
                    console.writeLine("     " + progress)
                } else {
                    console.writeLine(measured + result + "  " + progress)
                }
            }
        }
    }
}

extension RecordPage {
    /// The page the store holds.
    @MainActor init(_ store: History) {
        records = store.rows.map { Record($0, store) }
        firstNumber = store.firstNumber
        hasOlder = store.hasOlder
        // As saved (`Ann`), not as typed (`ann`), when there is a record to say so.
        person = store.personShown.map { store.records.first?.name ?? $0 }
    }
}

extension RecordPage.Record {
    /// `row` as the store shows it.
    @MainActor init(_ row: History.Row, _ store: History) {
        self.init(
            id: row.id, date: row.record.date, name: row.name, weight: MeasurementService.shown(row.weight),
            height: MeasurementService.shown(row.height), unit: store.unitSystem, bmi: row.bmi,
            category: row.category, classification: store.classification,
            healthyWeight: HealthyWeight(row.healthyWeight, height: row.height, in: store.unitSystem),
            trend: MeasurementService.shown(row.trend),
            change: row.change.map {
                .init(weight: MeasurementService.shown($0.weight), bmi: MeasurementService.shown($0.bmi))
            },
            localTime: row.localTime, trendBMI: row.trendBMI)
    }
}
