/// A file held open as it was when it was opened: what it reads does not change when the file is
/// replaced (a rewrite renames a new file over it) or added to (an append lands past `size`), so a
/// slow reader (`bmi … | less`) reads one version of the file without holding the data
/// directory's lock, and every other `bmi` goes on meanwhile.
public struct FileSnapshot: Sendable {
    /// The file's size when it was opened: reading stops there.
    public let size: Int
    private let readBytes: @Sendable (_ offset: Int, _ count: Int) throws -> Data
    /// The file's stamp when it was opened (`nil`: not known), and a way to take it again with
    /// whether the file still has a name (a file renamed over it leaves it with none).
    public let openedStamp: FileStamp?
    private let stamp: @Sendable () -> (stamp: FileStamp, isLinked: Bool)?

    /// `read` gives `count` bytes from `offset` (fewer only where the file was cut shorter since);
    /// `stamp` the open file's stamp now (`fstat`) and whether it still has a name, `nil` where
    /// none is kept (a test's bytes).
    public init(
        size: Int, read: @escaping @Sendable (_ offset: Int, _ count: Int) throws -> Data,
        stamp: @escaping @Sendable () -> (stamp: FileStamp, isLinked: Bool)? = { nil }
    ) {
        self.size = size
        self.readBytes = read
        self.stamp = stamp
        openedStamp = stamp()?.stamp
    }

    /// Whether the file was made shorter, or written over in place at its size, since it was
    /// opened: by something other than the app, whose saves add at its end or put another file in
    /// its place (neither changes what this reads). The change time tells an edit whose
    /// modification time was set back (`touch -r`); it also moves when another file is renamed
    /// over this one, which then has no name. Written over and made longer is not told from a save.
    public var wasChangedInPlace: Bool {
        guard let openedStamp, let (now, isLinked) = stamp() else { return false }
        guard now.size <= openedStamp.size else { return false }
        return now.size < openedStamp.size || now.modified != openedStamp.modified
            || (isLinked && now.changed != openedStamp.changed)
    }

    /// Up to `count` bytes from `offset`, none past `size`.
    public func read(from offset: Int, count: Int) throws -> Data {
        let count = Swift.max(0, Swift.min(count, size - offset))
        return count == 0 ? Data() : try readBytes(offset, count)
    }
}
