import DataSource

/// How a person moves from record to record: the change since their previous record, and the
/// trend of their weight, as John Walker's *The Hacker's Diet* computes it, in time: the first
/// record's weight, then a tenth of the way to each day's weight, so one day's water does not move
/// it much. Records `d` days apart (fractions of a day count) move it `1 − 0.9^d` of the way, as
/// `d` days of that smoothing would: daily weights 90, 89, 88.5 give trends 90, 89.9, 89.76, and a
/// weight a month after the last moves it 96% of the way, so a monthly weigh-in is not months
/// behind. Records at one moment move it together, to their mean, whatever order they were saved
/// in. Holds no state.
public struct ProgressService: Sendable {
    /// How far the trend moves towards the weight in one day.
    public static let smoothing = 0.1
    /// How far back before a page a person's records are read for it: 400 days, or 1,000 records
    /// when there are more in those days. A weight 400 days back counts for 0.9^400 (about
    /// 5 × 10⁻¹⁹) of the trend, below what a `Double` holds next to a weight, so for a person who
    /// weighs in up to twice a day the trend of a page is the one computed from their first
    /// record. Someone weighing more often has a page's trend from their last 1,000 records (a
    /// month and a half of hourly weigh-ins leave 1.2% of the older trend's pull out), so that a
    /// page reads what it shows and about as much again, never the whole history.
    public static let memory = HistoryQuery.Reach(span: 400 * 86_400, count: 1_000)

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
    /// `earlier` (the records before them, newest first) with each person's records apart. The
    /// records of one person at one moment all show the trend they make together, whatever order
    /// they were saved in: `later`, newer records of the moment `records` start in, count too.
    public func progress(
        of records: [BMIRecord], earlier: [BMIRecord], later: [BMIRecord] = [], owner: (BMIRecord) -> PersonName
    ) -> [Progress] {
        var progression = Progression()
        var progress: [Progress] = []
        progress.reserveCapacity(records.count + earlier.count)
        // Each person's records at their newest moment so far, by index in `progress`.
        var moment: [PersonName: (date: Date, indices: [Int])] = [:]
        for record in (later + records + earlier).reversed() {
            let person = owner(record)
            let next = self.progress(at: record, owner: person, &progression)
            var indices = moment[person].flatMap { $0.date == record.date ? $0.indices : nil } ?? []
            for index in indices { progress[index].trend = next.trend }
            indices.append(progress.count)
            moment[person] = (record.date, indices)
            progress.append(next)
        }
        return Array(progress[earlier.count..<(earlier.count + records.count)].reversed())
    }

    /// Where each person's progress stands after the records seen so far, oldest first.
    public struct Progression: Sendable {
        fileprivate var last: [PersonName: Last] = [:]

        public init() {}
    }

    /// A person's newest moment: its records' weights, and the trend before them.
    fileprivate struct Last {
        var date: Date
        var weight: Double
        var bmi: Double
        var trendBefore: Double
        /// How far the records at `date` move the trend from `trendBefore` to their mean.
        var pull: Double
        var weightSum: Double
        var count: Double

        var trend: Double { trendBefore + pull * (weightSum / count - trendBefore) }
    }

    /// How far the trend moves towards a weight measured `seconds` after the previous one.
    static func pull(after seconds: TimeInterval) -> Double {
        1 - remaining(afterDays: max(0, seconds) / 86_400)
    }

    /// 0.9^days: the share of the trend that `days` of smoothing leave. Our own, as Model has no
    /// `pow` without Foundation's C library: whole days by squaring, the fraction of a day by
    /// `exp`'s series (its argument is under 0.11, so twelve terms are exact to a `Double`).
    static func remaining(afterDays days: Double) -> Double {
        guard days.isFinite, days < 100_000 else { return 0 }
        var (result, base, whole) = (1.0, 1 - smoothing, Int(days))
        while whole > 0 {
            if whole & 1 == 1 { result *= base }
            (base, whole) = (base * base, whole >> 1)
        }
        let exponent = (days - days.rounded(.down)) * -0.105_360_515_657_826_3  // ln 0.9
        var (term, sum) = (1.0, 1.0)
        for n in 1...12 {
            term *= exponent / Double(n)
            sum += term
        }
        return result * sum
    }

    /// The progress at `record`, the next of `owner`'s after those `progression` has seen, which
    /// then includes it: an output of any size computes it a record at a time, oldest first. Of
    /// several records at one moment, only the last has the trend they make together (the
    /// others' are on the way to it): an output that shows trends uses `progress(of:earlier:)`.
    public func progress(at record: BMIRecord, owner: PersonName, _ progression: inout Progression) -> Progress {
        let bmi = bmiService.calculateBMI(record)
        let previous = progression.last[owner]
        var last: Last
        if let previous, previous.date == record.date {
            last = previous
            (last.weightSum, last.count) = (previous.weightSum + record.weight, previous.count + 1)
        } else {
            let (trend, pull) =
                previous.map { ($0.trend, Self.pull(after: record.date.timeIntervalSince($0.date))) }
                ?? (record.weight, 1)
            last = Last(
                date: record.date, weight: record.weight, bmi: bmi, trendBefore: trend, pull: pull,
                weightSum: record.weight, count: 1)
        }
        (last.weight, last.bmi) = (record.weight, bmi)
        progression.last[owner] = last
        return Progress(
            trend: last.trend,
            change: previous.map { Change(weight: record.weight - $0.weight, bmi: Self.hundredths(bmi - $0.bmi)) })
    }
}
