import DataSource

/// The example's files in the help (English): what each holds, what to do to start again when
/// one was moved aside, and the example's own summaries of the program and its menu.
extension EnglishStrings {
    func meaning(of file: ExampleFile) -> String {
        switch file {
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
        }
    }

    func startAgain(_ file: ExampleFile) -> String? {
        switch file {
        case .settings: "change a setting"
        case .goals:
            "set a goal weight (\(AppIdentity.commandName) goal --weight W, or g on the BMI screen)"
        default: nil
        }
    }

    var menuSummary: String { "the menu at a prompt: calculate, history, settings" }
    var programSummary: String { "your body mass index, at a prompt or from a script, with a history" }
}
