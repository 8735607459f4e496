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
    /// The last `count` bytes of the file, or all of it when it is shorter: one `pread` at the
    /// end, so what it costs grows with `count`, not with the file.
    init(lastBytesOf url: URL, count: Int) throws {
        let fileDescriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fileDescriptor >= 0 else { throw POSIXError.current }
        defer { close(fileDescriptor) }
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0 else { throw POSIXError.current }
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
