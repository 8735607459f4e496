import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks every open in the data directory makes, as git's "dubious ownership" and OpenSSH's
/// StrictModes do: the directory is the user's own and no one else can write to it, and a data
/// file is a regular file of the user's, opened without following a link.
///
/// The directory is checked, then held: opened as a directory (`O_DIRECTORY | O_NOFOLLOW`) and
/// its owner and mode checked on the descriptor, and every data file is then opened, renamed,
/// removed and looked at relative to that descriptor (`openat`, `renameat`, `unlinkat`,
/// `fstatat`), so no path lookup after the check can be steered elsewhere.
enum OwnedPaths {
    /// The data directories held, by the path they were checked at: one is replaced when its path
    /// has come to lead to another directory (the user moved or remade it), and closed once
    /// nothing uses it.
    private static let held = Mutex<[String: HeldDirectory]>([:])

    /// The held directory `url` is in, and its name there; `nil` for a file outside every held
    /// directory (one the person named), which is opened by its path.
    static func located(_ url: URL) -> (directory: HeldDirectory, name: String)? {
        let directory = url.deletingLastPathComponent().path
        return held.withLock { $0[directory] }.map { ($0, url.lastPathComponent) }
    }

    /// Opens a data file with `flags` (`O_CLOEXEC` and `O_NOFOLLOW` added), and keeps it only
    /// when it is a regular file the user owns. Throws `RefusedPath` or the `POSIXError` of `open`.
    static func openFile(_ url: URL, _ flags: Int32, permissions: mode_t = 0o600) throws -> Int32 {
        let located = located(url)
        let fileDescriptor =
            if let located {
                located.directory.open(located.name, flags | O_NOFOLLOW, permissions)
            } else {
                open(url.path, flags | O_CLOEXEC | O_NOFOLLOW, permissions)
            }
        guard fileDescriptor >= 0 else {
            let error = POSIXError.current
            // NB: O_NOFOLLOW on a link fails with ELOOP on Linux, EMLINK on the BSDs.
            if error.code == .ELOOP || error.code == .EMLINK, status(of: url, following: false)?.isLink == true {
                throw RefusedPath(url, .symbolicLink)
            }
            // A folder, a socket or a device where a data file belongs.
            if [.EISDIR, .ENXIO, .ENODEV, .EOPNOTSUPP].contains(error.code) {
                throw RefusedPath(url, .notARegularFile)
            }
            // A file to be made whose folder is there: the folder makes none (a virtual file system).
            let folder = url.deletingLastPathComponent()
            var folderStatus = stat()
            let isFolderThere =
                if let located { located.directory.status().map { folderStatus = $0 } != nil } else {
                    stat(folder.path, &folderStatus) == 0
                }
            if error.code == .ENOENT, flags & O_CREAT != 0, isFolderThere, folderStatus.isDirectory {
                throw RefusedPath(folder, .makesNoFiles)
            }
            throw error
        }
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0 else {
            let error = POSIXError.current
            close(fileDescriptor)
            throw error
        }
        if let refusal = refusal(ofFile: status) {
            close(fileDescriptor)
            throw RefusedPath(url, refusal)
        }
        // A file opened for writing that someone opened up (chmod 666) is made private again.
        if flags & O_ACCMODE != O_RDONLY, status.st_mode & 0o7777 != permissions,
            fchmod(fileDescriptor, permissions) != 0
        {
            let error = POSIXError.current
            close(fileDescriptor)
            throw error
        }
        return fileDescriptor
    }

    /// Throws `RefusedPath` unless nobody but the user (and root) can change where the data
    /// directory's path leads or what it holds: every folder on the way and every link met is the
    /// user's or root's, none can be written by others unless it has the sticky bit (as `/tmp`:
    /// then only an entry's owner may rename it, and the entry is checked in turn), and the data
    /// directory itself is the user's and written by no one else. A path that does not exist from
    /// some folder on is made by `makingMissing` (0700, by `mkdir`, which never follows a link, and
    /// each one made is walked on as found: a link another user put there first is refused), and
    /// is an error otherwise: a folder the walk found missing at the lock may be a link that
    /// another user has just taken away, to put back once the walk has gone by.
    static func checkDirectory(_ url: URL, makingMissing: Bool = false) throws {
        // Walked each time (a folder on the way may have changed hands since), then held: the
        // one held already while the walk still leads to it, its owner and mode checked again.
        let resolved = try walk(url, makingMissing: makingMissing)
        if let directory = held.withLock({ $0[url.path] }), directory.isReached(by: resolved) {
            try check(directory, url)
            return
        }
        let directory = try HeldDirectory(opening: resolved)
        try check(directory, url)
        // NB: the one it replaces (if any) is closed when the last task using it lets it go.
        held.withLock { $0[url.path] = directory }
    }

