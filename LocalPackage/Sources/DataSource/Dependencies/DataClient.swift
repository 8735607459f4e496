import Foundation

/// Reads and writes whole files.
public struct DataClient: DependencyClient {
    /// `Data(contentsOf:)`.
    public var contentsOf: @Sendable (URL) throws -> Data
    /// `Data.write(to:)`, always atomic and private: see `Data.writeAtomically(to:permissions:)`.
    public var write: @Sendable (Data, URL) throws -> Void

    public init(
        contentsOf: @escaping @Sendable (URL) throws -> Data,
        write: @escaping @Sendable (Data, URL) throws -> Void
    ) {
        self.contentsOf = contentsOf
        self.write = write
    }

    public static let liveValue = Self(
        contentsOf: { try Data(contentsOf: $0) },
        write: { try $0.writeAtomically(to: $1, permissions: 0o600) }
    )

    public static let testValue = Self(
        contentsOf: { _ in unimplemented("DataClient.contentsOf") },
        write: { _, _ in unimplemented("DataClient.write") }
    )
}
