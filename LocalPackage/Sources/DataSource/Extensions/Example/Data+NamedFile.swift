#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Data {
    /// A file the person named, whole: opened as `cat` opens one (through links, any owner), only
    /// if it is a regular file (`O_NONBLOCK`, so a FIFO is not waited on, then refused), and of at
    /// most `limit` bytes (`EFBIG` once one more is read: it may grow while it is read).
    init(namedFile url: URL, limit: Int) throws {
        let fileDescriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fileDescriptor >= 0 else { throw POSIXError.current }
        defer { close(fileDescriptor) }
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0 else { throw POSIXError.current }
        guard status.st_mode & S_IFMT == S_IFREG else { throw POSIXError(.EINVAL) }  // a folder, a FIFO
        try self.init(toEndOf: fileDescriptor, limit: limit)
    }
}
