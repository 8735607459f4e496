/// The process's arguments and environment (`ProcessInfo.processInfo`).
public struct ProcessInfoClient: DependencyClient {
    public var arguments: @Sendable () -> [String]
    public var environment: @Sendable () -> [String: String]

    public init(
        arguments: @escaping @Sendable () -> [String],
        environment: @escaping @Sendable () -> [String: String]
    ) {
        self.arguments = arguments
        self.environment = environment
    }

    public static let liveValue = Self(
        arguments: { ProcessInfo.processInfo.arguments },
        environment: { environmentAtLaunch }
    )

    /// Read once: the app never changes its own environment, and each reading of
    /// `ProcessInfo.environment` builds a new dictionary from every variable.
    private static let environmentAtLaunch = ProcessInfo.processInfo.environment

    public static let testValue = Self(
        arguments: { unimplemented("ProcessInfoClient.arguments", placeholder: []) },
        environment: { unimplemented("ProcessInfoClient.environment", placeholder: [:]) }
    )
}
