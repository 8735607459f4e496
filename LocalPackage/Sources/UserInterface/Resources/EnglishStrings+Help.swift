import CommandSpec
import DataSource
import Model

/// The files of the data directory and the help of `bmi`'s own commands and options, in English.
extension EnglishStrings {
    /// What each file of the data directory holds (`DataFile`), for the help, the man page and docs.
    func meaning(of file: DataFile) -> String {
        switch file {
        // luca:example-begin
        case .person: "the saved person: name, weight (kg), height (cm)"
        case .history:
            "one record a line, {\"date\",\"height\",\"id\",\"name\",\"weight\"}, in the order saved (date order unless a clock "
                + "was set back or forward); a save appends one line, a deletion writes the file again without the "
                + "record. A {\"deleted\": id} line, from versions before 0.4, hides its record until the next deletion"
        case .settings: "{\"classification\",\"showsTutorial\",\"unitSystem\"}"
        case .goals: "each person's goal weight: [{\"name\",\"weight\"}], kilograms"
        case .saveJournal:
            "a save under way: the person and the record it writes (the record first); once the record is in, "
                + "readers take the person from here until person.json has it, and the next write finishes a save a kill "
                + "cut short; removed once the save is done"
        case .historyOrder:
            "the history's identity, size and change times when \(AppIdentity.commandName) last knew its order, and "
                + "how many bytes at its end are not in date order, and where each person's first record is; safe to delete (the next read reads the whole history)"
        // luca:example-end
        // luca:data-file-meanings-english
        case .lock:
            "empty; held with flock by whichever \(AppIdentity.commandName) writes the files (readers take no lock)"
        case .keptAside: "a file that could not be used, moved aside with its bytes by the next write of that file"
        case .partial:
            "a file being written (XXXXXX: six random characters), renamed over <file> once whole and on disk; one "
                + "a kill left behind is removed by the next write"
        }
    }

    // MARK: Summaries

    // luca:example-begin
    var menuSummary: String { "the menu at a prompt: calculate, history, settings" }
    var programSummary: String { "your body mass index, at a prompt or from a script, with a history" }
    // luca:example-end
    // luca:bare: var menuSummary: String { "the menu at a prompt" }
    // luca:bare: var programSummary: String { "a LUCA app at a prompt" }
}
