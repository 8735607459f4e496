import DataSource
import Model

/// `bmi calc`: the BMI screen's store, driven once by the command line instead of prompts, so a
/// script gets exactly the rules and errors a person gets. Saves nothing.
@MainActor struct CalcScene {
    private let appDependencies: AppDependencies
    private let console: Console
    private let strings: any Strings

    init(_ appDependencies: AppDependencies, console: Console, strings: any Strings) {
        self.appDependencies = appDependencies
        self.console = console
        self.strings = strings
    }

    func run(weight: String, height: String, unitSystem: UnitSystem?, json: Bool) async -> ExitStatus {
        let store = PersonBMI(appDependencies)
        store.unitSystem = await PreferredUnitSystem.resolve(
            unitSystem, appDependencies, console: console, strings: strings)
        await store.send(.formSubmitted(name: nil, weight: weight, height: height))
        if let refusal = FormRefusal(store, strings) {
            console.writeErrorLine(strings.errorPrefix + refusal.message)
            return .dataError
        }
        if json {
            console.writeLine(JSONOutput.line(BMIResultJSON(bmi: store.calculatedBMI, category: store.category)))
        } else {
            console.writeLine(strings.result(bmi: store.calculatedBMI.bmiDisplay, category: store.category))
        }
        return .success
    }
}
