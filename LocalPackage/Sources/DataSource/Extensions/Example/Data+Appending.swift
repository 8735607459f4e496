#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Data {
    /// Adds the bytes at the end of the file in a single `write(2)` on a descriptor opened with
    /// `O_APPEND`, so that appends from several processes do not interleave within a line, then
    /// flushes them to disk. A file that does not end with a line end (a write cut short by a
    /// crash, say) gets one first, so the new line never joins a broken one. A missing file is
    /// created with `permissions` (an existing one is given them: `OwnedPaths`); anything but a regular file of the user's is refused
    /// (`OwnedPaths`), a link is not followed.
    func append(to url: URL, permissions: mode_t) throws {
        let fileDescriptor = try OwnedPaths.openFile(url, O_RDWR | O_APPEND | O_CREAT, permissions: permissions)
        defer { close(fileDescriptor) }
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0 else { throw POSIXError.current }
        // An empty file, or one whose last byte is a line end, takes the line as it is.
        var last = UInt8(ascii: "\n")
        guard status.st_size == 0 || pread(fileDescriptor, &last, 1, status.st_size - 1) == 1 else {
            throw POSIXError.current
        }
        let bytes = last == UInt8(ascii: "\n") ? self : Data([UInt8(ascii: "\n")]) + self
        do {
            try writeAll(bytes, to: fileDescriptor)
            guard fsync(fileDescriptor) == 0 else { throw POSIXError.current }
        } catch {
            // A write cut short (a full disk, a file size limit) would leave part of a line: cut
            // the file back to where it was, so that a failed append changes nothing. (Under the
            // data directory's lock no other process appends meanwhile.)
            _ = ftruncate(fileDescriptor, status.st_size)
            throw error
        }
    }
}
