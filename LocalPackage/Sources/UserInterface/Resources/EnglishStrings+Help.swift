import CommandSpec
import DataSource
import Model

/// The files of the data directory and the help of `bmi`'s own commands and options, in English.
extension EnglishStrings {
    /// What each file of the data directory holds (`DataFile`), for the help, the man page and docs.
    func meaning(of file: DataFile) -> String {
        switch file {
        // luca:data-file-meanings-english
        case .lock:
            "empty; held with flock by whichever \(AppIdentity.commandName) writes the files (readers take no lock)"
        case .keptAside: "a file that could not be used, moved aside with its bytes by the next write of that file"
        case .partial:
            "a file being written (XXXXXX: six random characters), renamed over <file> once whole and on disk; one "
                + "a kill left behind is removed by the next write"
        }
    }
}

/// The program's and the menu's summaries in `--help`, the template's: an app's own strings give
/// theirs (a type's own is the one used).
extension SharedStrings where Self == EnglishStrings {
    var menuSummary: String { "the menu at a prompt" }
    var programSummary: String { "a LUCA app at a prompt" }
}
