import DataSource
import Model

/// Weight and BMI averaged per week or month and person, newest first: what `w` and `m` on the
/// History screen print, and `history --by`; JSON an array of
/// `{"bmi","category","classification","count","name","period","unit","weight"}`.
struct AveragePage: Presentation, Equatable {
    var averages: [Average]
    var period: AverageService.Period
    /// Whose records, when one person's are shown.
    var person: String?

    struct Average: Encodable, Equatable {
        /// `2026-W47` (ISO week) or `2026-11`.
        var period: String
        var name: String
        var weight: Double
        var bmi: Double
        @AlwaysEncoded var category: BMICategory?
        var classification: Classification
        var count: Int
        var unit: UnitSystem
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(averages)
    }

    func write(to console: Console, strings: any Strings) {
        guard let unitSystem = averages.first?.unit else {
            console.writeLine(person.map { strings.noRecords(of: strings.displayName($0)) } ?? strings.noRecords)
            return
        }
        console.writeLine(strings.averagesTitle(period, person: person.map(strings.displayName)), style: .title)
        // Whose each row is, unless one person's records are shown.
        let showsNames = person == nil
        let names = averages.map { strings.displayName($0.name) }
        let nameWidth = (names.map(\.displayWidth).max() ?? 0) + 2
        let weights = averages.map { strings.measurement($0.weight, of: .weight, in: unitSystem) }
        let weightWidth = (weights.map(\.displayWidth).max() ?? 0) + 2
        let periodWidth = (averages.map(\.period.count).max() ?? 0) + 2
        for (index, average) in averages.enumerated() where !console.isReaderGone {
            console.writeLine(
                "  \(average.period.rightPadded(to: periodWidth))"
                    + (showsNames ? names[index].rightPadded(to: nameWidth) : "")
                    + weights[index].rightPadded(to: weightWidth)
                    + strings.result(
                        bmi: average.bmi.bmiDisplay, category: average.category, in: average.classification)
                    + "  " + strings.recordCount(average.count))
        }
    }
}

extension AveragePage {
    /// The averages the store holds, in its unit system and classification.
    @MainActor init(_ store: History, by period: AverageService.Period) {
        averages = store.displayedAverages.map {
            Average(
                period: $0.period, name: $0.name, weight: MeasurementService.shown($0.weight),
                bmi: MeasurementService.shown($0.bmi), category: $0.category, classification: store.classification,
                count: $0.count, unit: store.unitSystem)
        }
        self.period = period
        person = store.personShown.map { store.averages.first?.name ?? $0 }
    }
}
