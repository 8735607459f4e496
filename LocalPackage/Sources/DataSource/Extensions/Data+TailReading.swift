#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Data {
    /// The last `count` bytes of the file, or all of it when it is shorter (`.max` for the whole
    /// file): one `pread` at the end, so what it costs grows with `count`, not with the file.
    ///
    /// Only a regular file is read: a FIFO or a device in a data file's place would otherwise
    /// block the app forever or read without end. Opening does not block (`O_NONBLOCK`), and
    /// anything else throws `NotARegularFile`.
    init(lastBytesOf url: URL, count: Int) throws {
        let fileDescriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fileDescriptor >= 0 else { throw POSIXError.current }
        defer { close(fileDescriptor) }
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0 else { throw POSIXError.current }
        guard status.st_mode & S_IFMT == S_IFREG else { throw NotARegularFile() }
        let size = Int(status.st_size)
        let start = Swift.max(0, size - count)
        var bytes = Data(count: size - start)
        var read = 0
        try bytes.withUnsafeMutableBytes { buffer in
            while read < buffer.count {
                let got = pread(fileDescriptor, buffer.baseAddress! + read, buffer.count - read, off_t(start + read))
                if got < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError.current
                }
                if got == 0 { break }  // the file was cut shorter meanwhile
                read += got
            }
        }
        self = bytes.prefix(read)
    }
}

/// A data file's path names something else: a FIFO, a device, a socket.
struct NotARegularFile: Error, CustomStringConvertible {
    var description: String { "it is not a regular file" }
}
