import DataSource
import Foundation
import Model

struct EnglishStrings: Strings {
    let appTitle = "BMI calculator"
    private let commandName = AppIdentity.commandName
    let errorPrefix = "\(AppIdentity.commandName): "
    let unnamed = "(no name)"
    let namePrompt = "Name"

    func label(_ category: BMICategory) -> String {
        switch category {
        case .underweight: "Underweight"
        case .normal: "Normal weight"
        case .overweight: "Overweight"
        case .obesity1: "Obesity class I"
        case .obesity2: "Obesity class II"
        case .obesity3: "Obesity class III"
        }
    }

    func unitSystemName(_ unitSystem: UnitSystem) -> String {
        switch unitSystem {
        case .metric: "metric (kg, cm)"
        case .imperial: "imperial (lb, in)"
        }
    }

    func unit(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        switch (field, unitSystem) {
        case (.weight, .metric): "kg"
        case (.height, .metric): "cm"
        case (.weight, .imperial): "lb"
        case (.height, .imperial): "in"
        }
    }

    func fieldPrompt(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        "\(field == .weight ? "Weight" : "Height") (\(unit(field, unitSystem)))"
    }

    func result(bmi: String, category: BMICategory?) -> String {
        "BMI \(bmi)" + (category.map { " (\(label($0)))" } ?? "")
    }

    func goodbye(calculations: Int) -> String {
        switch calculations {
        case 0: "Goodbye."
        case 1: "Goodbye. 1 BMI calculated."
        default: "Goodbye. \(calculations) BMIs calculated."
        }
    }

    func unknownChoice(_ choices: String) -> String {
        "Choose one of: \(choices)."
    }

    // MARK: Home

    let homeMenu = "[c] Calculate BMI   [h] History   [s] Settings   [q] Quit"
    let noLatestBMI = "No BMI saved yet."

    func latestBMI(_ bmi: String, category: BMICategory?, date: String) -> String {
        "Latest: " + result(bmi: bmi, category: category) + ", saved \(date)"
    }

    // MARK: BMI

    let personBMITitle = "Calculate BMI"
    let nobodySaved = "Nobody saved yet."
    let personBMIMenu = "[c] Calculate again   [s] Save   [b] Back   [q] Quit"

    func tutorial(_ unitSystem: UnitSystem) -> String {
        """
        How it works: type a name, a weight in \(unitName(.weight, unitSystem)) and a height in \
        \(unitName(.height, unitSystem)).
        Press Enter to keep the value in [brackets]. Then calculate, save or go back;
        Ctrl-D or Ctrl-C leaves at any prompt. (Settings can turn this note off.)
        """
    }

    func savedPerson(name: String, weight: String, height: String) -> String {
        "Saved: \(name), \(weight), \(height)"
    }

    func saved(to path: String) -> String {
        "Saved to \(path), and added to your history."
    }

    // MARK: History

    let noRecords = "No records yet: save a BMI to start your history."
    let historyMenu = "[d N] Delete record N   [b] Back   [q] Quit"
    let chartTitle = "BMI over time (oldest on the left)"

    func historyTitle(count: Int) -> String {
        count == 1 ? "History: 1 record, newest first" : "History: \(count) records, newest first"
    }

    func deleted(number: Int) -> String {
        "Deleted record \(number)."
    }

    func noSuchRecord(_ text: String, count: Int) -> String {
        count == 0
            ? "There are no records to delete." : "To delete a record, type d and its number, 1 to \(count): d 1."
    }

    func undecodableLines(_ lines: [Int], in path: String) -> String {
        let list = lines.map(String.init).joined(separator: ", ")
        return "\(path): line\(lines.count == 1 ? "" : "s") \(list) could not be read; "
            + "kept in the file as \(lines.count == 1 ? "it is" : "they are") and left out here."
    }

    // MARK: Settings

    let settingsTitle = "Settings"
    let settingsMenu = "[m] Metric   [i] Imperial   [t] Tutorial on/off   [b] Back   [q] Quit"

