import DataSource
import Foundation
import Model

/// `bmi save`: the BMI screen's store, given the three values and then its Save button.
@MainActor struct SaveScene {
    private let appDependencies: AppDependencies
    private let console: Console
    private let strings: any Strings

    init(_ appDependencies: AppDependencies, console: Console, strings: any Strings) {
        self.appDependencies = appDependencies
        self.console = console
        self.strings = strings
    }

    func run(name: String, weight: String, height: String, unitSystem: UnitSystem?) async -> ExitStatus {
        let store = PersonBMI(appDependencies)
        store.unitSystem = await PreferredUnitSystem.resolve(
            unitSystem, appDependencies, console: console, strings: strings)
        store.person.name = name.trimmingCharacters(in: .whitespaces)
        for action in [PersonBMI.Action.weightFieldSubmitted(weight), .heightFieldSubmitted(height)] {
            await store.send(action)
            if let inputError = store.inputError {
                console.writeErrorLine(strings.errorPrefix + strings.message(inputError))
                return .dataError
            }
        }
        await store.send(.calculateButtonTapped)
        await store.send(.saveButtonTapped)
        if let dataError = store.dataError {
            console.writeErrorLine(strings.errorPrefix + strings.message(dataError))
            return ExitStatus(dataError)
        }
        console.writeLine(strings.result(bmi: store.calculatedBMI.bmiDisplay, category: store.category))
        console.writeLine(strings.saved(to: store.personFileURL.path))
        return .success
    }
}
