import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live lock's wait for another process: `flock(2)` cannot be given a time limit or be
/// called off, so the blocking call runs on a Dispatch thread of its own while the task waits for
/// it, suspended (its thread free), to be told it waits after `patience`, and to give up when the
/// task is cancelled.
///
/// NB: the thread locks a duplicate of the caller's descriptor; both name one open file, which
/// holds the lock. A wait given up leaves the thread blocked until the other process lets go; it
/// then closes its descriptor, the caller's being closed already, and the lock goes with it.
final class LockWait: Sendable {
    /// How long a wait lasts before the caller is told.
    static let patience = DispatchTimeInterval.milliseconds(500)

    private enum State {
        case notStarted
        case waiting(CheckedContinuation<Void, any Error>)
        case cancelled
        case settled
    }

    private let state = Mutex(State.notStarted)

    /// Takes `LOCK_EX` on the descriptor: at once when it is free (even in a cancelled task), else
    /// by waiting as `FileLockClient.lock` describes.
    static func lock(_ fileDescriptor: Int32, waiting: @escaping @Sendable () -> Void) async throws {
        while flock(fileDescriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EINTR else {
                guard errno == EWOULDBLOCK else { throw POSIXError.current }
                try Task.checkCancellation()
                let duplicate = dup(fileDescriptor)
                guard duplicate >= 0 else { throw POSIXError.current }
                let wait = LockWait()
                return try await withTaskCancellationHandler {
                    try await withCheckedThrowingContinuation { continuation in
                        wait.start(on: duplicate, continuation, waiting: waiting)
                    }
                } onCancel: {
                    wait.cancel()
                }
            }
        }
    }

    private func start(
        on duplicate: Int32, _ continuation: CheckedContinuation<Void, any Error>,
        waiting: @escaping @Sendable () -> Void
    ) {
        let isCancelled = state.withLock { state in
            guard case .notStarted = state else { return true }
            state = .waiting(continuation)
            return false
        }
        guard !isCancelled else {
            close(duplicate)
            continuation.resume(throwing: CancellationError())
            return
        }
        DispatchQueue.global().async { self.block(on: duplicate) }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.patience) { [self] in
            let isWaiting = state.withLock { state in
                if case .waiting = state { return true }
                return false
            }
            if isWaiting { waiting() }
        }
    }

    private func block(on duplicate: Int32) {
        var result: Int32
        repeat {
            result = flock(duplicate, LOCK_EX)
        } while result != 0 && errno == EINTR
        let failure = result == 0 ? nil : POSIXError.current
        // The caller's descriptor holds the lock on its own; a wait given up lets go of it here.
        close(duplicate)
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            guard case .waiting(let continuation) = state else { return nil }
            state = .settled
            return continuation
        }
        continuation?.resume(with: failure.map { .failure($0) } ?? .success(()))
    }

    private func cancel() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            switch state {
            case .notStarted:
                state = .cancelled
                return nil
            case .waiting(let continuation):
                state = .cancelled
                return continuation
            case .cancelled, .settled:
                return nil
            }
        }
        continuation?.resume(throwing: CancellationError())
    }
}
