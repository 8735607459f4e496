import DataSource
import Model

/// `bmi show`: the BMI screen's store after its `task`, printed once.
@MainActor struct ShowScene {
    private let appDependencies: AppDependencies
    private let console: Console
    private let strings: any Strings

    init(_ appDependencies: AppDependencies, console: Console, strings: any Strings) {
        self.appDependencies = appDependencies
        self.console = console
        self.strings = strings
    }

    func run(unitSystem: UnitSystem?, json: Bool) async -> ExitStatus {
        let store = PersonBMI(appDependencies)
        await store.send(.task)
        if let dataError = store.dataError {
            console.writeErrorLine(strings.errorPrefix + strings.message(dataError))
            return ExitStatus(dataError)
        }
        if let unitSystem {
            store.unitSystem = unitSystem  // Only how values are shown: the BMI stays the measurement's.
        }
        guard store.person != .empty else {
            console.writeLine(json ? "null" : strings.nobodySaved)
            return .success
        }
        if json {
            let person = PersonJSON(
                name: store.person.name,
                weight: store.displayedWeight.roundedToHundredths,
                height: store.displayedHeight.roundedToHundredths,
                unit: store.unitSystem,
                bmi: store.calculatedBMI,
                category: store.category
            )
            console.writeLine(JSONOutput.line(person))
        } else {
            console.writeLine(
                strings.savedPerson(
                    name: store.person.name.isEmpty ? strings.unnamed : store.person.name,
                    weight: strings.measurement(store.displayedWeight, of: .weight, in: store.unitSystem),
                    height: strings.measurement(store.displayedHeight, of: .height, in: store.unitSystem)
                )
            )
            console.writeLine(strings.result(bmi: store.calculatedBMI.bmiDisplay, category: store.category))
        }
        return .success
    }
}
