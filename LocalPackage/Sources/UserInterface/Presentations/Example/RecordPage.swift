import DataSource
import Model

/// A page of the history, newest first: the History screen's numbered table, and
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

    /// The title, then the records as a table (`RecordTable`) with its legend.
    func write(to console: Console, strings: any Strings) {
        guard !records.isEmpty else {
            console.writeLine(person.map { strings.noRecords(of: strings.displayName($0)) } ?? strings.noRecords)
            return
        }
        let last = firstNumber + records.count - 1
        console.writeLine(
            strings.historyTitle(
                first: firstNumber, last: last, hasOlder: hasOlder, person: person.map(strings.displayName)),
            style: .title)
        let table = RecordTable(
            records, lastNumber: last, hasNames: hasNames, columns: console.columns, strings: strings)
        table.writeHeader(to: console)
        table.write(records, from: firstNumber, to: console)
        if let legend = table.legend(records) { console.writeLine(legend) }
    }

    /// Whether the page holds more than one person's records: its rows, and its chart, name them.
    var hasNames: Bool {
        Set(records.map { PersonName($0.name) }).count > 1
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
