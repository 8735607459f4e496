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
        "Newest record: " + result(bmi: bmi, category: category) + ", measured \(date)"
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
        "Saved person: \(name.visible), \(weight), \(height)"
    }

    func saved(to path: String) -> String {
        "Saved to \(path.visible), and added to your history."
    }

    // MARK: History

    let noRecords = "No records yet: save a BMI to start your history."
    let historyMenu = "[d N] Delete record N   [b] Back   [q] Quit"
    let chartTitle = "BMI over time (oldest on the left)"

    func chartShows(_ shown: Int, of total: Int) -> String {
        "The chart shows the newest \(shown) of \(total) records."
    }

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
        return "\(path.visible): line\(lines.count == 1 ? "" : "s") \(list) could not be read as a record "
            + "(damaged, or values outside what bmi accepts); kept in the file as "
            + "\(lines.count == 1 ? "it is" : "they are") and left out here."
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
        case .implausibleBMI(let bmi, let mixUp):
            "These values give BMI \(bmi.bmiDisplay), outside \(accepted), which no adult has."
                + (mixUp.map {
                    " Is the \(name.lowercased()) \($0.typed.display) in \(self.unitName(error.field, $0.likelyIn))?"
                        + " Type \($0.typed.display) \(unit(error.field, $0.likelyIn))."
                } ?? " Check the weight and the height.")
        }
    }

    func outputFailed(_ reason: String) -> String {
        "could not write to standard output: \(reason.visible)."
    }

    func message(_ error: NameError) -> String {
        switch error {
        case .controlCharacters:
            "Name must not contain control characters, line breaks or text-direction marks: use letters, "
                + "digits, spaces and punctuation, up to \(NameService.maximumLength) characters."
        case .tooLong(let maximum):
            "Name must be at most \(maximum) characters: use letters, digits, spaces and punctuation."
        }
    }

    func message(_ error: DataError) -> String {
        switch error {
        case .undecodable(let url):
            "\(url.path.visible) could not be read: it is not valid saved data (damaged, or values outside "
                + "what bmi accepts). It is kept as it is; saving first moves it aside to "
                + "\(url.lastPathComponent.visible).corrupt-<time>."
        case .unreadable(let url, let reason):
            "\(url.path.visible) could not be read: \(reason.visible)."
        case .unwritable(let url, let reason):
            "Could not save to \(url.path.visible): \(reason.visible). Nothing was saved: what was saved before is unchanged."
        case .notADirectory(let url):
            "\(url.path.visible) is not a directory. Choose another with --data-dir or \(AppIdentity.dataDirectoryVariable)."
        case .partlySaved(let saved, let notSaved):
            "Saved \(saved.path.visible), but could not add the record to \(notSaved.path.visible), "
                + "nor put \(saved.lastPathComponent.visible) back as it was: the history lacks this record."
        }
    }

    func message(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let command):
            "unknown command '\(command.visible)'; commands: \(CommandLineParser.commandNames). See \(commandName) --help."
        case .unknownOption(let option, let command):
            "unknown option '\(option.visible)' for \(command.map { "\(commandName) \($0)" } ?? commandName). See \(commandName) --help."
        case .missingValue(let option):
            "\(option) needs a value: \(optionValueHint(option)). See \(commandName) --help."
        case .missingOption(let option):
            "\(option) is required: \(optionValueHint(option))."
        case .invalidValue(let option, _):
            "\(option) must be \(optionValueHint(option))."
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument.visible)'. See \(commandName) --help."
        }
    }

    private func optionValueHint(_ option: String) -> String {
        switch option {
        case "--weight":
            "a weight, such as 70 (kilograms, \(MeasurementService.weightRange.displayRange)) or 154 with --unit imperial (pounds, \(MeasurementService.range(of: .weight, in: .imperial).displayRange))"
        case "--height":
            "a height, such as 175 (centimetres, \(MeasurementService.heightRange.displayRange)) or 69 with --unit imperial (inches, \(MeasurementService.range(of: .height, in: .imperial).displayRange))"
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
          --weight W        kilograms, \(MeasurementService.weightRange.displayRange) (70, 70.5 or 70,5); pounds with --unit imperial (\(MeasurementService.range(of: .weight, in: .imperial).displayRange))
          --height H        centimetres, \(MeasurementService.heightRange.displayRange); inches with --unit imperial (\(MeasurementService.range(of: .height, in: .imperial).displayRange))
          --name NAME       up to \(NameService.maximumLength) characters, no control characters
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
