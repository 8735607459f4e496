#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process (`exit(_:)`).
public struct ProcessClient: DependencyClient {
    public var exit: @Sendable (Int32) -> Never

    public init(exit: @escaping @Sendable (Int32) -> Never) {
        self.exit = exit
    }

    public static let liveValue = Self(exit: {
        #if canImport(Glibc)
            Glibc.exit($0)
        #elseif canImport(Musl)
            Musl.exit($0)
        #else
            Darwin.exit($0)
        #endif
    })

    public static let testValue = Self(exit: { _ in unimplementedNeverReturning("ProcessClient.exit") })
}
