/// Why a typed measurement date was not accepted. The accepted forms are `2026-11-21` and
/// `2026-11-21T08:30`, local time (a date alone is taken at noon, as scale apps date a day).
public enum DateInputError: Error, Sendable, Equatable {
    /// Not in an accepted form (`03/04/2026` could be March or April).
    case notADate
    /// In the form, but no such day or time (February 30, 25:00).
    case doesNotExist
    /// A day and time of day the clock here never showed: the hour a change to summer time skips.
    case skippedByTheClock
    /// Later than now: a measurement is dated when it was taken.
    case inTheFuture
    /// Before 1900 (UTC): the history reads no earlier date (no one kept a BMI then).
    case tooEarly
}
