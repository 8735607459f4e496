import DataSource
import Model

/// The latest BMI Home shows (`LatestRecordView`), in every language.
protocol LatestRecordStrings {
    var noLatestBMI: String { get }
    /// `person`: whose it is, `nil` for a record saved before the history kept names.
    func latestBMI(
        _ bmi: String, category: BMICategory?, in classification: Classification, date: String, person: String?
    ) -> String
}

extension EnglishStrings {
    var noLatestBMI: String { "No BMI saved yet." }

    func latestBMI(
        _ bmi: String, category: BMICategory?, in classification: Classification, date: String, person: String?
    ) -> String {
        "Newest record: " + (person.map { "\($0), " } ?? "") + result(bmi: bmi, category: category, in: classification)
            + ", measured \(date)"
    }
}

extension JapaneseStrings {
    var noLatestBMI: String { "保存されたBMIはまだありません。" }

    func latestBMI(
        _ bmi: String, category: BMICategory?, in classification: Classification, date: String, person: String?
    ) -> String {
        "履歴の最新の記録: " + (person.map { "\($0)さん、" } ?? "") + result(bmi: bmi, category: category, in: classification)
            + " (\(date)に測定)"
    }
}
