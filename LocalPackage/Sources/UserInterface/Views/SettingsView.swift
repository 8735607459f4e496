import DataSource
import Model

/// The Settings screen: a picker for the unit system and a toggle for the tutorial.
@MainActor final class SettingsView: ScreenView {
    let store: Settings
    private let console: Console
    private let strings: any Strings

    init(store: Settings, console: Console, strings: any Strings) {
        self.store = store
        self.console = console
        self.strings = strings
    }

    func appear() async {
        await store.send(.task)
        console.writeLine()
        console.writeLine(strings.settingsTitle, style: .title)
        if let dataError = store.dataError {
            console.writeErrorLine(strings.message(dataError))
        }
        render()
    }

    var menu: Menu? {
        Menu(strings: strings) { [self] choice, _ in await select(choice) }
    }

    enum Choice: String, MenuChoice {
        case metric = "m"
        case imperial = "i"
        case tutorial = "t"
        case back = "b"
        case quit = "q"

        func label(in strings: any Strings) -> String { strings.label(self) }
    }

    private func select(_ choice: Choice) async {
        switch choice {
        case .metric: await store.send(.unitSystemPickerSelected(.metric))
        case .imperial: await store.send(.unitSystemPickerSelected(.imperial))
        case .tutorial: await store.send(.tutorialToggleSwitched(!store.preferences.showsTutorial))
        case .back:
            await store.send(.backButtonTapped)
            return
        case .quit:
            await store.send(.quitButtonTapped)
            return
        }
        if let dataError = store.dataError {
            console.writeErrorLine(strings.message(dataError))
        }
        render()
    }

    func disappear() async {
        await store.send(.onDisappear)
    }

    private func render() {
        SettingsSummary(store).write(to: console, strings: strings)
    }
}
