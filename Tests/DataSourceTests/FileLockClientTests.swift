import DataSource
import Foundation
import Synchronization
import TestSupport
import Testing

/// The live lock client against a lock another holder has: it says it waits, once, and the wait
/// ends either way a person would want it to: the other lets go, or the task is cancelled.
struct FileLockClientTests {
    private let sut = FileLockClient.liveValue

    @Test
    func aFreeLock_IsTakenWithoutSayingItWaits() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let waits = Mutex(0)
        let lock = try await sut.lock(temporary.url.appendingPathComponent(".lock")) { waits.withLock { $0 += 1 } }
        lock.release()
        #expect(waits.withLock { $0 } == 0)
    }

    @Test
    func aHeldLock_SaysItWaitsThenIsTakenOnceReleased() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let held = try HeldLock(temporary.url)
        let waits = Mutex(0)
        // The person who sees "waiting" is the one who can end it: here, by releasing the lock.
        let lock = try await sut.lock(temporary.url.appendingPathComponent(".lock")) {
            waits.withLock { $0 += 1 }
            held.release()
        }
        lock.release()
        #expect(waits.withLock { $0 } == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func aHeldLock_TaskCancelledWhileWaiting_ThrowsAndTheLockIsNotKept() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let held = try HeldLock(temporary.url)
        defer { held.release() }
        let lockURL = temporary.url.appendingPathComponent(".lock")
        let said = AsyncStream<Void>.makeStream()
        let waiting = Task { [sut] in try await sut.lock(lockURL) { said.continuation.yield() } }
        // Ctrl-C once it says it waits.
        for await _ in said.stream { break }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { _ = try await waiting.value }
        // The abandoned wait lets go of the lock as soon as it gets it: the next one is not shut out.
        held.release()
        try await sut.lock(lockURL) {}.release()
    }

    /// Ctrl-C at start-up, while reads wait in turn: one Ctrl-C ends them all, not one each.
    @Test
    func inACancelledTask_AHeldLockEndsAtOnceButAFreeLockIsStillTaken() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let lockURL = temporary.url.appendingPathComponent(".lock")
        let free = Task { [sut] in
            withUnsafeCurrentTask { $0?.cancel() }
            try await sut.lock(lockURL) {}.release()
        }
        try await free.value
        let held = try HeldLock(temporary.url)
        defer { held.release() }
        let waiting = Task { [sut] in
            withUnsafeCurrentTask { $0?.cancel() }
            _ = try await sut.lock(lockURL) { Issue.record("said it waits") }
        }
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}
