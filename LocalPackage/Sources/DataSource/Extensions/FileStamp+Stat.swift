#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileStamp {
    /// `stat(2)` of the file at the URL (a symbolic link is followed, as reading it does).
    init(ofFileAt url: URL) throws {
        guard let status = OwnedPaths.status(of: url, following: true) else { throw POSIXError.current }
        self.init(status)
    }

    /// Of a `stat` already taken.
    init(_ status: stat) {
        #if canImport(Darwin)
            let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
            let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: status.st_dev),
            inode: UInt64(truncatingIfNeeded: status.st_ino),
            size: Int64(status.st_size),
            modified: Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec)
        )
    }
}
