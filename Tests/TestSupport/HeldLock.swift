import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Another `bmi`'s lock on a data directory (`flock(2)` on its `.lock`), taken by the test and
/// held until `release()`: what the app meets while a second process is saving. NB: `flock` locks
/// belong to an open file, so one taken here makes the app's own `open` and `flock` wait, in this
/// process as in another.
public final class HeldLock: Sendable {
    private let fileDescriptor: Mutex<Int32?>

    public init(_ directory: URL) throws {
        let path = directory.appendingPathComponent(".lock").path
        let fileDescriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fileDescriptor >= 0, flock(fileDescriptor, LOCK_EX) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        self.fileDescriptor = Mutex(fileDescriptor)
    }

    /// Lets go of the lock (once, however often it is called); whoever waits for it takes it.
    public func release() {
        fileDescriptor.withLock { fileDescriptor in
            if let open = fileDescriptor { close(open) }
            fileDescriptor = nil
        }
    }
}
