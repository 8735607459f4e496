import DataSource

/// How a person moves from record to record: the change since their previous record, and the
/// trend of their weight, as John Walker's *The Hacker's Diet* computes it: the first record's
/// weight, then each record moves it a tenth of the way to its own weight (weights 90, 89, 88.5
/// give trends 90, 89.9, 89.76), so one day's water does not move it much. Holds no state.
public struct ProgressService: Sendable {
    /// How far the trend moves towards each new weight.
    public static let smoothing = 0.1
    /// How many of a person's records before a page are read for it. A weight that far back
    /// counts for 0.9^400 (about 5 × 10⁻¹⁹) of today's trend, below what a `Double` holds next
    /// to a weight: the trend computed from them is the one computed from the first record, and
    /// a page still reads what it shows and this, not the whole history.
    public static let memory = 400

    private let bmiService: BMIService

    public init(_ appDependencies: AppDependencies) {
        bmiService = BMIService(appDependencies)
    }

    /// A record's place in its person's progress, in kilograms and BMI.
    public struct Progress: Sendable, Equatable {
        /// The trend of the person's weight at this record, kilograms.
        public var trend: Double
        /// Since the person's previous record; `nil` for their first.
        public var change: Change?
    }

    /// Signed: a record lighter than the one before has a negative change.
    public struct Change: Codable, Sendable, Equatable {
        /// Kilograms.
        public var weight: Double
        /// Of the BMIs as shown (to hundredths), so that it is the difference a person reads.
        public var bmi: Double

        public init(weight: Double, bmi: Double) {
            self.weight = weight
            self.bmi = bmi
        }
    }

    /// Two BMIs' difference, to the hundredths they are both in (not 0.370000000000001).
    private static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// The progress at each of `records` (newest first), computed in one pass from the oldest of
    /// `earlier` (the records before them, newest first) with each person's records apart.
    public func progress(
        of records: [BMIRecord], earlier: [BMIRecord], owner: (BMIRecord) -> PersonName
    ) -> [Progress] {
        var progression = Progression()
        var progress: [Progress] = []
        progress.reserveCapacity(records.count)
        for record in (records + earlier).reversed() {
            progress.append(self.progress(at: record, owner: owner(record), &progression))
        }
        return Array(progress.suffix(records.count).reversed())
    }

    /// Where each person's progress stands after the records seen so far, oldest first.
    public struct Progression: Sendable {
        fileprivate var last: [PersonName: (trend: Double, weight: Double, bmi: Double)] = [:]

        public init() {}
    }

    /// The progress at `record`, the next of `owner`'s after those `progression` has seen, which
    /// then includes it: an output of any size computes it a record at a time, oldest first.
    public func progress(at record: BMIRecord, owner: PersonName, _ progression: inout Progression) -> Progress {
        let bmi = bmiService.calculateBMI(record)
        let previous = progression.last[owner]
        let trend = previous.map { $0.trend + Self.smoothing * (record.weight - $0.trend) } ?? record.weight
        progression.last[owner] = (trend, record.weight, bmi)
        return Progress(
            trend: trend,
            change: previous.map { Change(weight: record.weight - $0.weight, bmi: Self.hundredths(bmi - $0.bmi)) })
    }
}
