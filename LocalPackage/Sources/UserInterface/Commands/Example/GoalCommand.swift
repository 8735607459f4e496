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

    nonisolated static let weightOption = Option.text(
        "weight", "W",
        help: OptionHelp(
            english: "the goal weight, as --weight is typed for save", japanese: "目標体重。save の --weight と同じ書き方"))
    nonisolated static let clearFlag = Flag(
        "clear", help: OptionHelp(english: "remove the person's goal weight", japanese: "目標体重を削除"))

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var person: String? { arguments[CommonOptions.person]?.trimmingSpaces }
    private var weight: String? { arguments[Self.weightOption] }
    private var isClearing: Bool { arguments[Self.clearFlag] }
    // It shows no category: with the unit given, the settings are not needed.
    private var preferencesChosen: Preferences.Choice {
        Preferences.Choice(showingNoCategory: arguments[CommonOptions.unit])
    }
    private var isJSON: Bool { arguments[CommonOptions.json] }

    var saves: Bool { weight != nil || isClearing }

    func run(_ context: CommandContext) async -> ExitStatus {
        if weight != nil, isClearing {
            return context.refuse(.conflictingOptions(Self.weightOption.longName, Self.clearFlag.longName))
        }
        if let refused = context.refusal(ofName: person) { return refused }
        let store = PersonBMI(context.dependencies, preferencesChosen: preferencesChosen)
        await store.send(.task)
        // Someone named needs no saved person: a damaged person file is said, and the goal is theirs.
        if let dataError = store.dataError {
            guard person != nil, dataError.isMovedAsideBySave else { return context.fail(dataError) }
            context.warn(dataError)
        }
        if let preferencesError = store.preferencesError { return context.fail(preferencesError) }
        // Whose: the name given, else the person saved last.
        guard let name = person ?? store.savedPerson.flatMap({ $0 == .empty ? nil : $0.name }) else {
            return context.say(context.strings.goalNeedsAName, .usage)
        }
        if weight != nil || isClearing {
            if let ended = await change(store, of: name, context) { return ended }
        } else if person != nil {
            await store.send(.personShown(name: name))
            if let dataError = store.dataError { return context.fail(dataError) }
        }
        if let goalReadError = store.goalReadError { return context.fail(goalReadError) }
        // How far from it, and when, come from the history: shown without it, no figure is given
        // (a goal just set or removed is said, the history's error beside it).
        if let historyReadError = store.historyReadError {
            guard saves else { return context.fail(historyReadError) }
            context.warn(historyReadError)
        }
        guard let status = GoalStatus(store) else {
            context.console.writeLine(
                isJSON ? "null" : context.strings.noGoal(of: context.strings.displayName(name.trimmingSpaces)))
            return .success
        }
        context.write(status, asJSON: isJSON)
        return .success
    }

    /// Sets or removes `name`'s goal; the status the command ends with when it was refused, or
    /// once a removal is said.
    private func change(_ store: PersonBMI, of name: String, _ context: CommandContext) async -> ExitStatus? {
        let strings = context.strings
        if let weight, weight.trimmingSpaces.isEmpty {
            let required = InputError(
                field: .weight, reason: .required,
                accepted: MeasurementService.range(of: .weight, in: store.unitSystem),
                unitSystem: store.unitSystem)
            return context.say(strings.message(required), .dataError)
        }
        var shown = strings.displayName(name.trimmingSpaces)
        // A goals file that cannot be read is moved aside, its bytes kept, by the change: said first.
        context.warn(store.goalReadError)
        if isClearing {
            // Whose goal goes, as it was saved; or that there is none to remove.
            await store.send(.goalShown(name: name))
            guard let goal = store.goal else {
                context.console.writeLine(isJSON ? "null" : strings.noGoal(of: shown))
                return .success
            }
            shown = strings.displayName(goal.name)
        }
        await store.send(.goalSubmitted(weight: isClearing ? nil : weight, name: name))
        // No height to check the goal against because the history could not be read: said as it is.
        if store.goalError?.field == .height, let historyReadError = store.historyReadError {
            return context.fail(historyReadError)
        }
        if let refusal = store.nameError.map(strings.message)
            ?? store.goalError.map({ strings.message($0, forGoalOf: shown) })
        {
            return context.say(refusal, .dataError)
        }
        if let dataError = store.dataError { return context.fail(dataError) }
        if isClearing {
            context.console.writeLine(isJSON ? "null" : strings.goalRemoved(of: shown))
            return .success
        }
        return nil
    }
}
