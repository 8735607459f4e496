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
        await store.send(.formSubmitted(name: name, weight: weight, height: height))
        if let refusal = FormRefusal(store, strings) {
            console.writeErrorLine(strings.errorPrefix + refusal.message)
            return .dataError
        }
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