    /// The data directory held open as `directory` is the user's, and written by no one else.
    private static func check(_ directory: HeldDirectory, _ url: URL) throws {
        guard let status = directory.status() else { throw POSIXError.current }
        try check(folder: url.path, isLast: true, status: status)
    }

    /// The walk `checkDirectory` makes of the path, and where it leads with every link followed.
    private static func walk(_ url: URL, makingMissing: Bool) throws -> String {
        var path = ""
        // NB: the path as given, `..` and all: `x/..` is wherever `x` leads when the kernel walks
        // it, so it is walked the same way here (a link's target goes in its place), never
        // shortened as text first, which would skip `x` and whoever can swap it.
        var pending = url.path.split(separator: "/").map(String.init)
        var links = 0
        try check(folder: "/", isLast: pending.isEmpty)
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == "." || name.isEmpty { continue }
            if name == ".." {
                path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
                continue
            }
            let next = path + "/" + name
            var status = stat()
            if lstat(next, &status) != 0 {
                guard errno == ENOENT, makingMissing else { throw POSIXError.current }
                // EEXIST: someone made it first; it is walked, and checked, as it is now.
                if mkdir(next, 0o700) == 0 {
                    chmod(next, 0o700)  // NB: mkdir applies the umask; a umask only takes bits away
                } else if errno == ENOENT {
                    // Its folder was walked to, so it is there: it makes no folder (`/proc/1`).
                    throw RefusedPath(URL(fileURLWithPath: path.isEmpty ? "/" : path), .makesNoFiles)
                } else if errno != EEXIST {
                    throw POSIXError.current
                }
                guard lstat(next, &status) == 0 else { throw POSIXError.current }
            }
            if status.st_uid != geteuid() && status.st_uid != 0 {
                throw RefusedPath(URL(fileURLWithPath: next), .ownedByAnotherUser(ownerID: UInt32(status.st_uid)))
            }
            if status.st_mode & S_IFMT == S_IFLNK {
                links += 1
                guard links <= 40, let target = linkTarget(next) else { throw POSIXError(.ELOOP) }
                if target.hasPrefix("/") { path = "" }
                pending = target.split(separator: "/").map(String.init) + pending
                continue
            }
            path = next
            try check(folder: next, isLast: pending.isEmpty, status: status)
        }
        return path.isEmpty ? "/" : path
    }

    private static func check(folder: String, isLast: Bool, status given: stat? = nil) throws {
        var status = given ?? stat()
        if given == nil, lstat(folder, &status) != 0 { return }
        let url = URL(fileURLWithPath: folder)
        if isLast {
            if status.st_uid != geteuid() {
                throw RefusedPath(url, .ownedByAnotherUser(ownerID: UInt32(status.st_uid)))
            }
            if status.st_mode & 0o022 != 0 {
                throw RefusedPath(url, .writableByOthers(permissions: UInt16(status.st_mode & 0o7777)))
            }
        } else if status.st_mode & 0o022 != 0 && status.st_mode & S_ISVTX == 0 {
            throw RefusedPath(url, .writableByOthers(permissions: UInt16(status.st_mode & 0o7777)))
        }
    }

    /// What a link points to, as written.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func refusal(ofFile status: stat) -> FileRefusal? {
        if status.st_mode & S_IFMT != S_IFREG { return .notARegularFile }
        if status.st_uid != geteuid() { return .ownedByAnotherUser(ownerID: UInt32(status.st_uid)) }
        if status.st_nlink > 1 { return .hardLinked }
        return nil
    }

    /// Renames a data file within its held directory, never over a file already there (`EEXIST`).
    /// `false`: not in a held directory, for the caller to move by path.
    static func move(_ source: URL, to destination: URL) throws -> Bool {
        guard let from = located(source), let to = located(destination), from.directory === to.directory else {
            return false
        }
        if from.directory.status(of: to.name, following: false) != nil { throw POSIXError(.EEXIST) }
        try from.directory.rename(from.name, to: to.name)
        return true
    }

    /// Removes a data file (not a folder: `EISDIR`) from its held directory. `false`: not in a held
    /// directory, for the caller to remove by path.
    static func remove(_ url: URL) throws -> Bool {
        guard let file = located(url) else { return false }
        try file.directory.remove(file.name)
        return true
    }

    /// The names in the held directory checked at `path`; `nil` for one not held.
    static func names(in path: String) throws -> [String]? {
        try held.withLock { $0[path] }?.names()
    }

    /// What is at `url` (a link itself unless `following`), relative to its held directory when
    /// it is in one; `nil` when nothing is there or it cannot be looked at.
    static func status(of url: URL, following: Bool) -> stat? {
        if let file = located(url) { return file.directory.status(of: file.name, following: following) }
        var status = stat()
        return (following ? stat(url.path, &status) : lstat(url.path, &status)) == 0 ? status : nil
    }
}

extension stat {
    var isLink: Bool { st_mode & S_IFMT == S_IFLNK }
    var isDirectory: Bool { st_mode & S_IFMT == S_IFDIR }
}
