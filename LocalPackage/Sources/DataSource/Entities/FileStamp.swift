/// What `stat(2)` says of a file that changes whenever its bytes do: which file it is (device and
/// inode: an atomic rewrite makes a new one), its size, and when its data and its inode last
/// changed, to the nanosecond. Two equal stamps mean nobody wrote the file in between; the
/// change time cannot be set back by `touch`, so an edit that keeps the size is seen too.
public struct FileStamp: Sendable, Equatable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: Int64
    public var changed: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// One line of five numbers, as the stamp is kept in a file.
    public var text: String {
        "\(device) \(inode) \(size) \(modified) \(changed)\n"
    }

    /// The stamp `text` wrote, or `nil` for anything else.
    public init?(text: String) {
        let fields = text.split { $0 == " " || $0 == "\n" }
        guard fields.count == 5, let device = UInt64(fields[0]), let inode = UInt64(fields[1]),
            let size = Int64(fields[2]), let modified = Int64(fields[3]), let changed = Int64(fields[4])
        else { return nil }
        self.init(device: device, inode: inode, size: size, modified: modified, changed: changed)
    }
}
