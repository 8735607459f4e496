import DataSource

/// How far a person is from their goal weight, and when their trend reaches it: from the slope of
/// the trend over their last four weeks of records. Holds no state.
public struct GoalService: Sendable {
    /// The weeks of records whose trend gives the pace.
    public static let weeks = 4
    /// A projection further away than this is not a date anyone can plan by.
    public static let longestProjection = 10 * 365.25 * 86_400.0
    /// How close a weight is to the goal to count as reaching it, kilograms (what a tenth shows).
    static let reachedWithin = 0.05

    public init(_ appDependencies: AppDependencies) {}

    /// Where a person stands: their goal, what is left to go, and when the trend reaches it.
    public struct Progress: Sendable, Equatable {
        /// Kilograms.
        public var goal: Double
        /// The goal less the trend of the weight (which one day's water does not move), kilograms:
        /// negative when weight is to be lost.
        public var toGo: Double
        public var projection: Projection

        public init(goal: Double, toGo: Double, projection: Projection) {
            (self.goal, self.toGo, self.projection) = (goal, toGo, projection)
        }
    }

    public enum Projection: Sendable, Equatable {
        /// The trend is at the goal (to the tenth shown).
        case reached
        /// At the pace of the trend over the last weeks.
        case reachedAround(Date)
        /// The trend moves away from the goal, or stays where it is.
        case movingAway
        /// More than ten years away at this pace.
        case tooSlow
        /// Fewer than two records a week apart within the last weeks: no pace to go by.
        case tooFewRecords
    }

    /// `goal` (kg) against `records` (one person's, newest first) and their trends (kilograms, one
    /// for each record); `nil` without a record.
    public func progress(towards goal: Double, records: [BMIRecord], trends: [Double]) -> Progress? {
        guard let newest = records.first, let trendNow = trends.first else { return nil }
        // NB: from the trend, as the date is: from the newest weight, a goal could be "to gain" and
        // "reached around" a date at once, when that weight and the trend lie either side of it.
        let toGo = goal - trendNow
        guard abs(toGo) >= Self.reachedWithin else { return Progress(goal: goal, toGo: toGo, projection: .reached) }
        let since = newest.date.addingTimeInterval(-Double(Self.weeks) * 7 * 86_400)
        let recent = zip(records, trends).prefix { $0.0.date >= since }
        guard let oldest = recent.last, newest.date.timeIntervalSince(oldest.0.date) >= 7 * 86_400 else {
            return Progress(goal: goal, toGo: toGo, projection: .tooFewRecords)
        }
        // Least squares: kilograms a second.
        let points = recent.map { ($0.0.date.timeIntervalSince(newest.date), $0.1) }
        let count = Double(points.count)
        let (meanTime, meanTrend) = (
            points.map(\.0).reduce(0, +) / count, points.map(\.1).reduce(0, +) / count
        )
        let covariance = points.map { ($0.0 - meanTime) * ($0.1 - meanTrend) }.reduce(0, +)
        let variance = points.map { ($0.0 - meanTime) * ($0.0 - meanTime) }.reduce(0, +)
        let slope = covariance / variance
        let needed = goal - trendNow
        guard slope != 0, (needed > 0) == (slope > 0) else {
            return Progress(goal: goal, toGo: toGo, projection: .movingAway)
        }
        let seconds = needed / slope
        guard seconds <= Self.longestProjection else { return Progress(goal: goal, toGo: toGo, projection: .tooSlow) }
        return Progress(goal: goal, toGo: toGo, projection: .reachedAround(newest.date.addingTimeInterval(seconds)))
    }
}
