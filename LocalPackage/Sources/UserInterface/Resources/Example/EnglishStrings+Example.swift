import CommandSpec
import DataSource
import Model

/// The example's sentences in English (`ExampleStrings`).
extension EnglishStrings {
    var appTitle: String { "BMI calculator" }
    var unnamed: String { "(no name)" }

    func change(weight: String, bmi: String) -> String {
        "\(weight), BMI \(bmi)"
    }
    var namePrompt: String { "Name" }

    func label(_ category: BMICategory, in classification: Classification) -> String {
        switch (classification, category) {
        case (_, .underweight): "Underweight"
        case (_, .normal): "Normal weight"
        // NB: JASSO has no overweight (25 and above is obesity), the WHO no class IV.
        case (_, .overweight): "Overweight"
        case (.who, .obesity1): "Obesity class I"
        case (.who, .obesity2): "Obesity class II"
        case (.who, .obesity3), (.who, .obesity4): "Obesity class III"
        case (.jasso, .obesity1): "Obesity grade 1"
        case (.jasso, .obesity2): "Obesity grade 2"
        case (.jasso, .obesity3): "Obesity grade 3"
        case (.jasso, .obesity4): "Obesity grade 4"
        }
    }

    func classificationName(_ classification: Classification) -> String {
        switch classification {
        case .who: "WHO"
        case .jasso: "JASSO (Japan)"
        }
    }

    func unitSystemName(_ unitSystem: UnitSystem) -> String {
        switch unitSystem {
        case .metric: "metric (kg, cm)"
        case .imperial: "imperial (lb, in)"
        }
    }

    func fieldPrompt(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        "\(field == .weight ? "Weight" : "Height") (\(unit(field, unitSystem)))"
    }

    func goodbye(calculations: Int) -> String {
        switch calculations {
        case 0: goodbye
        case 1: "\(goodbye) 1 BMI calculated."
        default: "\(goodbye) \(calculations) BMIs calculated."
        }
    }

    // MARK: Errors

    func message(_ error: InputError) -> String {
        let name = error.field == .weight ? "Weight" : "Height"
        let unitName = unitName(error.field, error.unitSystem)
        let accepted = "\(error.accepted.lowerBound.display) to \(error.accepted.upperBound.display)"
        let example =
            switch (error.field, error.unitSystem) {
            case (.weight, .metric): "70, 70.5 or 70 kg"
            case (.weight, .imperial): "154, 154.5 or 154 lb"
            case (.height, .metric): "175, 1.75 m or 5'9\""
            case (.height, .imperial): "69, 5'9\" or 175 cm"
            }
        return switch error.reason {
        case .required: "\(name) is required: enter \(unitName) from \(accepted), such as \(example)."
        case .notANumber: "\(name) must be a number: enter \(unitName) from \(accepted), such as \(example)."
        case .outOfRange: "\(name) must be from \(accepted) \(unitName), such as \(example)."
        case .implausibleBMI(let bmi, let mixUp):
            "These values give BMI \(bmi.bmiDisplay), outside \(accepted), which no adult has."
                + hint(mixUp, field: error.field, name: name)
        }
    }

    /// Which value looks typed in the other unit system's unit, and how to type it.
    private func hint(_ mixUp: UnitMixUp?, field: MeasurementField, name: String) -> String {
        guard let mixUp else { return " Check the weight and the height." }
        let other = mixUp.likelyIn
        if let height = mixUp.typedHeight {
            let both = "\(unitName(.weight, other)) and \(unitName(.height, other))"
            let typed = "\(mixUp.typed.display) \(unit(.weight, other)) and \(height.display) \(unit(.height, other))"
            return " Are these \(both)? Type \(typed), or use --unit \(other.rawValue)."
        }
        let typed = "\(mixUp.typed.display) \(unit(field, other))"
        return " Is the \(name.lowercased()) \(mixUp.typed.display) in \(unitName(field, other))? Type \(typed)."
    }

    func message(_ error: NameError) -> String {
        switch error {
        case .controlCharacters:
            "Name must not contain control characters, line breaks or text-direction marks: use letters, "
                + "digits, spaces and punctuation, up to \(NameService.maximumLength) characters."
        case .invisibleCharacters:
            "Name must not contain invisible characters (a zero-width space, a byte-order mark, a soft hyphen): "
                + "two names that look alike would be two people. Use letters, digits, spaces and punctuation."
        case .tooLong(let maximum):
            "Name must be at most \(maximum) characters: use letters, digits, spaces and punctuation."
        case .notText:
            "Name must be text (UTF-8): some of it could not be read, or is a code point that is not a character "
                + "(U+FFFE, U+FFFF). Type it again."
        case .tooManyMarks(let maximum):
            "Name must have at most \(maximum) accents or marks on one character: use letters, digits, spaces and "
                + "punctuation, as the name is written."
        }
    }

    func unitName(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        switch (field, unitSystem) {
        case (.weight, .metric): "kilograms"
        case (.height, .metric): "centimetres"
        case (.weight, .imperial): "pounds"
        case (.height, .imperial): "inches"
        }
    }

    // MARK: Help

    var calcSummary: String {
        "calculate a BMI once, to 0.01 with a half rounded up, and the healthy weight for the height; saves nothing"
    }
    var saveSummary: String { "save the person and add the measurement to the history, as the Save button does" }
    var showSummary: String { "the saved person, with BMI and category" }
    var historySummary: String {
        "the history, newest first, as a table with each person's trend (a tenth of the way to each day's weight); "
            + "--chart: one person's weight and trend over time"
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
}
