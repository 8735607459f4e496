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
}

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
