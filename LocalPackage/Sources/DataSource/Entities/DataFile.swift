/// Every file the app keeps in its data directory, by the names the repositories use: the list
/// `--help`, the man page and docs/cli.md give (each with what it holds, in `Strings`), so a new
/// file cannot be left out of them without the compiler saying so.
public enum DataFile: CaseIterable, Sendable {
    case person
    case history
    case settings
    case saveJournal
    case historyOrder
    case lock
    /// A file that could not be used, moved aside with its bytes (`JSONFile.setAside`).
    case keptAside

    /// Its name in the data directory (`<file>.corrupt-<UTC time>` for one kept aside).
    public var name: String {
        switch self {
        case .person: .personFileName
        case .history: .historyFileName
        case .settings: .settingsFileName
        case .saveJournal: .saveJournalFileName
        case .historyOrder: .historyOrderFileName
        case .lock: .lockFileName
        case .keptAside: "<file>\(String.keptAsideInfix)<UTC time>"
        }
    }
}
