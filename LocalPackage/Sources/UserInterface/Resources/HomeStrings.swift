import DataSource
import Model

/// Home's words, in every language: a sentence missing from one does not compile.
protocol HomeStrings {
    func label(_ choice: HomeView.Choice) -> String
    var noLatestBMI: String { get }
    /// `person`: whose it is, `nil` for a record saved before the history kept names.
    func latestBMI(
        _ bmi: String, category: BMICategory?, in classification: Classification, date: String, person: String?
    ) -> String
}

extension EnglishStrings {
    func label(_ choice: HomeView.Choice) -> String {
        switch choice {
        case .calculate: "Calculate BMI"
        case .history: "History"
        case .settings: "Settings"
        // luca:home-labels-english
        }
    }
    var noLatestBMI: String { "No BMI saved yet." }

    func latestBMI(
        _ bmi: String, category: BMICategory?, in classification: Classification, date: String, person: String?
    ) -> String {
        "Newest record: " + (person.map { "\($0), " } ?? "") + result(bmi: bmi, category: category, in: classification)
            + ", measured \(date)"
    }
}

extension JapaneseStrings {
    func label(_ choice: HomeView.Choice) -> String {
        switch choice {
        case .calculate: "BMIを計算"
        case .history: "履歴"
        case .settings: "設定"
        // luca:home-labels-japanese
        }
    }
    var noLatestBMI: String { "保存されたBMIはまだありません。" }

    func latestBMI(
        _ bmi: String, category: BMICategory?, in classification: Classification, date: String, person: String?
    ) -> String {
        "履歴の最新の記録: " + (person.map { "\($0)さん、" } ?? "") + result(bmi: bmi, category: category, in: classification)
            + " (\(date)に測定)"
    }
}
