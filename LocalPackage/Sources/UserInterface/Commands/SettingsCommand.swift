import CommandSpec
import DataSource
import Model

/// `bmi settings`: the Settings store, shown, and changed through the same actions as the
/// screen's picker and toggle, with the same rules and messages.
struct SettingsCommand: OneShotCommand {
    nonisolated static let spec = CommandSpec(
        "settings",
        summary: "settings",
        options: [
            .option("unit", ValueSpec("U", CommonOptions.unitSystems), help: "settings.unit"),
            .option("tutorial", ValueSpec("on|off", .choice(["on", "off"])), help: "tutorial"),
            CommonOptions.json,
        ],
        examples: [
            "\(AppIdentity.commandName) settings",
            "\(AppIdentity.commandName) settings --unit imperial --tutorial off",
        ]
    )

    let unitSystem: UnitSystem?
    let showsTutorial: Bool?
    let isJSON: Bool

    init(_ arguments: ParsedArguments) {
        unitSystem = arguments.value("unit").flatMap(UnitSystem.init(rawValue:))
        showsTutorial = arguments.value("tutorial").map { $0 == "on" }
        isJSON = arguments.isSet(CommonOptions.json.name)
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let store = Settings(context.dependencies)
        await store.send(.task)
        // Reading failed: shown as the standard settings would mislead; a change still saves
        // (the unreadable file is moved aside first, as on the screen).
        if let dataError = store.dataError {
            // A link, a lock wait called off, a folder that cannot be read: a change would meet the
            // same, and say it twice.
            if unitSystem == nil && showsTutorial == nil || !dataError.isMovedAsideBySave {
                return context.fail(dataError)
            }
            // Changing one setting over a file that cannot be read starts from the standard ones:
            // say so (the file itself is kept aside).
            context.warn(dataError)
        }
        if let unitSystem {
            await store.send(.unitSystemPickerSelected(unitSystem))
        }
        if let showsTutorial {
            await store.send(.tutorialToggleSwitched(showsTutorial))
        }
        if unitSystem != nil || showsTutorial != nil, let dataError = store.dataError {
            return context.fail(dataError)
        }
        if isJSON {
            context.console.writeLine(JSONOutput.line(store.preferences))
        } else {
            SettingsView.writeSettings(of: store, to: context.console, strings: context.strings)
        }
        return .success
    }
}
