import DataSource

/// Weight and BMI averaged per calendar week or month, per person. Holds no state.
public struct AverageService: Sendable {
    private let dateClient: DateClient

    public init(_ appDependencies: AppDependencies) {
        dateClient = appDependencies.dateClient
    }

    /// A calendar week (ISO 8601, Monday first) or month, on the local wall clock. The raw value is
    /// what `--by` takes.
    public enum Period: String, CaseIterable, Sendable {
        case week
        case month
    }

    /// One person's records in one period.
    public struct Average: Sendable, Equatable {
        /// `2026-W47` or `2026-11`.
        public var period: String
        public var name: String
        /// Kilograms.
        public var weight: Double
        /// The mean of the records' BMIs, to hundredths as shown (`BMIService.Mean`).
        public var bmi: Double
        public var count: Int

        public init(period: String, name: String, weight: Double, bmi: Double, count: Int) {
            (self.period, self.name, self.weight, self.bmi, self.count) = (period, name, weight, bmi, count)
        }
    }

    /// The averages of `records` (newest first), newest period first, each period's people in the
    /// order their newest record comes; one pass.
    public func averages(
        of records: [BMIRecord], by period: Period, owner: (BMIRecord) -> PersonName, name: (BMIRecord) -> String
    )
        -> [Average]
    {
        var order: [Key] = []
        var sums: [Key: (name: String, weight: Double, bmi: BMIService.Mean)] = [:]
        for record in records {
            let key = Key(period: label(of: record.date, by: period), person: owner(record))
            var sum =
                sums[key]
                ?? {
                    order.append(key)
                    return (name(record), 0, BMIService.Mean())
                }()
            sum.weight += record.weight
            sum.bmi.add(weight: record.weight, height: record.height)
            sums[key] = sum
        }
        // NB: records newest first by date, so periods come newest first too; a period's people keep
        // the order they first appear.
        return order.map { key in
            let sum = sums[key]!
            return Average(
                period: key.period, name: sum.name, weight: sum.weight / Double(sum.bmi.count), bmi: sum.bmi.value,
                count: sum.bmi.count)
        }
    }

    private struct Key: Hashable {
        var period: String
        var person: PersonName
    }

    /// `2026-W47` or `2026-11`.
    private func label(of date: Date, by period: Period) -> String {
        let time = dateClient.localTime(date)
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        switch period {
        case .week:
            let (year, week) = time.isoWeek
            return "\(digits(year, 4))-W\(digits(week, 2))"
        case .month:
            return "\(digits(time.year, 4))-\(digits(time.month, 2))"
        }
    }
}
