/// A file the person named for output (`--output FILE`), being written a part at a
/// time: the parts go into a temporary file beside it, and `commit` puts that in its place at
/// once. Dropped without `commit` (a failure, Ctrl-C), the temporary file is removed and the named
/// file is as it was: output of any size holds a part, and the file is the whole output or
/// what it was before.
public struct NamedFileWriter: Sendable {
    private let writeBytes: @Sendable (Data) throws -> Void
    private let commitFile: @Sendable () throws -> Void

    public init(write: @escaping @Sendable (Data) throws -> Void, commit: @escaping @Sendable () throws -> Void) {
        self.writeBytes = write
        self.commitFile = commit
    }

    /// Adds `data` at the end.
    public func write(_ data: Data) throws {
        try writeBytes(data)
    }

    /// The file written so far becomes the named file (flushed to disk first).
    public func commit() throws {
        try commitFile()
    }
}
