#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Data {
    /// `count` bytes of an open file from `offset`, fewer where it ends sooner (`pread`, so the
    /// descriptor's position is not used: readers may share it).
    init(reading fileDescriptor: Int32, from offset: Int, count: Int) throws {
        var bytes = Data(count: count)
        var read = 0
        try bytes.withUnsafeMutableBytes { buffer in
            while read < buffer.count {
                let got = pread(fileDescriptor, buffer.baseAddress! + read, buffer.count - read, off_t(offset + read))
                if got < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError.current
                }
                if got == 0 { break }  // the file was cut shorter meanwhile
                read += got
            }
        }
        self = read == count ? bytes : bytes.prefix(read)
    }

    /// What is left to read from an open descriptor (a file, a pipe, standard input), to its end;
    /// `EFBIG` once more than `limit` bytes have come.
    init(toEndOf fileDescriptor: Int32, limit: Int) throws {
        var bytes = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw POSIXError.current
            }
            if got == 0 { break }
            bytes.append(contentsOf: buffer[0..<got])
            if bytes.count > limit { throw POSIXError(.EFBIG) }
        }
        self = bytes
    }
}
