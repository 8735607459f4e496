/// Every file the app keeps in its data directory, declared once: its name here, what it holds in
/// `Strings` (for `--help` and the man page), so a new file cannot be left out of them without the
/// compiler saying so. Repositories open theirs by case (`JSONFile(<its case>, in:)`); `luca
/// repository` adds one.
public enum DataFile: CaseIterable, Sendable {
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
        // luca:data-file-names
        case .lock: ".lock"
        case .keptAside: "<file>\(Self.keptAsideInfix)<UTC time>"
        case .partial: ".<file>.XXXXXX"
        }
    }

    /// The names of every file the data directory may hold: these, and those declared apart.
    static var allNames: [String] {
        allCases.map(\.name)
            + ExampleFile.allCases.map(\.name)
    }

    /// Between a file's name and the time it was moved aside: `<file>.corrupt-20261121T180300Z`.
    static let keptAsideInfix = ".corrupt-"
}
