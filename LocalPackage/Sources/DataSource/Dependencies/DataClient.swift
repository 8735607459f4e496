/// Reads and writes whole files.
public struct DataClient: DependencyClient {
    /// `Data.write(to:)`, always atomic and private: see `Data.writeAtomically(to:permissions:)`.
    public var write: @Sendable (Data, URL) throws -> Void
    // luca:example-begin
    /// The same atomic, private write, not flushed to disk: for a file whose loss costs only time
    /// (a cache, such as an order mark rebuilt by the next full read), so it costs no `fsync`.
    public var writeDisposable: @Sendable (Data, URL) throws -> Void
    /// `FileHandle(forWritingTo:)`, `seekToEnd()`, `write(contentsOf:)`: adds the bytes at the end,
    /// in one `write(2)` on a file opened for appending (created private, 0600, if missing).
    public var append: @Sendable (Data, URL) throws -> Void
    /// The whole of a file the person named (`bmi … FILE`), as `cat` reads one: through links,
    /// whoever owns it; not the data directory's rules (`OwnedPaths`), which are for the app's own
    /// files. Only a regular file: a FIFO or a device would never end. One of more than `limit`
    /// bytes is `EFBIG`, no more than `limit + 1` of them read.
    public var readNamed: @Sendable (URL, _ limit: Int) throws -> Data
    /// A file the person named for output (`--output FILE`), written a part at a time
    /// (`NamedFileWriter`): through a link, to where it leads, replaced atomically and private;
    /// only a regular file, or none yet (a device, a FIFO or a folder is `EINVAL`, one of the
    /// process's own open files `EBADF`, never replaced), and never inside the folder given, the
    /// data directory, however the path leads there (`EPERM`): its files are the app's own.
    public var writeNamed: @Sendable (URL, _ notInside: URL) throws -> NamedFileWriter
    // luca:example-end
    /// The data file held open as it is now (see `FileSnapshot`), only the user's own regular
    /// file, never through a link (`OwnedPaths`): the one way a data file is read, whole (a
    /// small file), from its end (the newest records) or a chunk at a time (any size), the lock
    /// not needed while it is read.
    public var open: @Sendable (URL) throws -> FileSnapshot
    /// `stat(2)`: which file is there and when it last changed, so a reader can tell whether
    /// anyone wrote it since the app last did (see `FileStamp`).
    public var stamp: @Sendable (URL) throws -> FileStamp

    public init(
        write: @escaping @Sendable (Data, URL) throws -> Void,
        // luca:example-begin
        writeDisposable: @escaping @Sendable (Data, URL) throws -> Void,
        append: @escaping @Sendable (Data, URL) throws -> Void,
        readNamed: @escaping @Sendable (URL, _ limit: Int) throws -> Data,
        writeNamed: @escaping @Sendable (URL, _ notInside: URL) throws -> NamedFileWriter,
        // luca:example-end
        open: @escaping @Sendable (URL) throws -> FileSnapshot,
        stamp: @escaping @Sendable (URL) throws -> FileStamp
    ) {
        self.write = write
        // luca:example-begin
        self.writeDisposable = writeDisposable
        self.append = append
        self.readNamed = readNamed
        self.writeNamed = writeNamed
        // luca:example-end
        self.open = open
        self.stamp = stamp
    }

    public static let liveValue = Self(
        write: { try $0.writeAtomically(to: $1, permissions: 0o600) },
        // luca:example-begin
        writeDisposable: { try $0.writeAtomically(to: $1, permissions: 0o600, isFlushed: false) },
        append: { try $0.append(to: $1, permissions: 0o600) },
        readNamed: { try Data(namedFile: $0, limit: $1) },
        writeNamed: { try NamedFileWriter(replacing: $0, notInside: $1) },
        // luca:example-end
        open: { try FileSnapshot(opening: $0) },
        stamp: { try FileStamp(ofFileAt: $0) }
    )

    public static let testValue = Self(
        write: { _, _ in try unimplemented("DataClient.write") },
        // luca:example-begin
        writeDisposable: { _, _ in try unimplemented("DataClient.writeDisposable") },
        append: { _, _ in try unimplemented("DataClient.append") },
        readNamed: { _, _ in try unimplemented("DataClient.readNamed") },
        writeNamed: { _, _ in try unimplemented("DataClient.writeNamed") },
        // luca:example-end
        open: { _ in try unimplemented("DataClient.open") },
        stamp: { _ in try unimplemented("DataClient.stamp") }
    )
}
