import Dispatch
import Synchronization

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

/// The waits of one live lock client, and whether it was told to wait no more.
final class LockWaits: Sendable {
    private struct State {
        var underWay: [ObjectIdentifier: LockWait] = [:]
        var isCancelled = false
    }

    private let state = Mutex(State())

    /// Takes `LOCK_EX` on the descriptor: at once when it is free, else by waiting as described
    /// on `FileLockClient.flock` (or, after `cancelAll`, not at all).
    func lock(_ fileDescriptor: Int32, waiting: () -> Void) throws {
        while flock(fileDescriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EINTR else {
                guard errno == EWOULDBLOCK else { throw POSIXError.current }
                let wait = LockWait()
                let isCancelled = state.withLock { state in
                    if !state.isCancelled { state.underWay[ObjectIdentifier(wait)] = wait }
                    return state.isCancelled
                }
                guard !isCancelled else { throw CancellationError() }
                defer { _ = state.withLock { $0.underWay.removeValue(forKey: ObjectIdentifier(wait)) } }
                return try wait.wait(on: fileDescriptor, waiting: waiting)
            }
        }
    }

    /// Gives up every wait under way (each throws `CancellationError` to its caller) and every
    /// one that would start later: the process is on its way out (Ctrl-C, SIGTERM).
    func cancelAll() {
        let underWay = state.withLock { state in
            state.isCancelled = true
            return Array(state.underWay.values)
        }
        for wait in underWay { wait.cancel() }
    }
}

/// The live lock's wait for another process: `flock(2)` cannot be given a time limit or be
/// called off, so the blocking call runs on a Dispatch thread of its own while the caller waits
/// for it with a time limit (to say it waits) and can give up (`cancel`, on Ctrl-C).
///
/// NB: the thread locks a duplicate of the caller's descriptor; both name one open file, which
/// holds the lock. A wait given up leaves the thread blocked until the other process lets go;
/// it then closes its descriptor, the caller's being closed already, and the lock goes with it.
final class LockWait: Sendable {
    /// How long a wait lasts before the caller is told.
    static let patience = DispatchTimeInterval.milliseconds(500)

    private enum State {
        case waiting
        case locked
        case failed(POSIXError)
        case abandoned
    }

    private let state = Mutex(State.waiting)
    private let settled = DispatchSemaphore(value: 0)

    fileprivate func wait(on fileDescriptor: Int32, waiting: () -> Void) throws {
        let duplicate = dup(fileDescriptor)
        guard duplicate >= 0 else { throw POSIXError.current }
        DispatchQueue.global().async { self.block(on: duplicate) }
        if settled.wait(timeout: .now() + Self.patience) == .timedOut {
            waiting()
            settled.wait()
        }
        switch state.withLock({ $0 }) {
        case .locked:
            close(duplicate)  // The caller's descriptor holds the lock on its own.
        case .failed(let error):
            close(duplicate)
            throw error
        case .abandoned, .waiting:
            throw CancellationError()  // The thread closes the duplicate when its flock returns.
        }
    }

    private func block(on duplicate: Int32) {
        var result: Int32
        repeat {
            result = flock(duplicate, LOCK_EX)
        } while result != 0 && errno == EINTR
        let outcome: State = result == 0 ? .locked : .failed(POSIXError.current)
        let isAbandoned = state.withLock { state in
            guard case .waiting = state else { return true }
            state = outcome
            return false
        }
        if isAbandoned {
            close(duplicate)
        } else {
            settled.signal()
        }
    }

    fileprivate func cancel() {
        let wasWaiting = state.withLock { state in
            guard case .waiting = state else { return false }
            state = .abandoned
            return true
        }
        if wasWaiting { settled.signal() }
    }
}
