import CommandSpec
import DataSource
import Model

/// `bmi show`: the BMI screen's store after its `task`: the saved person, written once.
struct ShowCommand: OneShotCommand {
    nonisolated static let spec = CommandSpec(
        "show",
        summary: "show",
        options: [CommonOptions.unit, CommonOptions.json],
        examples: ["\(AppIdentity.commandName) show --json"]
    )

    let unitSystem: UnitSystem?
    let isJSON: Bool

    init(_ arguments: ParsedArguments) {
        unitSystem = CommonOptions.unitSystem(arguments)
        isJSON = arguments.isSet(CommonOptions.json.name)
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let store = PersonBMI(context.dependencies, unitSystemOverride: unitSystem)
        await store.send(.task)
        if let dataError = store.dataError { return context.fail(dataError) }
        context.warn(store.preferencesError)
        // Shown in the standard units; a script still learns the settings could not be read.
        let status = store.preferencesError.map(ExitStatus.init) ?? .success
        guard let person = store.savedPerson, person != .empty else {
            context.console.writeLine(isJSON ? "null" : context.strings.nobodySaved)
            return status
        }
        if isJSON {
            let json = PersonJSON(
                name: person.name,
                weight: store.displayedWeight.roundedToHundredths,
                height: store.displayedHeight.roundedToHundredths,
                unit: store.unitSystem,
                bmi: store.calculatedBMI,
                category: store.category
            )
            context.console.writeLine(JSONOutput.line(json))
        } else {
            PersonBMIView.writeSavedPerson(of: store, to: context.console, strings: context.strings)
            PersonBMIView.writeResult(of: store, to: context.console, strings: context.strings)
        }
        return status
    }
}
