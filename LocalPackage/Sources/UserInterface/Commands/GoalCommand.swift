import CommandSpec
import DataSource
import Model

/// `bmi goal`: a person's goal weight set (`--weight`), removed (`--clear`) or shown, through the
/// BMI screen's store as its `g` does.
struct GoalCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "goal",
            summary: strings.goalSummary,
            options: [CommonOptions.person, weightOption, clearFlag, CommonOptions.unit, CommonOptions.json],
            examples: [
                "\(AppIdentity.commandName) goal --name Alice --weight 65",
                "\(AppIdentity.commandName) goal --name Alice --clear",
                "\(AppIdentity.commandName) goal --json",
            ],
            in: strings
        )
    }

    nonisolated static let weightOption = Option.text("weight", "W") { $0.goalWeightHelp }
    nonisolated static let clearFlag = Flag("clear") { $0.clearGoalHelp }

    let person: String?
    let weight: String?
    let isClearing: Bool
    let shownAs: ShownAs
    let isJSON: Bool

    init(_ arguments: ParsedArguments) {
        person = arguments[CommonOptions.person]
        weight = arguments[Self.weightOption]
        isClearing = arguments[Self.clearFlag]
        shownAs = ShownAs(arguments)
        isJSON = arguments[CommonOptions.json]
    }

    var saves: Bool { weight != nil || isClearing }

    func run(_ context: CommandContext) async -> ExitStatus {
        if weight != nil, isClearing {
            return context.refuse(.conflictingOptions(Self.weightOption.longName, Self.clearFlag.longName))
        }
        context.choose(shownAs)
        let store = PersonBMI(context.dependencies)
        await store.send(.task)
        if let dataError = store.dataError { return context.fail(dataError) }
        if let preferencesError = store.preferencesError { return context.fail(preferencesError) }
        // Whose: the name given, else the person saved last.
        let name = person ?? store.savedPerson.flatMap { $0 == .empty ? nil : $0.name }
        guard let name else {
            context.console.writeErrorLine(context.strings.errorPrefix + context.strings.goalNeedsAName)
            return .usage
        }
        if weight != nil || isClearing {
            await store.send(.goalSubmitted(weight: weight ?? "", name: name))
            if let goalError = store.goalError {
                context.console.writeErrorLine(context.strings.errorPrefix + context.strings.message(goalError))
                return .dataError
            }
            if let dataError = store.dataError { return context.fail(dataError) }
        } else if person != nil {
            await store.send(.personShown(name: name))
        }
        guard let status = GoalStatus(store, name: name) else {
            let shown = context.strings.displayName(name)
            context.console.writeLine(isJSON ? "null" : context.strings.noGoal(of: shown))
            return .success
        }
        context.write(status, asJSON: isJSON)
        return .success
    }
}
