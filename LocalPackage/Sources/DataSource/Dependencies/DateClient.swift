#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clock (`Date.now`), and the wall-clock time of a moment in the process's time zone.
public struct DateClient: DependencyClient {
    public var now: @Sendable () -> Date
    /// `date` in the time zone `TZ` names (or the system's), through the C library's
    /// `localtime_r`: Foundation's time zones need ICU, which the lean binary leaves out.
    public var localTime: @Sendable (Date) -> LocalTime
    /// The moment a wall-clock time names in that time zone (`mktime`); `nil` for one that does
    /// not exist there (February 30, or an hour a daylight-saving change skips).
    public var date: @Sendable (LocalTime) -> Date?

    /// `date` is UTC arithmetic unless given, as `localTime` is in the test presets.
    public init(
        now: @escaping @Sendable () -> Date,
        localTime: @escaping @Sendable (Date) -> LocalTime,
        date: @escaping @Sendable (LocalTime) -> Date? = { $0.utcDate }
    ) {
        self.now = now
        self.localTime = localTime
        self.date = date
    }

    public static let liveValue = Self(
        now: { Date.now },
        localTime: { date in
            var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            guard localtime_r(&seconds, &parts) != nil else { return LocalTime(utc: date) }
            return LocalTime(
                year: Int(parts.tm_year) + 1900,
                month: Int(parts.tm_mon) + 1,
                day: Int(parts.tm_mday),
                hour: Int(parts.tm_hour),
                minute: Int(parts.tm_min),
                second: Int(parts.tm_sec)
            )
        },
        date: { time in
            guard time.utcDate != nil else { return nil }
            var parts = tm()
            (parts.tm_year, parts.tm_mon, parts.tm_mday) = (
                Int32(time.year - 1900), Int32(time.month - 1), Int32(time.day)
            )
            (parts.tm_hour, parts.tm_min, parts.tm_sec, parts.tm_isdst) = (
                Int32(time.hour), Int32(time.minute), Int32(time.second), -1
            )
            let seconds = mktime(&parts)
            // mktime moves a time a clock change skips (an hour, or a whole day: Samoa, 2011-12-30)
            // elsewhere; such a time was never on the wall clock.
            guard seconds != -1, Int(parts.tm_year) + 1900 == time.year, Int(parts.tm_mon) + 1 == time.month,
                Int(parts.tm_mday) == time.day, Int(parts.tm_hour) == time.hour, Int(parts.tm_min) == time.minute
            else { return nil }
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
    )

    public static let testValue = Self(
        now: { unimplemented("DateClient.now", placeholder: Date(timeIntervalSince1970: 0)) },
        localTime: { unimplemented("DateClient.localTime", placeholder: LocalTime(utc: $0)) },
        date: { unimplemented("DateClient.date", placeholder: $0.utcDate) }
    )
}
