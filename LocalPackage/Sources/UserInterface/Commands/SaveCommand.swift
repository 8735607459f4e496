import CommandSpec
import DataSource
import Model

/// `bmi save`: the BMI screen's store, given the form and then its Save button.
struct SaveCommand: OneShotCommand {
    nonisolated static let spec = CommandSpec(
        "save",
        summary: "save",
        options: [
            .option("name", ValueSpec("NAME"), isRequired: true, help: "name"),
            CommonOptions.weight, CommonOptions.height, CommonOptions.unit,
        ],
        examples: ["\(AppIdentity.commandName) save --name Alice --weight 70 --height 175"]
    )

    let name: String
    let weight: String
    let height: String
    let unitSystem: UnitSystem?

    init(_ arguments: ParsedArguments) {
        name = arguments.value("name") ?? ""
        weight = arguments.value(CommonOptions.weight.name) ?? ""
        height = arguments.value(CommonOptions.height.name) ?? ""
        unitSystem = CommonOptions.unitSystem(arguments)
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let store: PersonBMI
        switch await OneShotForm.filled(name: name, weight: weight, height: height, unitSystem: unitSystem, context) {
        case .success(let filled): store = filled
        case .failure(let failure): return failure.status
        }
        await store.send(.saveButtonTapped)
        if let dataError = store.dataError { return context.fail(dataError) }
        PersonBMIView.writeResult(of: store, to: context.console, strings: context.strings)
        PersonBMIView.writeSaved(store, to: context.console, strings: context.strings)
        return .success
    }
}
