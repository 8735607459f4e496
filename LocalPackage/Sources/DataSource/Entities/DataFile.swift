/// Every file the app keeps in its data directory, declared once: its name here, what it holds in
/// `Strings` (for `--help` and the man page), so a new file cannot be left out of them without the
/// compiler saying so. Repositories open theirs by case (`JSONFile(<its case>, in:)`); `luca
/// repository` adds one.
public enum DataFile: CaseIterable, Sendable {
    // luca:example-begin
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
    // luca:example-end
    // luca:data-files
    /// Held with `flock` by whichever process is reading or writing the files.
    case lock
    /// A file that could not be used, moved aside with its bytes (`DataDirectory.setAside`).
    case keptAside
    /// A file being written in its place (`AtomicFile`): renamed over it once whole; one a kill
    /// left behind is removed by the next write (`DataDirectory.removeStrayTemporaryFiles`).
    case partial

    /// Its name in the data directory (`<file>.corrupt-<UTC time>` for one kept aside).
    public var name: String {
        switch self {
        // luca:example-begin
        case .person: "person.json"
        case .history: "history.jsonl"
        case .settings: "settings.json"
        case .goals: "goals.json"
        case .saveJournal: ".save-journal.json"
        case .historyOrder: ".history-order"
        // luca:example-end
        // luca:data-file-names
        case .lock: ".lock"
        case .keptAside: "<file>\(Self.keptAsideInfix)<UTC time>"
        case .partial: ".<file>.XXXXXX"
        }
    }

    /// Between a file's name and the time it was moved aside: `<file>.corrupt-20261121T180300Z`.
    static let keptAsideInfix = ".corrupt-"
}
