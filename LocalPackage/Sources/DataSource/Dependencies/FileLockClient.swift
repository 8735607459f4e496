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
    /// `flock(2)` with `LOCK_EX` on the file at the URL (created 0600 if missing), held while the
    /// body runs: another process asking for the same lock waits until it is released.
    public var flock: @Sendable (_ url: URL, _ body: () throws -> Void) throws -> Void

    public init(flock: @escaping @Sendable (URL, () throws -> Void) throws -> Void) {
        self.flock = flock
    }

    public static let liveValue = Self(
        flock: { url, body in
            let fileDescriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard fileDescriptor >= 0 else { throw POSIXError.current }
            defer { close(fileDescriptor) }  // Closing releases the lock too, whatever happened.
            while platformFlock(fileDescriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw POSIXError.current }
            }
            try body()
        }
    )

    public static let testValue = Self(
        flock: { _, _ in try unimplemented("FileLockClient.flock") }
    )
}

private func platformFlock(_ fileDescriptor: Int32, _ operation: Int32) -> Int32 {
    flock(fileDescriptor, operation)
}
