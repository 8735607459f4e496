import Foundation

/// The clock (`Date.now`).
public struct DateClient: DependencyClient {
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    public static let liveValue = Self(now: { Date.now })

    public static let testValue = Self(now: {
        unimplemented("DateClient.now", placeholder: Date(timeIntervalSince1970: 0))
    })
}
