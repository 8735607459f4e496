/// The data directory, owned: every read and write of its files goes through here. It checks the
/// path is the user's own (`OwnedPaths`, in the live clients), makes the directory private when
/// it is missing, holds the lock (`.lock`) while files change, finishes work a kill cut short (the
/// `recovery`, before anything else is written), and keeps a file that cannot be used
/// aside rather than replace it. Writing takes a `Lock`, which only `whileLocked` makes: a
/// function that must run inside the lock says so in its signature, and the compiler checks it.
public struct DataDirectory: Sendable {
    public let url: URL
    let dataClient: DataClient
    let fileManagerClient: FileManagerClient
    private let fileLockClient: FileLockClient
    let dateClient: DateClient
    private var recovery: Recovery?

    /// Proof that the caller holds the directory's lock.
    public struct Lock: Sendable {
        fileprivate init() {}
    }

    /// Work a kill can cut short, finished under the lock by the next run that writes: the
    /// presence of the file named says there is some (a journal of a save under way).
    public struct Recovery: Sendable {
        let name: String
        let finish: @Sendable (DataDirectory, Lock) throws(DataError) -> Void

        public init(file: DataFile, finish: @escaping @Sendable (DataDirectory, Lock) throws(DataError) -> Void) {
            self.init(named: file.name, finish: finish)
        }

        init(named name: String, finish: @escaping @Sendable (DataDirectory, Lock) throws(DataError) -> Void) {
            self.name = name
            self.finish = finish
        }
    }

    public init(
        _ url: URL,
        _ dataClient: DataClient,
        _ fileManagerClient: FileManagerClient,
        _ fileLockClient: FileLockClient,
        _ dateClient: DateClient
    ) {
        self.url = url
        self.dataClient = dataClient
        self.fileManagerClient = fileManagerClient
        self.fileLockClient = fileLockClient
        self.dateClient = dateClient
    }

    /// The same directory, with work a kill can cut short finished before anything is written.
    public func finishing(_ recovery: Recovery) -> DataDirectory {
        var directory = self
        directory.recovery = recovery
        return directory
    }

    public func url(of file: DataFile) -> URL {
        url(named: file.name)
    }

    func url(named name: String) -> URL {
        // NB: a file, said so: `appendingPathComponent` alone asks the file system (a `stat`).
        url.appendingPathComponent(name, isDirectory: false)
    }

    // MARK: The locked section

    /// Runs `body` holding the lock, so that no other process writes the files between its steps
    /// (readers take no lock: see `whileReading`); the directory is made first, private, and work a kill cut short is finished.
    public func whileLocked<T>(_ body: (Lock) throws(DataError) -> T) async throws(DataError) -> T {
        try prepare()
        return try await lock { () throws(DataError) -> T in
            removeStrayTemporaryFiles()
            do throws(DataError) {
                try recover()
            } catch {
                // A journal no save wrote (which readers do not use) is kept aside, its bytes as
                // they were (`.corrupt-…`); this write goes on.
                guard case .keptAside = error else { throw error }
            }
            return try body(Lock())
        }
    }

    /// Runs `body`, a read, without the lock: files are only ever replaced whole (renamed into
    /// place) or added to at their end, so a reader sees a file as it was or as it is, and a
    /// command that saves nothing waits for no one and writes nothing of anyone's (a save under
    /// way is seen whole through a journal of its own). It does not make the directory: a missing
    /// one is `ifMissing`, and nothing is read (NB: not "read and find nothing": a path raced by
    /// another user could lead somewhere by the time a file is opened); a path that is a file is
    /// an error, as for a write; the path is checked as the lock checks it. One that cannot be
    /// reached (a folder on the way that cannot be searched, a file on the way, a path longer
    /// than the system takes whole) is not missing: the check says why.
    public func whileReading<T>(ifMissing: @autoclosure () -> T, _ body: () throws(DataError) -> T)
        throws(DataError) -> T
    {
        var isDirectory = false
        let exists = fileManagerClient.fileExists(url.path, &isDirectory)
        if exists, !isDirectory { throw .notADirectory(url) }
        do {
            try fileLockClient.checkDirectory(url)
        } catch let refused as RefusedPath {
            throw .refused(refused.url, refused.refusal)
        } catch let error as POSIXError where error.code == .ENOENT {
            return ifMissing()
        } catch {
            throw .unreadable(url, reason: error.reason)
        }
        return exists ? try body() : ifMissing()
    }

    private func recover() throws(DataError) {
        guard let recovery, exists(recovery.name) else { return }
        try recovery.finish(self, Lock())
    }

    private func exists(_ name: String) -> Bool {
        var isDirectory = false
        return fileManagerClient.fileExists(url(named: name).path, &isDirectory)
    }

    private func lock<T>(_ body: () throws(DataError) -> T) async throws(DataError) -> T {
        let lockURL = url(of: .lock)
        let held: HeldFileLock
        do {
            // NB: the wait is said by whoever made the client (`noticingWaits`): the scene.
            held = try await fileLockClient.lock(lockURL) {}
        } catch is CancellationError {
            throw .cancelled(url)  // Ctrl-C while another held the lock: nothing was done.
        } catch let refused as RefusedPath {
            throw .refused(refused.url, refused.refusal)  // never read around a refusal
        } catch {
            throw .unwritable(lockURL, reason: error.reason)
        }
        defer { held.release() }
        return try body()
    }

    /// Makes the directory (private) if it is missing; fails if its path is taken by a file.
    private func prepare() throws(DataError) {
        var isDirectory = false
        if fileManagerClient.fileExists(url.path, &isDirectory) {
            guard isDirectory else { throw .notADirectory(url) }
            return
        }
        try refusingPaths(
            { try fileManagerClient.createDirectory(url, true) }, else: { .unwritable(url, reason: $0.reason) })
    }

    /// A process killed between writing a temporary file and renaming it leaves `.<name>.XXXXXX`
    /// behind, for any of the data directory's files (`DataFile`): a copy of a
    /// file it was about to replace. Under the write lock no other save is under way, so any there
    /// is stray, and it goes before anything is written: no copy of a deleted record outlives the
    /// next write. (A reader may be writing `.history-order`'s cache without the lock: losing its
    /// temporary file costs that reader its cache, which the next one writes again.)
    private func removeStrayTemporaryFiles() {
        let prefixes = DataFile.allNames.map { ".\($0)." }
        // Nothing to tidy in a folder that cannot be listed; the save reports the folder.
        guard let names = try? fileManagerClient.contentsOfDirectory(url.path) else { return }
        for name in names where prefixes.contains(where: { name.hasPrefix($0) && name.count == $0.count + 6 }) {
            // A stray file that will not go is litter (private, 0600), never the saved data.
            try? fileManagerClient.removeItem(url.appendingPathComponent(name))
        }
    }
}
