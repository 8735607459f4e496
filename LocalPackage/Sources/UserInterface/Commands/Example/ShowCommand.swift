import CommandSpec
import DataSource
import Model

/// `bmi show`: the BMI screen's store after its `task`: the saved person, written once.
struct ShowCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "show",
            summary: strings.showSummary,
            options: [CommonOptions.person] + Preferences.Choice.options + [CommonOptions.json],
            examples: ["\(AppIdentity.commandName) show --json", "\(AppIdentity.commandName) show --name Alice"],
            in: strings
        )
    }

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var person: String? { arguments[CommonOptions.person]?.trimmingSpaces }
    private var preferencesChosen: Preferences.Choice { Preferences.Choice(arguments) }
    private var isJSON: Bool { arguments[CommonOptions.json] }

    func run(_ context: CommandContext) async -> ExitStatus {
        if let refused = context.refusal(ofName: person) { return refused }
        let store = PersonBMI(context.dependencies, preferencesChosen: preferencesChosen)
        await store.send(.task)
        // Someone named needs no saved person: a person file that is damaged is said, and they
        // are shown (any other error would stop the history's read as well).
        let personError = person == nil ? nil : store.dataError
        if let person, personError?.isMovedAsideBySave ?? true { await store.send(.personShown(name: person)) }
        if let dataError = store.dataError { return context.fail(dataError) }
        context.warn(personError)
        context.warn(store.preferencesError)
        // Shown without its last record's change; a script still learns the history could not be read.
        context.warn(store.historyReadError)
        // Shown in the standard units; a script still learns the settings could not be read.
        let status = (personError ?? store.preferencesError ?? store.historyReadError).map(ExitStatus.init) ?? .success
        guard let person = SavedPerson(store) else {
            let nobody =
                self.person.map { context.strings.nobodyNamed(context.strings.displayName($0)) }
                ?? context.strings.nobodySaved
            context.console.writeLine(isJSON ? "null" : nobody)
            return status
        }
        if isJSON {
            context.write(person, asJSON: true)
        } else {
            person.writeDetails(to: context.console, strings: context.strings)
        }
        // Shown without its goal; a script still learns the goals could not be read.
        return store.goalReadError.map(context.fail) ?? status
    }
}
