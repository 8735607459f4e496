/// Reading the data directory's files, and writing them, which takes the `Lock`.
extension DataDirectory {
    /// The file's bytes, or `nil` when there is no file.
    func read(_ file: URL) throws(DataError) -> Data? {
        try read(file, limit: .max)
    }

    /// The file's bytes, or `nil` when there is no file; `.tooLarge` for one over `limit` bytes,
    /// which is not read. For files small by nature (the person, the settings, the save journal):
    /// a huge one was not written by the app, and reading it whole could take all the memory there
    /// is.
    func read(_ file: URL, limit: Int) throws(DataError) -> Data? {
        guard let opened = try open(file) else { return nil }
        guard opened.size <= limit else { throw .tooLarge(file, limit: limit) }
        return try reading(file) { try opened.read(from: 0, count: opened.size) }
    }

    /// The file held open as it is now, or `nil` when there is no file.
    func open(_ file: URL) throws(DataError) -> FileSnapshot? {
        try reading(file) { try dataClient.open(file) }
    }

    /// `nil` only when the file is not there. Anything else that stops the read (a symlink loop,
    /// a folder that cannot be searched, a FIFO) is an error, never "nothing saved".
    private func reading<T>(_ file: URL, _ read: () throws -> T) throws(DataError) -> T? {
        var isDirectory = false
        if fileManagerClient.fileExists(file.path, &isDirectory), isDirectory {
            throw .refused(file, .notARegularFile)
        }
        do {
            return try read()
        } catch let refused as RefusedPath {
            throw .refused(refused.url, refused.refusal)
        } catch {
            if error.isNoSuchFile { return nil }
            throw .unreadable(file, reason: error.reason)
        }
    }

    // MARK: Writing, inside the lock

    /// Replaces the file with `data`, atomically and privately.
    func write(_ data: Data, to file: URL, _ lock: Lock) throws(DataError) {
        try writing(file) { try dataClient.write(data, file) }
    }

    /// A write: a refused path said as refused, anything else as the file unwritable.
    func writing(_ file: URL, _ write: () throws -> Void) throws(DataError) {
        try refusingPaths(write, else: { .unwritable(file, reason: $0.reason) })
    }

    /// Runs `body`; a refused path is said as refused (never read or written around), anything
    /// else as `other` says.
    func refusingPaths<T>(_ body: () throws -> T, else other: (any Error) -> DataError) throws(DataError) -> T {
        do {
            return try body()
        } catch let refused as RefusedPath {
            throw .refused(refused.url, refused.refusal)
        } catch {
            throw other(error)
        }
    }

    /// Removes a file whose removal only tidies (a journal whose work is done): `false` when it
    /// could not be.
    @discardableResult
    func remove(_ file: URL, _ lock: Lock) -> Bool {
        (try? fileManagerClient.removeItem(file)) != nil
    }

    /// Moves a file that cannot be used to `<name>.corrupt-<UTC time>` beside it, so its bytes are
    /// kept and its name is free.
    @discardableResult
    func setAside(_ file: URL, _ lock: Lock) throws(DataError) -> URL {
        let destination = keptAsideURL(for: file)
        do {
            try fileManagerClient.moveItem(file, destination)
        } catch {
            throw .unwritable(destination, reason: error.reason)
        }
        return destination
    }

    /// `entries.json.corrupt-20261121T180300Z`, then `…Z-2`, `…Z-3` if that name is taken.
    private func keptAsideURL(for file: URL) -> URL {
        let stamp = dateClient.now().formatted(
            Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt)
        )
        let base = file.lastPathComponent + DataFile.keptAsideInfix + stamp
        var candidate = url.appendingPathComponent(base)
        var suffix = 2
        var isDirectory = false
        while fileManagerClient.fileExists(candidate.path, &isDirectory) {
            candidate = url.appendingPathComponent("\(base)-\(suffix)")
            suffix += 1
        }
        return candidate
    }

    /// Its stamp, or `nil` when there is none or it cannot be looked at (the read that follows
    /// reports why).
    func stamp(_ file: URL) -> FileStamp? {
        try? dataClient.stamp(file)
    }
}
