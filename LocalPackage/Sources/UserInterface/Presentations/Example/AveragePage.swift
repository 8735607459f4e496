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
    /// Whether older periods were left out.
    var hasOlder = false

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

    /// The table's columns, in order.
    enum Column: CaseIterable, Sendable {
        case period, person, weight, bmi, category, count
    }

    /// The title, then a table as the history's (`RecordTable`): a line a period and person,
    /// the names only where everyone's are shown. Where the width has no room for every column it
    /// leaves out, in this order, the category's full words (short ones with a legend), the count,
    /// the category; then names are cut to the room there is.
    func write(to console: Console, strings: any Strings) {
        guard !averages.isEmpty else {
            console.writeLine(person.map { strings.noRecords(of: strings.displayName($0)) } ?? strings.noRecords)
            return
        }
        console.writeLine(
            strings.averagesTitle(period, person: person.map(strings.displayName), hasOlder: hasOlder), style: .title)
        let all = Column.allCases.filter { $0 != .person || person == nil }
        let tries: [(columns: [Column], isShort: Bool)] = [
            (all, false), (all, true), (all.filter { $0 != .count }, true),
            (all.filter { $0 != .count && $0 != .category }, false),
        ]
        var chosen = tries[0]
        var widths: [Column: Int] = [:]
        for attempt in tries {
            (chosen, widths) = (attempt, [:])
            for column in attempt.columns {
                let widest =
                    averages.map { cell(column, of: $0, isShort: attempt.isShort, strings).displayWidth }.max() ?? 0
                widths[column] = max(
                    strings.label(column).displayWidth, column == .person ? min(widest, RecordTable.widestName) : widest
                )
            }
            let room = (console.columns ?? .max) - widths.values.reduce(0, +) - 2 * (widths.count - 1)
            if room >= 0 { break }
            // The last try: names cut to the room there is, three columns at least.
            if let name = widths[.person] { widths[.person] = max(3, name + room) }
        }
        let line = { (cell: (Column) -> String) in
            RecordTable.line(
                chosen.columns.map { column in
                    (cell(column), widths[column] ?? 0, ![.period, .person, .category].contains(column))
                })
        }
        console.writeLine(line { strings.label($0) }, style: .title)
        for average in averages where !console.isReaderGone {
            console.writeLine(line { cell($0, of: average, isShort: chosen.isShort, strings) })
        }
        let categories = averages.compactMap { average in average.category.map { ($0, average.classification) } }
        if chosen.isShort, chosen.columns.contains(.category), let legend = RecordTable.legend(categories, strings) {
            console.writeLine(legend)
        }
    }

    private func cell(_ column: Column, of average: Average, isShort: Bool, _ strings: any Strings) -> String {
        switch column {
        case .period: average.period
        case .person: strings.displayName(average.name)
        case .weight: strings.measurement(average.weight, of: .weight, in: average.unit)
        case .bmi: average.bmi.bmiDisplay
        case .category:
            average.category.map {
                isShort
                    ? strings.shortLabel($0, in: average.classification) : strings.label($0, in: average.classification)
            } ?? ""
        case .count: String(average.count)
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
        hasOlder = store.averagesHasOlder
    }
}
