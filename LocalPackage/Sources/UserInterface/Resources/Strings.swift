import DataSource
import Foundation
import Model

/// Every piece of text the app shows to people. Nothing outside Resources writes a sentence.
///
/// NB: compiled into the binary rather than kept in a resource bundle, so a `bmi` copied alone to
/// another folder still has all of its text.
struct Strings: Sendable {
    static let english = Strings()

    // MARK: Session

    let title = "BMI calculator"
    let tutorial = """
        How it works: type a name, a weight in kilograms and a height in centimetres.
        Press Enter to keep the value in [brackets]. Then calculate, save or quit;
        Ctrl-D or Ctrl-C leaves at any prompt.
        """
    let nobodySaved = "Nobody saved yet."
    let namePrompt = "Name"
    let weightPrompt = "Weight (kg)"
    let heightPrompt = "Height (cm)"
    let menu = "[c] Calculate again   [s] Save   [q] Quit"
    let menuPrompt = "> "
    let menuChoiceError = "Choose c (calculate again), s (save) or q (quit)."
    let unnamed = "(no name)"

    /// `Weight (kg) [70]: `, or `Weight (kg): ` when there is nothing to keep.
    func prompt(_ label: String, current: String) -> String {
        current.isEmpty ? "\(label): " : "\(label) [\(current)]: "
    }

    func savedPerson(_ person: Person) -> String {
        "Saved: \(displayName(person.name)), \(person.weight.display) kg, \(person.height.display) cm"
    }

    func result(bmi: Double, category: BMICategory?) -> String {
        "BMI \(bmi.bmiDisplay)" + (category.map { " (\($0.label))" } ?? "")
    }

    func saved(to url: URL) -> String {
        "Saved to \(url.path)."
    }

    func goodbye(calculations: Int) -> String {
        switch calculations {
        case 0: "Goodbye."
        case 1: "Goodbye. 1 BMI calculated."
        default: "Goodbye. \(calculations) BMIs calculated."
        }
    }

    func displayName(_ name: String) -> String {
        name.isEmpty ? unnamed : name
    }

    // MARK: Categories

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

    // MARK: Errors

    func message(_ error: InputError) -> String {
        let accepted = error.accepted.displayRange
        let (name, unit, example) =
            switch error.field {
            case .weight: ("Weight", "kilograms", "70 or 70.5")
            case .height: ("Height", "centimetres", "175 or 175.5")
            }
        return switch error.reason {
        case .required: "\(name) is required: enter \(unit) from \(accepted), such as \(example)."
        case .notANumber: "\(name) must be a plain number: enter \(unit) from \(accepted), such as \(example)."
        case .outOfRange: "\(name) must be from \(accepted) \(unit), such as \(example)."
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
            "Could not save: \(url.path) is not a directory. Choose another with --data-dir or BMI_DATA_DIR."
        }
    }

    func message(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let command):
            "unknown command '\(command)'; commands: calc. See bmi --help."
        case .unknownOption(let option, let command):
            "unknown option '\(option)' for \(command.map { "bmi \($0)" } ?? "bmi"). See bmi --help."
        case .missingValue(let option):
            "\(option) needs a value: \(optionValueHint(option)). See bmi --help."
        case .missingOption(let option):
            "\(option) is required: \(optionValueHint(option))."
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'. See bmi --help."
        }
    }

    private func optionValueHint(_ option: String) -> String {
        switch option {
        case "--weight": "kilograms from \(MeasurementService.weightRange.displayRange), such as 70"
        case "--height": "centimetres from \(MeasurementService.heightRange.displayRange), such as 175"
        case "--data-dir": "the path of a directory"
        default: "see bmi --help"
        }
    }

    /// How one-shot commands start a line on standard error.
    let errorPrefix = "bmi: "

    // MARK: Help

    func version(_ version: String) -> String {
        "bmi \(version)"
    }

    var help: String {
        """
        bmi: your body mass index, at a prompt or from a script.

        Usage:
          bmi [--data-dir PATH]                       ask, calculate and save, at a prompt
          bmi calc --weight KG --height CM [--json]   calculate once and print the result
          bmi --help | --version

        Options:
          --weight KG       weight in kilograms, \(MeasurementService.weightRange.displayRange) (70, 70.5 or 70,5)
          --height CM       height in centimetres, \(MeasurementService.heightRange.displayRange)
          --json            print {"bmi":22.86,"category":"normal"}; categories: \(BMICategory.allCases.map(\.rawValue).joined(separator: ", "))
          --data-dir PATH   where the saved person is kept (see below)
          -h, --help        show this help
          --version         show the version

        Data directory: --data-dir, else $BMI_DATA_DIR, else $XDG_DATA_HOME/bmi, else ~/.local/share/bmi.
        Colour: only on a terminal, and never when NO_COLOR is set.
        Exit status: 0 done, 64 usage error, 65 a value out of range, 74 a file could not be
        read or written, 130 interrupted (Ctrl-C).

        """
    }
}
