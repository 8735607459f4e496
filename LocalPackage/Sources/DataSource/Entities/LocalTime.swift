/// A moment as a wall clock shows it: the calendar date and time of day in some time zone.
/// `DateClient.localTime` gives it in the process's time zone (`TZ`); the screens print it.
public struct LocalTime: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Whether both are on one calendar day.
    public func isSameDay(as other: LocalTime) -> Bool {
        (year, month, day) == (other.year, other.month, other.day)
    }

    /// The ISO 8601 week of this day: weeks start on Monday, and a year's first week holds its
    /// first Thursday (so 2027-01-01, a Friday, is in 2026's week 53).
    public var isoWeek: (year: Int, week: Int) {
        let days = CivilCalendar.daysSince1970(year: year, month: month, day: day)
        // 1970-01-01 was a Thursday: 0 for Monday.
        let weekday = ((days + 3) % 7 + 7) % 7
        let thursday = days - weekday + 3
        let thursdayYear = CivilCalendar.date(daysSince1970: thursday).year
        return (thursdayYear, (thursday - CivilCalendar.daysSince1970(year: thursdayYear, month: 1, day: 1)) / 7 + 1)
    }

    /// `date` in Coordinated Universal Time, by arithmetic alone (no time zone database).
    public init(utc date: Date) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (day, time) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        (year, month, self.day) = CivilCalendar.date(daysSince1970: day)
        hour = time / 3600
        minute = time % 3600 / 60
        second = time % 60
    }

    /// The moment this names in Coordinated Universal Time; `nil` for a date that does not exist.
    public var utcDate: Date? {
        guard CivilCalendar.isValid(year: year, month: month, day: day), (0..<24).contains(hour),
            (0..<60).contains(minute), (0..<60).contains(second)
        else { return nil }
        let days = CivilCalendar.daysSince1970(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}
