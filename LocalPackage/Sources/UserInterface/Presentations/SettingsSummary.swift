import DataSource
import Model

/// The two settings: the Settings screen's lines, and `settings --json`'s
/// `{"showsTutorial","unitSystem"}`.
struct SettingsSummary: Presentation, Equatable {
    var unitSystem: UnitSystem
    var showsTutorial: Bool

    func write(to console: Console, strings: any Strings) {
        console.writeLine(strings.unitsLine(unitSystem))
        console.writeLine(strings.tutorialLine(isOn: showsTutorial))
    }
}

extension SettingsSummary {
    @MainActor init(_ store: Settings) {
        unitSystem = store.preferences.unitSystem
        showsTutorial = store.preferences.showsTutorial
    }
}
