#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// `RefusedPath` when it, or its directory, is not the user's own), held while the
    /// body runs. While another process holds it, this one waits: `waiting` is called once, on
    /// this thread, when the wait has lasted `LockWait.patience` (half a second), and the wait
    /// goes on until the lock is free, or until `cancelWaiting` ends it with `CancellationError`
    /// (the body never runs).
    public var flock: @Sendable (_ url: URL, _ waiting: () -> Void, _ body: () throws -> Void) throws -> Void
    /// The check `flock` makes of the lock file's directory, on its own: that it and the path to
    /// it are the user's own (`RefusedPath` otherwise), for a read that takes no lock.
    public var checkDirectory: @Sendable (_ directory: URL) throws -> Void
    /// Ends every wait for a lock under way (Ctrl-C during a save), and makes any later one end at
    /// once: the process is on its way out. Locks already held are kept, and a free lock is
    /// still taken.
    public var cancelWaiting: @Sendable () -> Void

    public init(
        flock: @escaping @Sendable (URL, () -> Void, () throws -> Void) throws -> Void,
        checkDirectory: @escaping @Sendable (URL) throws -> Void,
        cancelWaiting: @escaping @Sendable () -> Void
    ) {
        self.flock = flock
        self.checkDirectory = checkDirectory
        self.cancelWaiting = cancelWaiting
    }

    public static let liveValue = live()

    /// A live client with waits of its own: cancelling them does not touch another client's.
    public static func live() -> Self {
        let waits = LockWaits()
        return Self(
            flock: { url, waiting, body in
                // NB: every read and write of the data directory takes this lock first, so this
                // is where the directory is checked to be the user's own (see `OwnedPaths`).
                try OwnedPaths.checkDirectory(url.deletingLastPathComponent())
                let fileDescriptor = try OwnedPaths.openFile(url, O_RDWR | O_CREAT)
                defer { close(fileDescriptor) }  // Closing releases the lock too, whatever happened.
                try waits.lock(fileDescriptor, waiting: waiting)
                try body()
            },
            checkDirectory: { try OwnedPaths.checkDirectory($0) },
            cancelWaiting: { waits.cancelAll() }
        )
    }

    public static let testValue = Self(
        flock: { _, _, _ in try unimplemented("FileLockClient.flock") },
        checkDirectory: { _ in try unimplemented("FileLockClient.checkDirectory") },
        cancelWaiting: { unimplemented("FileLockClient.cancelWaiting", placeholder: ()) }
    )
}

extension FileLockClient {
    /// The same locks, with `notice` told the lock file's directory as well whenever a wait
    /// outlasts the patience: how the scene says so on the terminal, whatever client it is given.
    public func noticingWaits(_ notice: @escaping @Sendable (_ directory: URL) -> Void) -> Self {
        let flock = self.flock
        return Self(
            flock: { url, waiting, body in
                try flock(
                    url,
                    {
                        waiting()
                        notice(url.deletingLastPathComponent())
                    }, body)
            },
            checkDirectory: checkDirectory,
            cancelWaiting: cancelWaiting
        )
    }
}
