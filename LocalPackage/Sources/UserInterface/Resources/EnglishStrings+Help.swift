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
    var calcSummary: String {
        "calculate a BMI once, to 0.01 with a half rounded up, and the healthy weight for the height; saves nothing"
    }
    var saveSummary: String { "save the person and add the measurement to the history, as the Save button does" }
    var showSummary: String { "the saved person, with BMI and category" }
    var historySummary: String {
        "the history, newest first, with each person's trend (a tenth of the way to each day's weight) and a chart "
            + "of BMI over time"
    }
    var settingsSummary: String { "show the settings, or change them as the Settings screen does" }
    var exportSummary: String { "every record as CSV, oldest first, for a spreadsheet or another tracker" }
    func exported(_ count: Int, to path: String) -> String {
        "Exported \(count == 1 ? "1 record" : "\(count) records") to \(path.visible)."
    }
    func notExported(to path: String, because reason: String) -> String {
        "\(path.shortened.visible) could not be written (\(reason.inSentence.visible)): nothing was exported there."
    }
    var importSummary: String {
        "add the records of a CSV file as export writes it: all or none, those already in the history skipped"
    }
    var importFileHelp: String { "the CSV file; - for standard input" }
    func message(_ error: ImportError) -> String {
        let problem =
            switch error.problem {
            case .notCSV: "not CSV: a quote is left open, or text follows a closing quote"
            case .header:
                "the header must be date,name,weight_kg,height_cm,bmi (or weight_lb,height_in), as bmi export writes it"
            case .unknownHeader:
                "the header is neither \(AppIdentity.commandName)'s (date,name,weight_kg,height_cm[,bmi], or weight_lb,height_in) "
                    + "nor openScale's (DATE, TIME, WEIGHT, or dateTime, weight)"
            case .twoColumns(let first, let second) where first == second: "the \(first) column is there twice"
            case .twoColumns(let first, let second): "two columns for one quantity, \(first) and \(second)"
            case .missingColumn(let column): "the \(column) column is missing"
            case .fieldCount(let expected, let found):
                "\(found == 1 ? "1 field" : "\(found) fields"), where the header has \(expected)"
            case .date: "the date must be ISO 8601 with its offset, as 2026-11-21T18:03:00+09:00 or …Z"
            case .dateRefused(.inTheFuture): "the date is later than now"
            case .dateRefused(.tooEarly): "the date is before 1900"
            case .dateRefused(.skippedByTheClock): "that date and time never showed on the clock here (a skipped hour)"
            case .dateRefused: "there is no such day or time (or offset)"
            case .name(let nameError): message(nameError)
            case .value(let inputError): message(inputError)
            case .needsAName: "an openScale file names no one: say whose records they are with --name NAME"
            case .needsAHeight(let name):
                "an openScale file has no heights, and \(displayName(name)) has none saved: give one with --height"
            case .openScaleDate:
                "DATE must be as 2026-11-21, and TIME as 07:30, 07:30:15 or 07:30:15.250 (or none: noon), "
                    + "dateTime as 2026-11-21 07:30"
            case .openScaleHeader:
                "an openScale header needs one DATE (or dateTime) column and one WEIGHT column: with two of one, "
                    + "which was meant cannot be told"
            case .namesItsPeople: "--name and --height are for an openScale file: this one names its people and heights"
            }
        // One sentence, ended, whatever the words it quotes end with; of a row, unless it is the file's.
        let sentence =
            switch error.problem {
            case .needsAName, .needsAHeight, .namesItsPeople: problem.prefix(1).uppercased() + problem.dropFirst()
            default: "Row \(error.row): \(problem)"
            }
        return sentence.hasSuffix(".") ? sentence : sentence + "."
    }
    func nothingImported(_ reason: String) -> String { reason + " Nothing was imported." }
    func imported(_ count: Int, skipped: Int, isDryRun: Bool) -> String {
        let records = count == 1 ? "1 record" : "\(count) records"
        let already = skipped == 0 ? "" : "; \(skipped) already in the history (or earlier in the file), skipped"
        return isDryRun
            ? "Would import \(records)\(already). Nothing was written (--dry-run)." : "Imported \(records)\(already)."
    }
    /// What import reads, as a message names it: `-` is standard input.
    private func importInput(_ path: String) -> String {
        path == "-" ? "Standard input" : path.shortened.visible
    }
    func notImported(from path: String, because reason: String) -> String {
        "\(importInput(path)) could not be read (\(reason.inSentence.visible)): nothing was imported."
    }
    func tooLargeToImport(_ path: String, limit: Int) -> String {
        "\(importInput(path)) is larger than \(limit / 1_048_576) MiB, more than an import holds at once: "
            + "split it and import each part. Nothing was imported."
    }
    func notUTF8File(_ path: String) -> String {
        "\(importInput(path)) is not UTF-8 text: save it as UTF-8 CSV. Nothing was imported."
    }
    func notExportedOverData(_ path: String) -> String {
        "\(path.shortened.visible) is in the data directory, whose files are \(AppIdentity.commandName)'s own: "
            + "export somewhere else. Nothing was exported."
    }
    func notAFileToImport(_ path: String) -> String {
        "\(path.shortened.visible) is not a file (a folder, a pipe or a device): import reads a file, or - for standard input (< FILE). "
            + "Nothing was imported."
    }
    func notExportedToOpenFile(_ path: String) -> String {
        "\(path.shortened.visible) is one of \(AppIdentity.commandName)'s own open files (such as standard output): "
            + "--output would replace the file behind it. Use --output - or > (>> to add to a file). Nothing was exported."
    }
    func notAFileToExportTo(_ path: String) -> String {
        "\(path.shortened.visible) is not a file: --output writes a file (for a device or a pipe, use > instead). "
            + "Nothing was exported."
    }
    var goalSummary: String {
        "set, remove or show a person's goal weight, with what is left from the trend and when the trend reaches "
            + "it (with --json, projection says why there is no date)"
    }
    var goalNeedsAName: String { "nobody is saved yet: say whose goal it is with --name NAME." }
    // luca:example-end
    // luca:bare: var menuSummary: String { "the menu at a prompt" }
    // luca:bare: var programSummary: String { "a LUCA app at a prompt" }
}
