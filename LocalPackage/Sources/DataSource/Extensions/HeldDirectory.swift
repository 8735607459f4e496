#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory held open, and what is done to the files in it: opened, renamed, removed, listed
/// and looked at relative to its descriptor (`openat`, `renameat`, `unlinkat`, `fdopendir`,
/// `fstatat`), never by a path that could be steered elsewhere after the directory was opened.
/// The descriptor is closed when the last reference goes: a data directory replaced in
/// `OwnedPaths`' table (its path now leads elsewhere) stays open only while something still uses
/// it, and each method keeps it alive while its call runs.
final class HeldDirectory: Sendable {
    private let descriptor: Int32

    /// Opens `path` as a directory (`O_DIRECTORY`; with `O_NOFOLLOW` unless `followingLinks`).
    init(opening path: String, followingLinks: Bool = false) throws {
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        descriptor = openat(AT_FDCWD, path, flags)
        guard descriptor >= 0 else { throw POSIXError.current }
    }

    deinit {
        close(descriptor)
    }

    /// `openat(2)`, with `O_CLOEXEC`: the descriptor, or -1 and `errno`.
    func open(_ name: String, _ flags: Int32, _ permissions: mode_t) -> Int32 {
        openat(descriptor, name, flags | O_CLOEXEC, permissions)
    }

    /// The directory itself (`fstat`).
    func status() -> stat? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status : nil
    }

    /// What is at `name` (a link itself unless `following`); `nil` when nothing is there or it
    /// cannot be looked at.
    func status(of name: String, following: Bool) -> stat? {
        var status = stat()
        return fstatat(descriptor, name, &status, following ? 0 : AT_SYMLINK_NOFOLLOW) == 0 ? status : nil
    }

    /// `renameat(2)` within this directory.
    func rename(_ name: String, to newName: String) throws {
        guard renameat(descriptor, name, descriptor, newName) == 0 else { throw POSIXError.current }
    }

    /// `unlinkat(2)`: a file, not a folder (`EISDIR`).
    func remove(_ name: String) throws {
        guard unlinkat(descriptor, name, 0) == 0 else { throw POSIXError.current }
    }

    /// The names it holds, but `.` and `..`.
    func names() throws -> [String] {
        // NB: a duplicate, as closedir closes the descriptor it was given.
        guard let stream = fdopendir(dup(descriptor)) else { throw POSIXError.current }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Makes a rename in it durable. Best effort: some file systems cannot sync a directory.
    func sync() {
        fsync(descriptor)
    }

    /// Whether `path` leads here: the same file, not removed (held open, its inode cannot be
    /// another directory's).
    func isReached(by path: String) -> Bool {
        var atPath = stat()
        guard stat(path, &atPath) == 0, let held = status() else { return false }
        return held.st_nlink > 0 && atPath.st_dev == held.st_dev && atPath.st_ino == held.st_ino
    }
}
