import Foundation

/// Reads and writes whole files.
public struct DataClient: DependencyClient {
    /// `Data(contentsOf:)`.
    public var contentsOf: @Sendable (URL) throws -> Data
    /// `Data.write(to:)`, always atomic and private: see `Data.writeAtomically(to:permissions:)`.
    public var write: @Sendable (Data, URL) throws -> Void
    /// `FileHandle(forWritingTo:)`, `seekToEnd()`, `write(contentsOf:)`: adds the bytes at the end,
    /// in one `write(2)` on a file opened for appending (created private, 0600, if missing).
    public var append: @Sendable (Data, URL) throws -> Void

    public init(
        contentsOf: @escaping @Sendable (URL) throws -> Data,
        write: @escaping @Sendable (Data, URL) throws -> Void,
        append: @escaping @Sendable (Data, URL) throws -> Void
    ) {
        self.contentsOf = contentsOf
        self.write = write
        self.append = append
    }

    public static let liveValue = Self(
        contentsOf: { try Data(contentsOf: $0) },
        write: { try $0.writeAtomically(to: $1, permissions: 0o600) },
        append: { try $0.append(to: $1, permissions: 0o600) }
    )

    public static let testValue = Self(
        contentsOf: { _ in try unimplemented("DataClient.contentsOf") },
        write: { _, _ in try unimplemented("DataClient.write") },
        append: { _, _ in try unimplemented("DataClient.append") }
    )
}
