import DataSource
import Foundation

extension ProcessInfoClient {
    /// A process started as `<command> <arguments>` in `environment`.
    public static func fixed(arguments: [String] = [], environment: [String: String] = [:]) -> Self {
        ProcessInfoClient(arguments: { [AppIdentity.commandName] + arguments }, environment: { environment[$0] })
    }
}

extension DateClient {
    /// A clock stopped at `date` (by default 2026-11-21 18:03:00 UTC), in the UTC time zone.
    public static func fixed(_ date: Date = Date(timeIntervalSince1970: 1_795_284_180)) -> Self {
        DateClient(now: { date }, localTime: LocalTime.init(utc:))
    }
}

extension SignalClient {
    /// No signal ever arrives.
    public static let never = SignalClient(makeSignalSource: { _ in AsyncStream { _ in } })
}

extension DateClient {
    /// A clock that moves a minute on at each reading, from 2026-11-21 18:03:00 UTC, in the UTC
    /// time zone.
    public static func advancing(from start: Date = Date(timeIntervalSince1970: 1_795_284_180)) -> Self {
        let readings = LockIsolated(0)
        return DateClient(
            now: {
                readings.withValue { count in
                    defer { count += 1 }
                    return start.addingTimeInterval(Double(count) * 60)
                }
            },
            localTime: LocalTime.init(utc:)
        )
    }
}

extension UUIDClient {
    /// 00000000-0000-0000-0000-000000000001, then …2, and so on.
    public static func incrementing() -> Self {
        let count = LockIsolated(0)
        return UUIDClient(uuid: {
            count.withValue { count in
                count += 1
                return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", count))!
            }
        })
    }
}
