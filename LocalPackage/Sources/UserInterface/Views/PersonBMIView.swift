import DataSource
import Foundation
import Model

/// The BMI screen as prompts: name, weight and height (Enter keeps the value in brackets), then
/// the result and a menu to calculate again, save or quit. No business logic: what is typed goes
/// to the store, and what the store holds is written out.
@MainActor final class PersonBMIView {
    let store: PersonBMI
    private let console: Console
    private let strings: Strings
    /// The prompt waiting for a line, as SwiftUI's focus state: the view's own, not the store's.
    private(set) var focus = Focus.name

    init(store: PersonBMI, console: Console, strings: Strings = .english) {
        self.store = store
        self.console = console
        self.strings = strings
    }

    /// `.task`: loads what was saved and shows it, with the tutorial the first time.
    func appear() async {
        await store.send(.task)
        console.writeLine(strings.title, style: .title)
        if let dataError = store.dataError {
            console.writeErrorLine(strings.message(dataError))
        }
        if let savedPerson = store.savedPerson, savedPerson != .empty {
            console.writeLine(strings.savedPerson(savedPerson))
        } else {
            console.writeLine(strings.nobodySaved)
        }
        if store.isPresentedTutorial {
            console.writeLine()
            console.writeLine(strings.tutorial)
            store.isPresentedTutorial = false
        }
        focus = .name
        prompt()
    }

    /// Handles one typed line; `.quit` when the person chose to leave.
    func handle(_ line: String) async -> Outcome {
        switch focus {
        case .name:
            let name = line.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty {
                store.person.name = name
            }
            focus = .weight

        case .weight:
            await store.send(.weightFieldSubmitted(line))
            if !showInputError() {
                focus = .height
            }

        case .height:
            await store.send(.heightFieldSubmitted(line))
            if !showInputError() {
                await store.send(.calculateButtonTapped)
                console.writeLine(strings.result(bmi: store.calculatedBMI, category: store.category), style: .emphasis)
                console.writeLine(strings.menu)
                focus = .menu
            }

        case .menu:
            switch MenuChoice(line) {
            case .calculate:
                focus = .name
            case .save:
                await store.send(.saveButtonTapped)
                if !showInputError() {
                    if let dataError = store.dataError {
                        console.writeErrorLine(strings.message(dataError))
                    } else {
                        console.writeLine(strings.saved(to: store.personFileURL))
                    }
                }
            case .quit:
                return .quit
            case nil:
                console.writeErrorLine(strings.menuChoiceError)
            }
        }
        prompt()
        return .stay
    }

    func disappear() {
        console.writeLine(strings.goodbye(calculations: store.calculationCount))
    }

    private func prompt() {
        switch focus {
        case .name: console.write(strings.prompt(strings.namePrompt, current: store.person.name))
        case .weight: console.write(strings.prompt(strings.weightPrompt, current: current(store.person.weight)))
        case .height: console.write(strings.prompt(strings.heightPrompt, current: current(store.person.height)))
        case .menu: console.write(strings.menuPrompt)
        }
    }

    private func current(_ value: Double) -> String {
        value > 0 ? value.display : ""
    }

    /// Writes the store's input error, if any; `true` when there was one.
    private func showInputError() -> Bool {
        guard let inputError = store.inputError else { return false }
        console.writeErrorLine(strings.message(inputError))
        return true
    }

    enum Focus: Equatable {
        case name
        case weight
        case height
        case menu
    }

    enum Outcome: Equatable {
        case stay
        case quit
    }
}
