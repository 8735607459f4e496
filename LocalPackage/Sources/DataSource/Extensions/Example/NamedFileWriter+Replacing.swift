#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Data {
    /// Where `path` leads: through links at its end (at most 40, as the kernel; more is `ELOOP`),
    /// its folder's own links and `..` resolved by `realpath`, so two ways to one file are one path.
    /// A path that is one of the process's own open files (`/dev/stdout`, `/proc/self/fd/1`) is
    /// `EBADF`: replacing the file behind it would undo what the shell set up (`>> log` would lose
    /// the log).
    public static func resolvedPath(_ path: String) throws -> String {
        var path = path
        for _ in 0..<40 {
            if isOpenFileLink(path) { throw POSIXError(.EBADF) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count > 0 else {
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
                guard let resolved = realpath(folder, nil) else { return path }
                defer { free(resolved) }
                return URL(fileURLWithPath: String(cString: resolved)).appendingPathComponent(
                    URL(fileURLWithPath: path).lastPathComponent
                ).path
            }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path =
                target.hasPrefix("/")
                ? target : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(target).path
        }
        throw POSIXError(.ELOOP)
    }

    /// `/dev/fd/N`, `/proc/self/fd/N`, `/proc/PID/fd/N`: a link to an open file, not a file's name.
    private static func isOpenFileLink(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return (parts.count == 3 && parts[0] == "dev" && parts[1] == "fd")
            || (parts.count == 4 && parts[0] == "proc" && parts[2] == "fd")
    }
}

extension NamedFileWriter {
    /// A file the person named: through a link to its end, only over a regular file (or none); a
    /// path ending in `/`, a device, a FIFO or a folder is `EINVAL`, never replaced by a file; the
    /// process's standard input, output or error `EBADF`; a path that leads inside `folder` (the
    /// data directory) `EPERM`.
    init(replacing url: URL, notInside folder: URL) throws {
        if url.hasDirectoryPath { throw POSIXError(.EINVAL) }
        let path = try Data.resolvedPath(url.path)
        let inside = try Data.resolvedPath(folder.appendingPathComponent("x").path)
        if path.hasPrefix(URL(fileURLWithPath: inside).deletingLastPathComponent().path + "/") {
            throw POSIXError(.EPERM)
        }
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT != S_IFREG { throw POSIXError(.EINVAL) }
            // The file the shell opened as standard input, output or error (`>> log.txt`), however
            // the path names it: replacing it would undo the redirection.
            for standard: Int32 in 0...2 {
                var open = stat()
                if fstat(standard, &open) == 0, open.st_dev == status.st_dev, open.st_ino == status.st_ino {
                    throw POSIXError(.EBADF)
                }
            }
        }
        let file = try AtomicFile(replacing: URL(fileURLWithPath: path), permissions: 0o600)
        self.init(write: { try file.write($0) }, commit: { try file.commit(isFlushed: true) })
    }
}
