import CommandSpec
import DataSource
import Model

/// `bmi calc`: the BMI screen's store, given the weight and height at once. Saves nothing.
struct CalcCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "calc",
            summary: strings.calcSummary,
            options: [CommonOptions.weight, CommonOptions.height] + Preferences.Choice.options + [CommonOptions.json],
            examples: [
                "\(AppIdentity.commandName) calc --weight 70 --height 175",
                "\(AppIdentity.commandName) calc --weight 154lb --height 69in --json",
            ],
            in: strings
        )
    }

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var weight: String { arguments[CommonOptions.weight] ?? "" }
    private var height: String { arguments[CommonOptions.height] ?? "" }
    private var preferencesChosen: Preferences.Choice { Preferences.Choice(arguments) }
    private var isJSON: Bool { arguments[CommonOptions.json] }

    func run(_ context: CommandContext) async -> ExitStatus {
        let store = PersonBMI(context.dependencies, preferencesChosen: preferencesChosen)
        await store.send(.measured(name: nil, weight: weight, height: height))
        if let refused = context.refusal(ofMeasured: store, heightGiven: true) { return refused }
        context.write(BMIResult(store), asJSON: isJSON)
        return .success
    }
}
