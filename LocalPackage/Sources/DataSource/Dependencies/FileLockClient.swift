import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Advisory locks between processes, so that several `bmi` at once never interleave a
/// read–modify–write of the same files.
public struct FileLockClient: DependencyClient {
    /// `flock(2)` with `LOCK_EX` on the file at the URL (created 0600 if missing; refused with
    /// `RefusedPath` when it, or its directory, is not the user's own), held until the returned
    /// lock is released. While another process holds it, this one waits without holding up its
    /// caller's thread: `waiting` is called once the wait has lasted `LockWait.patience` (half a
    /// second), and the wait goes on until the lock is free, or until the task is cancelled
    /// (Ctrl-C), which ends it with `CancellationError`. A cancelled task still takes a free lock.
    public var lock: @Sendable (_ url: URL, _ waiting: @escaping @Sendable () -> Void) async throws -> HeldFileLock
    /// The check `lock` makes of the lock file's directory, on its own: that it and the path to
    /// it are the user's own (`RefusedPath` otherwise), for a read that takes no lock.
    public var checkDirectory: @Sendable (_ directory: URL) throws -> Void

    public init(
        lock: @escaping @Sendable (URL, @escaping @Sendable () -> Void) async throws -> HeldFileLock,
        checkDirectory: @escaping @Sendable (URL) throws -> Void
    ) {
        self.lock = lock
        self.checkDirectory = checkDirectory
    }

    public static let liveValue = Self(
        lock: { url, waiting in
            // NB: every write of the data directory takes this lock first, and every read either
            // takes it or calls `checkDirectory`: the directory is checked to be the user's own.
            try OwnedPaths.checkDirectory(url.deletingLastPathComponent())
            let fileDescriptor = try OwnedPaths.openFile(url, O_RDWR | O_CREAT)
            do {
                try await LockWait.lock(fileDescriptor, waiting: waiting)
            } catch {
                close(fileDescriptor)
                throw error
            }
            // Closing releases the lock.
            return HeldFileLock { close(fileDescriptor) }
        },
        checkDirectory: { try OwnedPaths.checkDirectory($0) }
    )

    public static let testValue = Self(
        lock: { _, _ in try unimplemented("FileLockClient.lock") },
        checkDirectory: { _ in try unimplemented("FileLockClient.checkDirectory") }
    )
}

/// A lock taken: let go of once, by `release()`, or when the last reference to it goes.
public final class HeldFileLock: Sendable {
    private let letGo: Mutex<(@Sendable () -> Void)?>

    public init(release: @escaping @Sendable () -> Void) {
        letGo = Mutex(release)
    }

    public func release() {
        letGo.withLock { letGo in
            letGo?()
            letGo = nil
        }
    }

    deinit {
        release()
    }
}

extension FileLockClient {
    /// The same locks, with `notice` told the lock file's directory as well whenever a wait
    /// outlasts the patience: how the scene says so on the terminal, whatever client it is given.
    public func noticingWaits(_ notice: @escaping @Sendable (_ directory: URL) -> Void) -> Self {
        let lock = self.lock
        return Self(
            lock: { url, waiting in
                try await lock(url) {
                    waiting()
                    notice(url.deletingLastPathComponent())
                }
            },
            checkDirectory: checkDirectory
        )
    }
}
