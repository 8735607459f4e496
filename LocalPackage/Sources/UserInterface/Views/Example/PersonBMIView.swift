import DataSource
import Model

/// The BMI screen as prompts: name, weight and height (Enter keeps the value in brackets), then
/// the result and a menu to calculate again, save, go back or quit. No business logic: what is
/// typed goes to the store, and what the store holds is written out.
final class PersonBMIView: StoreView<PersonBMI>, ChildScreen {
    func appear() async {
        await store.send(.task)
        if isCalledOff(store.dataError ?? store.preferencesError) { return }
        console.writeLine()
        console.writeLine(strings.personBMITitle, style: .title)
        if let dataError = store.dataError {
            console.writeErrorLine(strings.message(dataError))
        }
        if let goalReadError = store.goalReadError {
            console.writeErrorLine(strings.message(goalReadError))
        }
        if let preferencesError = store.preferencesError, preferencesError != store.dataError {
            // Values are then read in the standard units, which the prompts name.
            console.writeErrorLine(strings.message(preferencesError))
        }
        // A person that could not be read is not "nobody": the error shown says what happened.
        if store.savedPerson != nil || store.dataError == nil {
            SavedPerson(store)?.write(to: console, strings: strings) ?? console.writeLine(strings.nobodySaved)
        }
        if store.isPresentedTutorial {
            console.writeLine(strings.tutorial(store.unitSystem))
            store.isPresentedTutorial = false
        }
    }

    /// What the menu asked for and waits for: the date of a measurement from another day (`d`), or
    /// a goal weight (`g`).
    private var question: Choice?

    /// The menu, once a result is shown; before, the store's focused field is asked for.
    var menu: Menu? { store.focusedField == nil && question == nil ? choices : nil }

    /// A result already saved is not offered to Save again, nor a date for it.
    var offered: [Choice] { store.isResultSaved ? [.calculateAgain, .goal] : Choice.allCases }

    enum Choice: String, MenuChoice {
        case calculateAgain = "c"
        case save = "s"
        case date = "d"
        case goal = "g"

        func label(in strings: any Strings) -> String { strings.label(self) }
    }

    var request: LineRequest {
        if question == .date { return LineRequest(prompt: strings.datePrompt, historyKey: "date") }
        if question == .goal {
            return goalRequest
        }
        return switch store.focusedField {
        case .name:
            LineRequest(prompt: prompt(strings.namePrompt, current: store.person.name), historyKey: "name")
        case .weight: request(.weight, current: store.displayedWeight)
        case .height: request(.height, current: store.displayedHeight)
        case nil:
            choices.request
        }
    }

    /// Esc at a value: the store goes back to its last result's menu, or off the screen when
    /// nothing was calculated.
    func back() async {
        guard question == nil else {
            question = nil  // the date and the goal stay as they were
            return
        }
        await store.send(.formCancelled)
    }

    /// A value typed at the focused field: the store takes it and moves on, or says why not.
    func handle(_ line: String) async {
        if question == .goal {
            question = nil
            await answerGoal(line)
            return
        }
        if question == .date {
            question = nil
            await store.send(.measurementDateSubmitted(line))
            if let dateError = store.dateError {
                console.writeErrorLine(strings.message(dateError))
                question = .date  // asked again, as a refused weight is
            } else if let time = store.measuredAtLocalTime {
                console.writeLine(strings.measuredOn(time.display))
            }
            return
        }
        await store.send(.fieldSubmitted(line))
        if let nameError = store.nameError {
            console.writeErrorLine(strings.message(nameError))
        } else if !showInputError(), store.focusedField == nil {
            BMIResult(store).write(to: console, strings: strings, style: .emphasis)
        }
    }

    func select(_ choice: Choice, number _: Int?) async {
        switch choice {
        case .calculateAgain:
            await store.send(.calculateAgainButtonTapped)
        case .save:
            await store.send(.saveButtonTapped)
            if !showInputError() {
                if let dataError = store.dataError {
                    console.writeErrorLine(strings.message(dataError))
                } else {
                    console.writeLine(strings.saved(to: store.personFileURL.path))
                }
            }
        case .date:
            question = choice
        case .goal:
            // The goal the person on the screen has now, for the prompt to offer.
            await store.send(.goalShown(name: personOnScreen))
            question = choice
        }
    }

    /// The person the result on the screen is of.
    private var personOnScreen: String {
        store.calculatedPerson?.name ?? store.person.name
    }

    /// The name of the person on the screen, as prompts show it.
    private var shownName: String {
        strings.displayName(personOnScreen)
    }

    /// The goal in brackets, which Enter keeps, as at every prompt; `0` removes it.
    private var goalRequest: LineRequest {
        let current = store.goal.map {
            MeasurementService.shown(store.measurementService.displayed($0.weight, of: .weight, in: store.unitSystem))
                .display
        }
        return LineRequest(
            prompt: strings.goalPrompt(name: shownName, current: current, store.unitSystem), historyKey: "goal")
    }

    /// A goal weight typed: Enter keeps the goal, `0` removes it; saved for the person on the
    /// screen, and said.
    private func answerGoal(_ line: String) async {
        let typed = line.trimmingSpaces
        if !typed.isEmpty {
            await store.send(
                .goalSubmitted(
                    weight: typed == "0" ? nil : typed, name: personOnScreen, height: store.calculatedPerson?.height))
        }
        if let goalError = store.goalError {
            console.writeErrorLine(strings.message(goalError, forGoalOf: shownName))
            question = .goal  // asked again, as a refused weight or height is
        } else if let dataError = store.dataError ?? store.goalReadError {
            console.writeErrorLine(strings.message(dataError))
        } else {
            GoalStatus(store)?.write(to: console, strings: strings)
                ?? console.writeLine(strings.noGoal(of: shownName))
        }
    }

    func disappear() async {
        await store.send(.onDisappear)
    }

    /// `Weight (kg) [70]: `, or `Weight (kg): ` when there is nothing to keep.
    private func prompt(_ label: String, current: String) -> String {
        current.isEmpty ? "\(label): " : "\(label) [\(current)]: "
    }

    /// A weight or a height, with what Enter keeps; each recalls its own earlier answers.
    private func request(_ field: MeasurementField, current value: Double) -> LineRequest {
        LineRequest(
            prompt: prompt(strings.fieldPrompt(field, store.unitSystem), current: current(value, field)),
            historyKey: field.rawValue)
    }

    /// The value as it is shown and can be retyped (`5 ft 8.9 in`), or nothing before one is typed.
    private func current(_ value: Double, _ field: MeasurementField) -> String {
        guard value > 0 else { return "" }
        let text = strings.measurement(value, of: field, in: store.unitSystem)
        // The unit is in the label already, except for feet and inches, which need theirs.
        return field == .height && store.unitSystem == .imperial ? text : value.display
    }

    /// Writes the store's input error, if any; `true` when there was one.
    private func showInputError() -> Bool {
        guard let inputError = store.inputError else { return false }
        console.writeErrorLine(strings.message(inputError))
        return true
    }
}
