import DataSource
import Model

/// The settings: the Settings screen's lines, and `settings --json`'s
/// `{"classification","showsTutorial","unitSystem"}`.
struct SettingsSummary: Presentation, Equatable {
    var unitSystem: UnitSystem
    var showsTutorial: Bool
    var classification: Classification

    func write(to console: Console, strings: any Strings) {
        console.writeLine(strings.unitsLine(unitSystem))
        console.writeLine(strings.classificationLine(classification))
        console.writeLine(strings.tutorialLine(isOn: showsTutorial))
    }
}

extension SettingsSummary {
    @MainActor init(_ store: Settings) {
        unitSystem = store.preferences.unitSystem
        showsTutorial = store.preferences.showsTutorial
        classification = store.preferences.classification
    }
}