    func unitsLine(_ unitSystem: UnitSystem) -> String {
        "Units: \(unitSystemName(unitSystem))"
    }

    func tutorialLine(isOn: Bool) -> String {
        "Tutorial: \(isOn ? "on" : "off")"
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
        }
    }

    func message(_ error: DataError) -> String {
        switch error {
        case .undecodable(let url):
            "\(url.path) could not be read: it is not valid saved data. It is kept as it is; "
                + "saving first moves it aside to \(url.lastPathComponent).corrupt-<time>."
        case .unreadable(let url, let reason):
            "\(url.path) could not be read: \(reason)."
        case .unwritable(let url, let reason):
            "Could not save to \(url.path): \(reason). What was saved before is unchanged."
        case .notADirectory(let url):
            "Could not save: \(url.path) is not a directory. Choose another with --data-dir or \(AppIdentity.dataDirectoryVariable)."
        }
    }

    func message(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let command):
            "unknown command '\(command)'; commands: \(CommandLineParser.commandNames). See \(commandName) --help."
        case .unknownOption(let option, let command):
            "unknown option '\(option)' for \(command.map { "\(commandName) \($0)" } ?? commandName). See \(commandName) --help."
        case .missingValue(let option):
            "\(option) needs a value: \(optionValueHint(option)). See \(commandName) --help."
        case .missingOption(let option):
            "\(option) is required: \(optionValueHint(option))."
        case .invalidValue(let option, _):
            "\(option) must be \(optionValueHint(option))."
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'. See \(commandName) --help."
        }
    }

    private func optionValueHint(_ option: String) -> String {
        switch option {
        case "--weight":
            "a weight, such as 70 (kilograms, \(MeasurementService.weightRange.displayRange)) or 154 with --unit imperial (pounds)"
        case "--height":
            "a height, such as 175 (centimetres, \(MeasurementService.heightRange.displayRange)) or 69 with --unit imperial (inches)"
        case "--name": "a name"
        case "--unit": "metric or imperial"
        case "--limit": "a whole number of records, 1 or more"
        case "--data-dir": "the path of a directory"
        default: "see \(commandName) --help"
        }
    }

    private func unitName(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        switch (field, unitSystem) {
        case (.weight, .metric): "kilograms"
        case (.height, .metric): "centimetres"
        case (.weight, .imperial): "pounds"
        case (.height, .imperial): "inches"
        }
    }

    // MARK: Help

    var help: String {
        """
        \(commandName): your body mass index, at a prompt or from a script, with a history.

        Usage:
          \(commandName)                                        menu: calculate, history, settings
          \(commandName) calc --weight W --height H [--json]    calculate once; saves nothing
          \(commandName) save --name NAME --weight W --height H save the person and add to the history
          \(commandName) show [--json]                          the saved person with BMI and category
          \(commandName) history [--json] [--limit N]           the history, newest first, with a chart
          \(commandName) --help | --version

        Options:
          --weight W        kilograms, \(MeasurementService.weightRange.displayRange) (70, 70.5 or 70,5); pounds with --unit imperial
          --height H        centimetres, \(MeasurementService.heightRange.displayRange); inches with --unit imperial
          --unit U          metric or imperial; the default is the one chosen in Settings
          --json            print JSON; category ids: \(BMICategory.allCases.map(\.rawValue).joined(separator: ", "))
          --limit N         keep the newest N records
          --data-dir PATH   where saved files are kept (see below)
          --verbose         log what happens to standard error (also \(AppIdentity.logVariable)=debug)
          -h, --help        show this help
          --version         show the version

        Data directory: --data-dir, else $\(AppIdentity.dataDirectoryVariable), else $XDG_DATA_HOME/\(commandName), else ~/.local/share/\(commandName).
        Language: English or Japanese, from LC_ALL, LC_MESSAGES or LANG.
        Colour: only on a terminal, and never when NO_COLOR is set.
        Exit status: 0 done, 64 usage error, 65 a value not accepted or a file not readable as
        saved data, 74 a file could not be read or written, 130 interrupted (Ctrl-C).

        """
    }

    // luca:strings
}
