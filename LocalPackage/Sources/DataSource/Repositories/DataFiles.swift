#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The reading, locking and directory rules every repository shares.
struct DataFiles: Sendable {
    let dataClient: DataClient
    let fileManagerClient: FileManagerClient
    let fileLockClient: FileLockClient

    /// The file's bytes, or `nil` when there is no file.
    func read(_ url: URL) throws(DataError) -> Data? {
        try reading(url) { try dataClient.contentsOf(url) }
    }

    /// The file's bytes, or `nil` when there is no file; `.tooLarge` for one over `limit` bytes,
    /// of which no more than `limit + 1` are read. For files small by nature (the person, the
    /// settings, the save journal): a huge one was not written by the app, and reading it whole
    /// could take all the memory there is.
    func read(_ url: URL, limit: Int) throws(DataError) -> Data? {
        guard let data = try tail(url, limit + 1) else { return nil }
        guard data.count <= limit else { throw .tooLarge(url, limit: limit) }
        return data
    }

    /// The file's last `count` bytes (all of it when it is shorter), or `nil` when there is no file.
    func tail(_ url: URL, _ count: Int) throws(DataError) -> Data? {
        try reading(url) { try dataClient.tail(url, count) }
    }

    /// `nil` only when the file is not there. Anything else that stops the read (a symlink loop,
    /// a folder that cannot be searched, a FIFO) is an error, never "nothing saved".
    private func reading(_ url: URL, _ read: () throws -> Data) throws(DataError) -> Data? {
        var isDirectory = false
        if fileManagerClient.fileExists(url.path, &isDirectory), isDirectory {
            throw .refused(url, .notARegularFile)
        }
        do {
            return try read()
        } catch let refused as RefusedPath {
            throw .refused(refused.url, refused.refusal)
        } catch {
            if error.isNoSuchFile { return nil }
            throw .unreadable(url, reason: error.reason)
        }
    }

    /// Runs `body` holding the data directory's lock (`.lock` in it), so that no other `bmi`
    /// reads or writes the files between its steps. The directory is made first, private.
    func whileLocked<T>(_ directory: URL, _ body: () throws(DataError) -> T) throws(DataError) -> T {
        try prepareDirectory(directory)
        return try lock(directory, isRequired: true) { () throws(DataError) -> T in
            removeStrayTemporaryFiles(in: directory)
            return try body()
        }
    }

    /// The same for a read. It does not make the directory: a missing one is `ifMissing`, and
    /// nothing is read (NB: not "read and find nothing": a path raced by another user could lead
    /// somewhere by the time a file is opened; only a path the lock's check passed is read). It
    /// reads without the lock when the lock file cannot be made (a read-only directory), the path
    /// checked: reading must work wherever it can. A data directory whose path is a file is an
    /// error, as it is for a write.
    func whileLockedForReading<T>(
        _ directory: URL, ifMissing: @autoclosure () -> T, _ body: () throws(DataError) -> T
    ) throws(DataError) -> T {
        var isDirectory = false
        guard fileManagerClient.fileExists(directory.path, &isDirectory) else { return ifMissing() }
        guard isDirectory else { throw .notADirectory(directory) }
        return try lock(directory, isRequired: false, body)
    }

    private func lock<T>(
        _ directory: URL,
        isRequired: Bool = true,
        _ body: () throws(DataError) -> T
    ) throws(DataError) -> T {
        let lockURL = directory.appendingPathComponent(.lockFileName)
        var result: Result<T, DataError>?
        do {
            // NB: the wait is said by whoever made the client (`noticingWaits`): the scene.
            let saysNothingMore = {}
            try fileLockClient.flock(
                lockURL, saysNothingMore,
                {
                    do throws(DataError) {
                        result = .success(try body())
                    } catch {
                        result = .failure(error)
                    }
                })
        } catch is CancellationError {
            throw .cancelled(directory)  // Ctrl-C while another held the lock: nothing was done.
        } catch let refused as RefusedPath {
            throw .refused(refused.url, refused.refusal)  // never read around a refusal
        } catch {
            // Only a lock file that cannot be made (a read-only folder) is read around; the check
            // of the path (done first) passed then. A folder gone missing meanwhile is not.
            let cannotMakeLock = (error as? POSIXError).map { [.EROFS, .EACCES, .EPERM].contains($0.code) } ?? false
            guard result == nil, !isRequired, cannotMakeLock else {
                throw isRequired
                    ? .unwritable(lockURL, reason: error.reason) : .unreadable(directory, reason: error.reason)
            }
            return try body()
        }
        guard let result else { throw .unwritable(lockURL, reason: "the lock was not taken") }
        return try result.get()
    }

    /// A process killed between writing a temporary file and renaming it leaves `.<name>.XXXXXX`
    /// behind, for any of the data directory's files (`DataFile`): a copy of the history, of a
    /// save's journal. Under the write lock no other write is under way, so any there is stray,
    /// and it goes before anything is written: no copy of a deleted record outlives the next write.
    private func removeStrayTemporaryFiles(in directory: URL) {
        let prefixes = DataFile.allCases.map { ".\($0.name)." }
        let names: [String]
        do {
            names = try fileManagerClient.contentsOfDirectory(directory.path)
        } catch {
            return  // Nothing to tidy in a folder that cannot be listed; the save reports the folder.
        }
        for name in names where prefixes.contains(where: { name.hasPrefix($0) && name.count == $0.count + 6 }) {
            do {
                try fileManagerClient.removeItem(directory.appendingPathComponent(name))
            } catch {
                continue  // A stray file is litter (private, 0600), never the saved data: leave it.
            }
        }
    }

    /// Makes the directory (private) if it is missing; fails if its path is taken by a file.
    func prepareDirectory(_ directory: URL) throws(DataError) {
        var isDirectory = false
        if fileManagerClient.fileExists(directory.path, &isDirectory) {
            guard isDirectory else { throw .notADirectory(directory) }
            return
        }
        do {
            try fileManagerClient.createDirectory(directory, true)
        } catch let refused as RefusedPath {
            throw .refused(refused.url, refused.refusal)
        } catch {
            throw .unwritable(directory, reason: error.reason)
        }
    }
}
