import DataSource
import Model

/// `bmi history` of every record as text, written a thousand at a time as the history is read
/// (`History.Action.everyRowRequested`), so that a reader that leaves (`| head -1`) stops the
/// reading at once and a history of any size holds a thousand. The first thousand are held until
/// the next arrive: a history of no more is written as the History screen writes its page (its
/// count in the title, its columns and names as wide as they need); a longer one says so in the
/// title, names everyone's records, and takes its columns from the first thousand.
struct RecordStream {
    private let person: String?
    /// The first records, until it is known whether more follow.
    private var held: [History.Row] = []
    private var table: RecordTable?
    /// A record of each category written, for the table's legend.
    private var categories: [History.Row] = []
    private var written = 0

    /// `person`: whose records are shown, as typed; `nil` for everyone's.
    init(person: String?) {
        self.person = person
    }

    /// The next records, newest first.
    mutating func add(_ records: [History.Row], to console: Console, strings: any Strings) {
        if table == nil, held.isEmpty {
            held = records
            return
        }
        if table == nil { start(isWhole: false, console, strings) }
        write(records, console, strings)
    }

    /// No more records: what is held, then the legend.
    mutating func finish(to console: Console, strings: any Strings) {
        if table == nil {
            guard !held.isEmpty else {
                console.writeLine(person.map { strings.noRecords(of: strings.displayName($0)) } ?? strings.noRecords)
                return
            }
            start(isWhole: true, console, strings)
        }
        guard !console.isReaderGone else { return }
        if let legend = table?.legend(categories) { console.writeLine(legend) }
    }

    /// The title and the held records, now that it is known whether they are all (`isWhole`).
    private mutating func start(isWhole: Bool, _ console: Console, _ strings: any Strings) {
        // As saved (`Ann`), not as typed (`ann`).
        let whose = person.map { _ in strings.displayName(held[0].name) }
        console.writeLine(
            isWhole
                ? strings.historyTitle(first: 1, last: held.count, hasOlder: false, person: whose)
                : strings.historyTitle(moreThan: held.count, person: whose),
            style: .title)
        let hasNames = person == nil && (!isWhole || Set(held.map { PersonName($0.name) }).count > 1)
        // A longer history's numbers are not known yet: room for five digits.
        let table = RecordTable(
            held, lastNumber: isWhole ? held.count : 99_999, hasNames: hasNames, columns: console.columns,
            strings: strings)
        table.writeHeader(to: console)
        self.table = table
        let first = held
        held = []
        write(first, console, strings)
    }

    private mutating func write(_ records: [History.Row], _ console: Console, _ strings: any Strings) {
        table?.write(records, from: written + 1, to: console)
        written += records.count
        for record in records {
            if let category = record.category,
                !categories.contains(where: { $0.category == category && $0.classification == record.classification })
            {
                categories.append(record)
            }
        }
    }
}
