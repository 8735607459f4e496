/// Reads and writes whole files.
public struct DataClient: DependencyClient {
    /// `Data.write(to:)`, always atomic and private: see `Data.writeAtomically(to:permissions:)`.
    public var write: @Sendable (Data, URL) throws -> Void
    /// The data file held open as it is now (see `FileSnapshot`), only the user's own regular
    /// file, never through a link (`OwnedPaths`): the one way a data file is read, whole (a
    /// small file), from its end (the newest records) or a chunk at a time (any size), the lock
    /// not needed while it is read.
    public var open: @Sendable (URL) throws -> FileSnapshot
    /// `stat(2)`: which file is there and when it last changed, so a reader can tell whether
    /// anyone wrote it since the app last did (see `FileStamp`).
    public var stamp: @Sendable (URL) throws -> FileStamp
    /// The example's own file operations.
    public var example: ExampleDataClient

    public init(
        write: @escaping @Sendable (Data, URL) throws -> Void,
        open: @escaping @Sendable (URL) throws -> FileSnapshot,
        stamp: @escaping @Sendable (URL) throws -> FileStamp,
        example: ExampleDataClient = .testValue
    ) {
        self.write = write
        self.open = open
        self.stamp = stamp
        self.example = example
    }

    public static let liveValue = Self(
        write: { try $0.writeAtomically(to: $1, permissions: 0o600) },
        open: { try FileSnapshot(opening: $0) },
        stamp: { try FileStamp(ofFileAt: $0) },
        example: .liveValue
    )

    public static let testValue = Self(
        write: { _, _ in try unimplemented("DataClient.write") },
        open: { _ in try unimplemented("DataClient.open") },
        stamp: { _ in try unimplemented("DataClient.stamp") }
    )
}
