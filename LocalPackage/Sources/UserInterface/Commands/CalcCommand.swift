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
        let store: PersonBMI
        switch await OneShotForm.filled(name: nil, weight: weight, height: height, unitSystem: unitSystem, context) {
        case .success(let filled): store = filled
        case .failure(let failure): return failure.status
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
