/// A file held open as it was when it was opened: what it reads does not change when the file is
/// replaced (a rewrite renames a new file over it) or added to (an append lands past `size`), so a
/// slow reader (`bmi export | less`) reads one version of the history without holding the data
/// directory's lock, and every other `bmi` goes on meanwhile.
public struct FileSnapshot: Sendable {
    /// The file's size when it was opened: reading stops there.
    public let size: Int
    private let readBytes: @Sendable (_ offset: Int, _ count: Int) throws -> Data

    /// `read` gives `count` bytes from `offset` (fewer only where the file was cut shorter since).
    public init(size: Int, read: @escaping @Sendable (_ offset: Int, _ count: Int) throws -> Data) {
        self.size = size
        self.readBytes = read
    }

    /// Up to `count` bytes from `offset`, none past `size`.
    public func read(from offset: Int, count: Int) throws -> Data {
        let count = Swift.max(0, Swift.min(count, size - offset))
        return count == 0 ? Data() : try readBytes(offset, count)
    }
}
