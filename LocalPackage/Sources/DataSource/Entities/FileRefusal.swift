/// Why a path in the data directory is not used: someone other than the person running the app
/// could have put it there, or could change it. Nothing is read or written through it.
public enum FileRefusal: Sendable, Equatable {
    /// A symbolic link where a data file belongs: writing would go to wherever it points.
    case symbolicLink
    /// A FIFO, a device, a socket or a directory where a data file belongs.
    case notARegularFile
    /// A file with other names (hard links) elsewhere: what is written or deleted here would
    /// show, or stay, under them.
    case hardLinked
    /// Owned by another user (the owner's id).
    case ownedByAnotherUser(ownerID: UInt32)
    /// A directory others can write to (its permission bits), so they could swap its files.
    case writableByOthers(permissions: UInt16)
    /// A directory in which the system makes no file, though it is there (`/proc/1`, `/sys`: the
    /// system says "No such file or directory" of the file being made, which is not the reason).
    case makesNoFiles
}

/// The error the live file clients throw for a path they refuse; repositories turn it into
/// `DataError.refused`.
public struct RefusedPath: Error, Sendable, Equatable {
    public var url: URL
    public var refusal: FileRefusal

    public init(_ url: URL, _ refusal: FileRefusal) {
        self.url = url
        self.refusal = refusal
    }
}
