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

    public init(now: @escaping @Sendable () -> Date, localTime: @escaping @Sendable (Date) -> LocalTime) {
        self.now = now
        self.localTime = localTime
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
        }
    )

    public static let testValue = Self(
        now: { unimplemented("DateClient.now", placeholder: Date(timeIntervalSince1970: 0)) },
        localTime: { unimplemented("DateClient.localTime", placeholder: LocalTime(utc: $0)) }
    )
}
