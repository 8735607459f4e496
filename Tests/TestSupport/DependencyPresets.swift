import DataSource
import Foundation

extension ProcessInfoClient {
    /// A process started as `bmi <arguments>` in `environment`.
    public static func fixed(arguments: [String] = [], environment: [String: String] = [:]) -> Self {
        ProcessInfoClient(arguments: { ["bmi"] + arguments }, environment: { environment })
    }
}

extension DateClient {
    /// A clock stopped at `date` (by default 2026-11-21 18:03:00 UTC).
    public static func fixed(_ date: Date = Date(timeIntervalSince1970: 1_795_284_180)) -> Self {
        DateClient(now: { date })
    }
}

extension SignalClient {
    /// No signal ever arrives.
    public static let never = SignalClient(makeSignalSource: { _ in AsyncStream { _ in } })
}
