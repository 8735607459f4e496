import CommandSpec
import DataSource
import Model

struct EnglishStrings: Strings {
    let appTitle = "BMI calculator"
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

    func unknownChoice(_ choices: String) -> String {
        "Choose one of: \(choices)."
    }

    let numberPlaceholder = "N"
    let backLabel = "Back"
    let quitLabel = "Quit"

    // MARK: Home

    func label(_ choice: HomeView.Choice) -> String {
        switch choice {
        case .calculate: "Calculate BMI"
        case .history: "History"
        case .settings: "Settings"
        // luca:menu-labels
        case .quit: quitLabel
        }
    }
    let noLatestBMI = "No BMI saved yet."

    func latestBMI(_ bmi: String, category: BMICategory?, date: String) -> String {
        "Newest record: " + result(bmi: bmi, category: category) + ", measured \(date)"
    }

    // MARK: BMI

    let personBMITitle = "Calculate BMI"
    let nobodySaved = "Nobody saved yet."
    func label(_ choice: PersonBMIView.Choice) -> String {
        switch choice {
        case .calculateAgain: "Calculate again"
        case .save: "Save"
        case .back: backLabel
        case .quit: quitLabel
        }
    }

    func tutorial(_ unitSystem: UnitSystem) -> String {
        """
        How it works: type a name, a weight in \(unitName(.weight, unitSystem)) and a height in \
        \(unitName(.height, unitSystem)). Press Enter to keep the value in [brackets]. Then \
        calculate, save or go back; Esc goes back; Ctrl-D or Ctrl-C leaves at any prompt. \
        (Settings can turn this note off.)
        """
    }

    func savedPerson(name: String, weight: String, height: String) -> String {
        "Saved person: \(name.visible), \(weight), \(height)"
    }

    func saved(to path: String) -> String {
        "Saved to \(path.shortened), and added to your history."
    }

    // MARK: History

    let noRecords = "No records yet: save a BMI to start your history."
    func label(_ choice: HistoryView.Choice) -> String {
        switch choice {
        case .delete: "Delete record N"
        case .older: "Older"
        case .newer: "Newer"
        case .back: backLabel
        case .quit: quitLabel
        }
    }
    let noOlderRecords = "There are no older records."
    let noNewerRecords = "These are the newest records."
    let chartTitle = "BMI over time (oldest on the left)"

    func chartShows(_ shown: Int, of total: Int) -> String {
        "The chart shows the newest \(shown) of \(total) records."
    }

    func historyTitle(first: Int, last: Int, hasOlder: Bool) -> String {
        if first > 1, first == last { return "History: record \(first), the oldest" }
        if first > 1 {
            return "History: records \(first) to \(last), newest first" + (hasOlder ? "; older ones follow" : "")
        }
        if hasOlder { return last == 1 ? "History: the newest record" : "History: the newest \(last) records" }
        return last == 1 ? "History: 1 record, newest first" : "History: \(last) records, newest first"
    }

    func deleted(number: Int) -> String {
        "Deleted record \(number)."
    }

    func confirmDeletion(number: Int, date: String, bmi: String) -> String {
        "Delete record \(number) (\(date), BMI \(bmi))? [y/N]: "
    }

    func alreadyDeleted(number: Int) -> String {
        "Record \(number) was already deleted, by another \(AppIdentity.commandName); nothing more was changed."
    }

    func notDeleted(number: Int, because error: DataError) -> String {
        guard case .unwritable(let url, let reason) = error else { return message(error) }
        return "Record \(number) was not deleted: \(url.path.shortened) could not be written "
            + "(\(reason.inSentence.visible)). The history is as it was."
    }

    func notDeleted(number: Int) -> String {
        "Record \(number) kept."
    }

    func isYes(_ answer: String) -> Bool {
        ["y", "yes"].contains(answer.trimmingSpaces.lowercased())
    }

    func noSuchRecord(shown: ClosedRange<Int>) -> String {
        "To delete a record, type d and a number shown, \(shown.lowerBound) to \(shown.upperBound): d \(shown.lowerBound)."
    }

    func repeatedIDLines(_ lines: [Int], in path: String) -> String {
        let list = lineList(lines) { " and \($0) more" }
        return
            "\(path.shortened): line\(lines.count == 1 ? "" : "s") \(list) repeat\(lines.count == 1 ? "s" : "") the id of "
            + "an earlier record (a copied line, or an edit). Each is shown as a record of its own, and deleting one "
            + "deletes only that one."
    }

    func undecodableLines(_ lines: [Int], in path: String) -> String {
        // At most ten numbers: a file of random bytes must not make a message of a hundred kilobytes.
        let list = lineList(lines) { " and \($0) more" }
        return "\(path.shortened): line\(lines.count == 1 ? "" : "s") \(list) could not be read as a record "
            + "(damaged, or values outside what bmi accepts); kept in the file as "
            + "\(lines.count == 1 ? "it is" : "they are") and left out here."
    }

    // MARK: Settings

    let settingsTitle = "Settings"
    func label(_ choice: SettingsView.Choice) -> String {
        switch choice {
        case .metric: "Metric"
        case .imperial: "Imperial"
        case .tutorial: "Tutorial on/off"
        case .back: backLabel
        case .quit: quitLabel
        }
    }

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
                + hint(mixUp, field: error.field, name: name)
        }
    }

    func outputFailed(_ reason: String) -> String {
        "could not write to standard output: \(reason.inSentence.visible)."
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

    private func unitName(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        switch (field, unitSystem) {
        case (.weight, .metric): "kilograms"
        case (.height, .metric): "centimetres"
        case (.weight, .imperial): "pounds"
        case (.height, .imperial): "inches"
        }
    }

    // luca:strings
}
