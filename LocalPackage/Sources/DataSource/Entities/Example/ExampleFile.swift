/// The example's files in the data directory, declared once beside the architecture's
/// (`DataFile`): its name here, what it holds in `ExampleStrings` (for `--help` and the man page).
public enum ExampleFile: CaseIterable, Sendable {
    /// The saved person, as JSON.
    case person
    /// Every saved record, one JSON object per line.
    case history
    /// The person's preferences, as JSON.
    case settings
    /// Each person's goal weight, as JSON.
    case goals
    /// A save under way: what it will write, so that one cut short by a kill is finished later.
    case saveJournal
    /// The history's `FileStamp` when the app last knew it in date order (see `HistoryOrderMark`).
    case historyOrder

    /// Its name in the data directory.
    public var name: String {
        switch self {
        case .person: "person.json"
        case .history: "history.jsonl"
        case .settings: "settings.json"
        case .goals: "goals.json"
        case .saveJournal: ".save-journal.json"
        case .historyOrder: ".history-order"
        }
    }
}
