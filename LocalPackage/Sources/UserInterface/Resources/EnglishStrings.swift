import CommandSpec
import DataSource
import Model

struct EnglishStrings: Strings {
    let language = Language.english
    // luca:example-begin
    let appTitle = "BMI calculator"
    let unnamed = "(no name)"

    func change(weight: String, bmi: String) -> String {
        "\(weight), BMI \(bmi)"
    }
    let namePrompt = "Name"

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
        case 0: "Goodbye."
        case 1: "Goodbye. 1 BMI calculated."
        default: "Goodbye. \(calculations) BMIs calculated."
        }
    }
    // luca:example-end
    // luca:bare: var appTitle: String { AppIdentity.commandName }
    // luca:bare: let goodbye = "Goodbye."

    func startAgain(_ file: URL) -> String {
        // luca:example-begin
        switch file.lastPathComponent {
        case DataFile.settings.name: "change a setting"
        case DataFile.goals.name:
            "set a goal weight (\(AppIdentity.commandName) goal --weight W, or g on the BMI screen)"
        default: "just save"
        }
        // luca:example-end
        // luca:bare: "just save"
    }

    func unknownChoice(_ choices: String) -> String {
        "Choose one of: \(choices)."
    }

    let numberPlaceholder = "N"
    let backLabel = "Back"
    let quitLabel = "Quit"

    // MARK: Errors

    // luca:example-begin
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

    // luca:example-end
    func outputFailed(_ reason: String) -> String {
        "could not write to standard output: \(reason.inSentence.visible)."
    }
    // luca:example-begin

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
    // luca:example-end
}
