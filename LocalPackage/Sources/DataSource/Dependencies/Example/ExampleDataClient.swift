/// The example's file operations, beside `DataClient`'s (as `DataClient.example`): appending
/// the history, caching its order, and the files a person names for import and export.
public struct ExampleDataClient: DependencyClient {
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

    public init(
        writeDisposable: @escaping @Sendable (Data, URL) throws -> Void,
        append: @escaping @Sendable (Data, URL) throws -> Void,
        readNamed: @escaping @Sendable (URL, _ limit: Int) throws -> Data,
        writeNamed: @escaping @Sendable (URL, _ notInside: URL) throws -> NamedFileWriter
    ) {
        self.writeDisposable = writeDisposable
        self.append = append
        self.readNamed = readNamed
        self.writeNamed = writeNamed
    }

    public static let liveValue = Self(
        writeDisposable: { try $0.writeAtomically(to: $1, permissions: 0o600, isFlushed: false) },
        append: { try $0.append(to: $1, permissions: 0o600) },
        readNamed: { try Data(namedFile: $0, limit: $1) },
        writeNamed: { try NamedFileWriter(replacing: $0, notInside: $1) }
    )

    public static let testValue = Self(
        writeDisposable: { _, _ in try unimplemented("DataClient.example.writeDisposable") },
        append: { _, _ in try unimplemented("DataClient.example.append") },
        readNamed: { _, _ in try unimplemented("DataClient.example.readNamed") },
        writeNamed: { _, _ in try unimplemented("DataClient.example.writeNamed") }
    )
}
