import CommandSpec
import DataSource
import Model

/// `bmi calc`: the BMI screen's store, given the form once instead of prompts. Saves nothing.
struct CalcCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "calc",
            summary: strings.calcSummary,
            options: [CommonOptions.weight, CommonOptions.height] + ShownAs.options + [CommonOptions.json],
            examples: [
                "\(AppIdentity.commandName) calc --weight 70 --height 175",
                "\(AppIdentity.commandName) calc --weight 154lb --height 69in --json",
            ],
            in: strings
        )
    }

    let weight: String
    let height: String
    let shownAs: ShownAs
    let isJSON: Bool

    init(_ arguments: ParsedArguments) {
        weight = arguments[CommonOptions.weight] ?? ""
        height = arguments[CommonOptions.height] ?? ""
        shownAs = ShownAs(arguments)
        isJSON = arguments[CommonOptions.json]
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        do throws(ExitStatus) {
            let store = try await OneShotForm.filled(
                name: nil, weight: weight, height: height, shownAs: shownAs, context)
            context.write(BMIResult(store), asJSON: isJSON)
            return .success
        } catch {
            return error
        }
    }
}
