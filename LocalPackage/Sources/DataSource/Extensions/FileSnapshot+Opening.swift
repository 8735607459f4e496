#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSnapshot {
    /// The data file at `url`, opened by the data directory's rules (`OwnedPaths`: the user's own
    /// regular file, never through a link) and kept open until the last copy of the snapshot goes.
    init(opening url: URL) throws {
        let file = OpenFile(try OwnedPaths.openFile(url, O_RDONLY | O_NONBLOCK))
        var status = stat()
        guard fstat(file.descriptor, &status) == 0 else { throw POSIXError.current }
        self.init(
            size: Int(status.st_size),
            read: { offset, count in try Data(reading: file.descriptor, from: offset, count: count) },
            stamp: {
                // NB: a stamp that cannot be taken is no change seen: the read itself goes on.
                var now = stat()
                guard fstat(file.descriptor, &now) == 0 else { return nil }
                return (FileStamp(now), now.st_nlink > 0)
            })
    }
}

/// A descriptor closed when nothing holds it any more.
private final class OpenFile: Sendable {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
