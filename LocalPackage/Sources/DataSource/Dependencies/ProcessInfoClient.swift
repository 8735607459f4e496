#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's arguments, environment and working directory (`ProcessInfo.processInfo`).
public struct ProcessInfoClient: DependencyClient {
    public var arguments: @Sendable () -> [String]
    /// The value of the environment variable named, `nil` when it is not set.
    public var environment: @Sendable (_ name: String) -> String?
    /// The working directory's path, that a relative path typed is in (`url(typed:)`); throws
    /// the `POSIXError` of `getcwd` when it has none (removed, or too long to name).
    public var currentDirectoryPath: @Sendable () throws -> String

    public init(
        arguments: @escaping @Sendable () -> [String],
        environment: @escaping @Sendable (_ name: String) -> String?,
        currentDirectoryPath: @escaping @Sendable () throws -> String = { "/" }
    ) {
        self.arguments = arguments
        self.environment = environment
        self.currentDirectoryPath = currentDirectoryPath
    }

    public static let liveValue = Self(
        // NB: the standard library's, as `ProcessInfo.processInfo` is built (3% of `bmi calc`) only
        // to hand them on.
        arguments: { CommandLine.arguments },
        // NB: `getenv` of the few variables read, not `ProcessInfo.environment`, which builds a
        // dictionary of every variable: 6% of `bmi calc`'s time (the app never sets one).
        environment: { name in getenv(name).map { String(cString: $0) } },
        // NB: not FileManager's, which gives "" (and so `/`) for a directory it cannot name.
        currentDirectoryPath: {
            var size = 1024
            while true {
                var buffer = [CChar](repeating: 0, count: size)
                if getcwd(&buffer, size) != nil {
                    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
                guard errno == ERANGE, size < 1 << 20 else { throw POSIXError.current }
                size *= 4
            }
        }
    )

    public static let testValue = Self(
        arguments: { unimplemented("ProcessInfoClient.arguments", placeholder: []) },
        environment: { _ in unimplemented("ProcessInfoClient.environment", placeholder: nil) },
        currentDirectoryPath: { try unimplemented("ProcessInfoClient.currentDirectoryPath") }
    )
}
