import CommandSpec
import DataSource
import Model

/// `bmi show`: the BMI screen's store after its `task`: the saved person, written once.
struct ShowCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "show",
            summary: strings.showSummary,
            options: [CommonOptions.unit, CommonOptions.json],
            examples: ["\(AppIdentity.commandName) show --json"],
            in: strings
        )
    }

    let unitSystem: UnitSystem?
    let isJSON: Bool

    init(_ arguments: ParsedArguments) {
        unitSystem = arguments[CommonOptions.unit]
        isJSON = arguments[CommonOptions.json]
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        context.choose(unitSystem)
        let store = PersonBMI(context.dependencies)
        await store.send(.task)
        if let dataError = store.dataError { return context.fail(dataError) }
        context.warn(store.preferencesError)
        // Shown in the standard units; a script still learns the settings could not be read.
        let status = store.preferencesError.map(ExitStatus.init) ?? .success
        guard let person = SavedPerson(store) else {
            context.console.writeLine(isJSON ? "null" : context.strings.nobodySaved)
            return status
        }
        context.write(person, asJSON: isJSON)
        if !isJSON { context.write(person.result) }
        return status
    }
}
