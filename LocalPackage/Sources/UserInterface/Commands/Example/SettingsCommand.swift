import CommandSpec
import DataSource
import Model

/// `bmi settings`: the Settings store, shown, and changed through the same actions as the
/// screen's picker and toggle, with the same rules and messages.
struct SettingsCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "settings",
            summary: strings.settingsSummary,
            options: [unitOption, classificationOption, tutorialOption, CommonOptions.json],
            examples: [
                "\(AppIdentity.commandName) settings",
                "\(AppIdentity.commandName) settings --unit imperial --tutorial off",
                "\(AppIdentity.commandName) settings --classification jasso",
            ],
            in: strings
        )
    }

    /// `--unit` here chooses the saved unit system, rather than one for this command.
    nonisolated static let unitOption = Option<UnitSystem>.choice(
        "unit", "U", help: OptionHelp(english: "choose the unit system", japanese: "単位系を選ぶ"))
    nonisolated static let classificationOption = Option<Classification>.choice(
        "classification", "C",
        help: OptionHelp(
            english: "choose whose BMI categories: who or jasso (Japan)", japanese: "BMI区分を選ぶ: who か jasso (日本肥満学会)"))
    nonisolated static let tutorialOption = Option<Switch>.choice(
        "tutorial", "on|off",
        help: OptionHelp(
            english: "show the tutorial on the first BMI screen of a session",
            japanese: "セッションの最初のBMI画面で使い方を表示する"))

    enum Switch: String, CaseIterable, Sendable {
        case on, off
    }

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var unitSystem: UnitSystem? { arguments[Self.unitOption] }
    private var classification: Classification? { arguments[Self.classificationOption] }
    private var showsTutorial: Bool? { arguments[Self.tutorialOption].map { $0 == .on } }
    private var isJSON: Bool { arguments[CommonOptions.json] }

    var saves: Bool { unitSystem != nil || classification != nil || showsTutorial != nil }

    func run(_ context: CommandContext) async -> ExitStatus {
        let store = Settings(context.dependencies)
        await store.send(.task)
        // Reading failed: shown as the standard settings would mislead; a change still saves
        // (the unreadable file is moved aside first, as on the screen).
        if let dataError = store.dataError {
            // A link, a lock wait called off, a folder that cannot be read: a change would meet the
            // same, and say it twice.
            if !saves || !dataError.isMovedAsideBySave {
                return context.fail(dataError)
            }
            // Changing one setting over a file that cannot be read starts from the standard ones:
            // say so (the file itself is kept aside).
            context.warn(dataError)
        }
        if let unitSystem {
            await store.send(.unitSystemPickerSelected(unitSystem))
        }
        if let classification {
            await store.send(.classificationPickerSelected(classification))
        }
        if let showsTutorial {
            await store.send(.tutorialToggleSwitched(showsTutorial))
        }
        if saves, let dataError = store.dataError {
            return context.fail(dataError)
        }
        context.write(SettingsSummary(store), asJSON: isJSON)
        return .success
    }
}
