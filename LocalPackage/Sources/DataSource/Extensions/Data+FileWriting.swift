import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Data {
    /// Writes the bytes so that a reader, or a process killed at any moment, sees either the old
    /// file or the new one, never a part, and so that no one else can read them at any point
    /// (see `AtomicFile`). `isFlushed: false` leaves the flushes out: for a file whose loss after
    /// a power cut costs only time. Foundation's `.atomic` option is not used: on Linux it gives
    /// the new file the umask's permissions, and it does not flush before the rename.
    func writeAtomically(to url: URL, permissions: mode_t, isFlushed: Bool = true) throws {
        let file = try AtomicFile(replacing: url, permissions: permissions)
        try file.write(self)
        try file.commit(isFlushed: isFlushed)
    }
    // luca:example-begin

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
    // luca:example-end
}

// luca:example-begin
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

// luca:example-end
/// A file being written in its place atomically: a temporary file made beside the destination
/// (`.<name>.XXXXXX`, six random letters, created exclusively and owner-only), set to
/// `permissions`, filled, flushed to disk, then renamed over the destination, and the rename
/// flushed too. All of it relative to the destination's folder held open: the data directory's
/// (`OwnedPaths.located`), or, for a file the person named, its own. One never committed is
/// removed when the last reference to it goes.
final class AtomicFile: Sendable {
    private let directory: HeldDirectory
    private let name: String
    private let temporaryName: String
    /// The open temporary file (-1 once closed), and whether it became the destination.
    private let state: Mutex<(descriptor: Int32, isRenamed: Bool)>

    init(replacing destination: URL, permissions: mode_t) throws {
        name = destination.lastPathComponent
        directory =
            try OwnedPaths.located(destination)?.directory
            ?? HeldDirectory(opening: destination.deletingLastPathComponent().path, followingLinks: true)
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var (descriptor, candidate) = (Int32(-1), "")
        for _ in 0..<100 where descriptor < 0 {
            candidate = ".\(name)." + String((0..<6).map { _ in letters.randomElement()! })
            descriptor = directory.open(candidate, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
            if descriptor < 0, errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw POSIXError.current }
        temporaryName = candidate
        state = Mutex((descriptor, false))
        guard fchmod(descriptor, permissions) == 0 else { throw POSIXError.current }
    }

    func write(_ data: Data) throws {
        try state.withLock { state in
            guard state.descriptor >= 0 else { throw POSIXError(.EBADF) }
            try writeAll(data, to: state.descriptor)
        }
    }

    func commit(isFlushed: Bool) throws {
        try state.withLock { state in
            guard state.descriptor >= 0 else { throw POSIXError(.EBADF) }
            defer {
                close(state.descriptor)
                state.descriptor = -1
            }
            guard !isFlushed || fsync(state.descriptor) == 0 else { throw POSIXError.current }
            try directory.rename(temporaryName, to: name)
            state.isRenamed = true
        }
        // The rename made durable (best effort: the data is already safe in the renamed file).
        if isFlushed { directory.sync() }
    }

    deinit {
        // Not committed, or the commit failed: the temporary file goes.
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor) }
            if !state.isRenamed { try? directory.remove(temporaryName) }
        }
    }
}

// luca:example-begin
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

// luca:example-end
/// Writes every byte to the descriptor, again when a signal interrupts a write; a write that
/// fails, or writes nothing, throws. The one loop for files, the terminal and the line editor.
func writeAll(_ bytes: some ContiguousBytes, to fileDescriptor: Int32) throws {
    try bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                throw written < 0 ? POSIXError.current : POSIXError(.EIO)
            }
        }
    }
}

extension POSIXError {
    /// The error `errno` holds now.
    static var current: POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
