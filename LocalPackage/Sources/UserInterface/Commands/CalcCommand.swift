import CommandSpec
import DataSource
import Model

/// `bmi calc`: the BMI screen's store, given the form once instead of prompts. Saves nothing.
struct CalcCommand: OneShotCommand {
    nonisolated static let spec = CommandSpec(
        "calc",
        summary: "calc",
        options: [CommonOptions.weight, CommonOptions.height, CommonOptions.unit, CommonOptions.json],
        examples: [
            "\(AppIdentity.commandName) calc --weight 70 --height 175",
            "\(AppIdentity.commandName) calc --weight 154lb --height 69in --json",
        ]
    )

    let weight: String
    let height: String
    let unitSystem: UnitSystem?
    let isJSON: Bool

    init(_ arguments: ParsedArguments) {
        weight = arguments.value(CommonOptions.weight.name) ?? ""
        height = arguments.value(CommonOptions.height.name) ?? ""
        unitSystem = CommonOptions.unitSystem(arguments)
        isJSON = arguments.isSet(CommonOptions.json.name)
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let (unitSystem, preferencesError) = PreferencesService(context.dependencies).unitSystem(override: unitSystem)
        // Typed values are read in the unit system the settings choose: unknown, nothing is read.
        if let preferencesError { return context.fail(preferencesError) }
        let store = PersonBMI(context.dependencies, unitSystem: unitSystem)
        await store.send(.formSubmitted(name: nil, weight: weight, height: height))
        if let refusal = FormRefusal(store, context.strings) {
            context.console.writeErrorLine(context.strings.errorPrefix + refusal.message)
            return .dataError
        }
        if isJSON {
            context.console.writeLine(
                JSONOutput.line(BMIResultJSON(bmi: store.calculatedBMI, category: store.category)))
        } else {
            PersonBMIView.writeResult(of: store, to: context.console, strings: context.strings)
        }
        return .success
    }
}
