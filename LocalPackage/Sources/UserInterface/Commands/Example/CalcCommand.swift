import CommandSpec
import DataSource
import Model

/// `bmi calc`: the BMI of a weight and a height, checked by the rules the BMI screen's form keeps
/// (`MeasurementService.measured`). Saves nothing, and asks the services rather than the screen's
/// store: a store built for one line costs a third of the command's start (key paths and the
/// metadata of its observed properties, measured in docs/Example/performance.md).
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
        let (preferences, preferencesError) = await PreferencesService(context.dependencies).load(preferencesChosen)
        // Nothing is read in a unit guessed because the settings could not be read.
        if let preferencesError { return context.fail(preferencesError) }
        switch MeasurementService(context.dependencies).measured(
            weight: weight, height: height, in: preferences.unitSystem)
        {
        case .success(let measured):
            context.write(BMIResult(measured, preferences, context.dependencies), asJSON: isJSON)
            return .success
        case .failure(let refused):
            return context.say(context.strings.message(refused), .dataError)
        }
    }
}
