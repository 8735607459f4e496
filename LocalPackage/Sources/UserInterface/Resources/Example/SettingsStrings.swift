import DataSource
import Model

/// The Settings screen's words, in every language: a sentence missing from one does not compile.
protocol SettingsStrings {
    var settingsTitle: String { get }
    func unitsLine(_ unitSystem: UnitSystem) -> String
    func tutorialLine(isOn: Bool) -> String
    func classificationLine(_ classification: Classification) -> String
    func label(_ choice: SettingsView.Choice) -> String
}

extension EnglishStrings {
    var settingsTitle: String { "Settings" }
    func label(_ choice: SettingsView.Choice) -> String {
        switch choice {
        case .metric: "Metric"
        case .imperial: "Imperial"
        case .tutorial: "Tutorial on/off"
        case .who: "WHO categories"
        case .jasso: "JASSO categories (Japan)"
        }
    }

    func classificationLine(_ classification: Classification) -> String {
        "Categories: \(classificationName(classification))"
    }

    func unitsLine(_ unitSystem: UnitSystem) -> String {
        "Units: \(unitSystemName(unitSystem))"
    }

    func tutorialLine(isOn: Bool) -> String {
        "Tutorial: \(isOn ? "on" : "off")"
    }
}

extension JapaneseStrings {
    var settingsTitle: String { "設定" }
    func label(_ choice: SettingsView.Choice) -> String {
        switch choice {
        case .metric: "メートル法"
        case .imperial: "ヤード・ポンド法"
        case .tutorial: "使い方の表示を切替"
        case .who: "WHOの区分"
        case .jasso: "日本肥満学会の区分"
        }
    }

    func classificationLine(_ classification: Classification) -> String {
        "BMI区分: \(classificationName(classification))"
    }

    func unitsLine(_ unitSystem: UnitSystem) -> String {
        "単位: \(unitSystemName(unitSystem))"
    }

    func tutorialLine(isOn: Bool) -> String {
        "使い方の表示: \(isOn ? "オン" : "オフ")"
    }
}
