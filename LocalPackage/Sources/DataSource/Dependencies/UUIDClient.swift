/// New identifiers (`UUID()`).
public struct UUIDClient: DependencyClient {
    public var uuid: @Sendable () -> UUID

    public init(uuid: @escaping @Sendable () -> UUID) {
        self.uuid = uuid
    }

    public static let liveValue = Self(uuid: { UUID() })

    public static let testValue = Self(uuid: {
        unimplemented("UUIDClient.uuid", placeholder: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
    })
}
