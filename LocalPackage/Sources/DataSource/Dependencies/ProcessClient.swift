import Foundation

/// Ends the process (`exit(_:)`).
public struct ProcessClient: DependencyClient {
    public var exit: @Sendable (Int32) -> Never

    public init(exit: @escaping @Sendable (Int32) -> Never) {
        self.exit = exit
    }

    public static let liveValue = Self(exit: { Foundation.exit($0) })

    public static let testValue = Self(exit: { _ in unimplementedNeverReturning("ProcessClient.exit") })
}
