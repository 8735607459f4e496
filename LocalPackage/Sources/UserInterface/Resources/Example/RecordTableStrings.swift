import DataSource

/// The words of the history's table (`RecordTable`), in every language.
protocol RecordTableStrings {
    /// A column's heading.
    func label(_ column: RecordTable.Column) -> String
    /// A column's heading in the averages' table.
    func label(_ column: AveragePage.Column) -> String
    /// A category's name where a narrow table has no room for its full words: `Normal`.
    func shortLabel(_ category: BMICategory, in classification: Classification) -> String
    /// The short names a table shows, each with its full words, on one line under it.
    func categoryLegend(_ entries: [(short: String, full: String)]) -> String
}

extension EnglishStrings {
    func label(_ column: RecordTable.Column) -> String {
        switch column {
        case .number: "#"
        case .date: "Date"
        case .person: "Person"
        case .weight: "Weight"
        case .bmi: "BMI"
        case .category: "Category"
        case .trend: "Trend"
        case .change: "Change"
        }
    }

    func label(_ column: AveragePage.Column) -> String {
        switch column {
        case .period: "Period"
        case .person: label(RecordTable.Column.person)
        case .weight: label(RecordTable.Column.weight)
        case .bmi: label(RecordTable.Column.bmi)
        case .category: label(RecordTable.Column.category)
        case .count: "Records"
        }
    }

    func shortLabel(_ category: BMICategory, in classification: Classification) -> String {
        switch (classification, category) {
        case (_, .underweight): "Under"
        case (_, .normal): "Normal"
        case (_, .overweight): "Over"
        case (.who, .obesity1): "Obese I"
        case (.who, .obesity2): "Obese II"
        case (.who, .obesity3), (.who, .obesity4): "Obese III"
        case (.jasso, .obesity1): "Obese 1"
        case (.jasso, .obesity2): "Obese 2"
        case (.jasso, .obesity3): "Obese 3"
        case (.jasso, .obesity4): "Obese 4"
        }
    }

    func categoryLegend(_ entries: [(short: String, full: String)]) -> String {
        entries.map { "\($0.short): \($0.full)" }.joined(separator: "; ") + "."
    }
}

extension JapaneseStrings {
    func label(_ column: RecordTable.Column) -> String {
        switch column {
        case .number: "#"
        case .date: "日付"
        case .person: "名前"
        case .weight: "体重"
        case .bmi: "BMI"
        case .category: "区分"
        case .trend: "傾向"
        case .change: "前回比"
        }
    }

    func label(_ column: AveragePage.Column) -> String {
        switch column {
        case .period: "期間"
        case .person: label(RecordTable.Column.person)
        case .weight: label(RecordTable.Column.weight)
        case .bmi: label(RecordTable.Column.bmi)
        case .category: label(RecordTable.Column.category)
        case .count: "件数"
        }
    }

    func shortLabel(_ category: BMICategory, in classification: Classification) -> String {
        switch (classification, category) {
        case (_, .underweight): "低体重"
        case (_, .normal): "普通"
        case (_, .overweight): "過体重"
        case (.who, .obesity1): "肥満I"
        case (.who, .obesity2): "肥満II"
        case (.who, .obesity3), (.who, .obesity4): "肥満III"
        case (.jasso, .obesity1): "肥満1"
        case (.jasso, .obesity2): "肥満2"
        case (.jasso, .obesity3): "肥満3"
        case (.jasso, .obesity4): "肥満4"
        }
    }

    func categoryLegend(_ entries: [(short: String, full: String)]) -> String {
        entries.map { "\($0.short): \($0.full)" }.joined(separator: "、")
    }
}
