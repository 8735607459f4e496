/// Why saved data could not be read or written. Carries paths and causes, never display text.
public enum DataError: Error, Sendable, Equatable {
    /// The file exists but is not what we wrote, or holds values outside the rules typed input
    /// keeps. It is left exactly as it was.
    case undecodable(URL)
    /// The file or directory exists but could not be read.
    case unreadable(URL, reason: String)
    /// The file could not be written; what was saved before is untouched.
    case unwritable(URL, reason: String)
    /// The data directory's path is taken by something that is not a directory.
    case notADirectory(URL)
    /// A file that could not be used was moved to `keptAt` with its bytes, and not used.
    case keptAside(URL, keptAt: URL)
    /// The first file was saved (a save's record, its commit), the second could not be written
    /// (the person): the next write writes it from the save's journal.
    case partlySaved(saved: URL, notSaved: URL)
    /// The wait for another process's lock on the data directory was given up (Ctrl-C): nothing
    /// was read or written.
    case cancelled(URL)
    /// A path in the data directory that is not the user's own, or a link: nothing was read or
    /// written through it.
    case refused(URL, FileRefusal)
    /// A data directory path given as bytes that are not UTF-8 (as the app received it, each such
    /// byte replaced by U+FFFD): using it would save to another folder than the one named.
    case notUTF8(String)
    /// A relative path typed (as given) when the working directory has no path (`reason`: removed,
    /// or too long to name): read from `/`, it would lead elsewhere.
    case noWorkingDirectory(String, reason: String)
    /// A file larger than its kind ever is (`limit` bytes): not read, and moved aside like an
    /// undecodable one by the next save.
    case tooLarge(URL, limit: Int)
    /// The file was made shorter, or written over in place, while it was read a part at a time
    /// (by something other than the app): what was read is not the file as it was. Nothing in it
    /// was changed by the app.
    case changedWhileRead(URL)

    /// Whether the next save gets past it, by moving the file aside (a damaged or oversized file);
    /// any other error stops a save as it stopped the read.
    public var isMovedAsideBySave: Bool {
        switch self {
        case .undecodable, .tooLarge: true
        case .unreadable, .unwritable, .notADirectory, .keptAside, .partlySaved, .cancelled, .refused, .notUTF8,
            .noWorkingDirectory, .changedWhileRead:
            false
        }
    }
}
