import CommandSpec
import DataSource
import Model

/// `bmi save`: the BMI screen's store, given the measurements and then its Save button.
struct SaveCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "save",
            summary: strings.saveSummary,
            options: [nameOption, CommonOptions.weight, heightOption] + Preferences.Choice.options + [dateOption],
            examples: [
                "\(AppIdentity.commandName) save --name Alice --weight 70 --height 175",
                "\(AppIdentity.commandName) save --name Alice --weight 70.5 --height 175 --date 2026-11-20T07:30",
                "\(AppIdentity.commandName) save --name Alice --weight 69.8",
            ],
            in: strings
        )
    }

    nonisolated static let nameOption = Option.text(
        "name", "NAME", isRequired: true,
        help: OptionHelp(
            english: "the person's name: up to \(NameService.maximumLength) characters, no control or invisible "
                + "characters; may be empty",
            japanese: "名前: \(NameService.maximumLength)文字まで、制御文字・見えない文字なし。空でも可"))
    /// Left out, the height the person was last saved with.
    nonisolated static let heightOption = Option.text(
        "height", "H",
        help: OptionHelp(
            english: CommonOptions.heightHelp.english + "; without it, the height NAME was last saved with",
            japanese: CommonOptions.heightHelp.japanese + "。省略時は NAME さんの前回保存した身長"))
    nonisolated static let dateOption = Option.text(
        "date", "DATE",
        help: OptionHelp(
            english: "when it was measured, for a measurement from another day: YYYY-MM-DD (taken at noon) or "
                + "YYYY-MM-DDTHH:MM, local time, not later than now",
            japanese: "別の日の測定の日時: YYYY-MM-DD (正午とします) または YYYY-MM-DDTHH:MM、現地時刻、現在まで"))

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var name: String { arguments[Self.nameOption] ?? "" }
    private var weight: String { arguments[CommonOptions.weight] ?? "" }
    /// `nil`: not given, the height the person was last saved with.
    private var height: String? { arguments[Self.heightOption] }
    private var preferencesChosen: Preferences.Choice { Preferences.Choice(arguments) }
    private var date: String? { arguments[Self.dateOption] }

    var saves: Bool { true }

    func run(_ context: CommandContext) async -> ExitStatus {
        let store = PersonBMI(context.dependencies, preferencesChosen: preferencesChosen)
        await store.send(.measured(name: name, weight: weight, height: height))
        if let refused = context.refusal(ofMeasured: store, heightGiven: height != nil) { return refused }
        if let date {
            await store.send(.measurementDateSubmitted(date))
            if let dateError = store.dateError {
                return context.say(context.strings.message(dateError), .dataError)
            }
        }
        await store.send(.saveButtonTapped)
        if let dataError = store.dataError { return context.fail(dataError) }
        context.write(BMIResult(store))
        context.console.writeLine(context.strings.saved(to: store.personFileURL.path))
        return .success
    }
}
