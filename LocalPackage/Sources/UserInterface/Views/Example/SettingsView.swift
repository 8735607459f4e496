import DataSource
import Model

/// The Settings screen: pickers for the unit system and the classification, and a toggle for the
/// tutorial.
final class SettingsView: StoreView<Settings>, ChildScreen {
    func appear() async {
        await store.send(.task)
        if isCalledOff(store.dataError) { return }
        console.writeLine()
        console.writeLine(strings.settingsTitle, style: .title)
        if let dataError = store.dataError {
            console.writeErrorLine(strings.message(dataError))
        }
        render()
    }

    enum Choice: String, MenuChoice {
        case metric = "m"
        case imperial = "i"
        case who = "w"
        case jasso = "j"
        case tutorial = "t"

        func label(in strings: any Strings) -> String { strings.label(self) }
    }

    func select(_ choice: Choice, number _: Int?) async {
        switch choice {
        case .metric: await store.send(.unitSystemPickerSelected(.metric))
        case .imperial: await store.send(.unitSystemPickerSelected(.imperial))
        case .tutorial: await store.send(.tutorialToggleSwitched(!store.preferences.showsTutorial))
        case .who: await store.send(.classificationPickerSelected(.who))
        case .jasso: await store.send(.classificationPickerSelected(.jasso))
        }
        if isCalledOff(store.dataError) { return }
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
