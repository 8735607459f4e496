import DataSource
import Foundation
import TestSupport
import Testing

/// The live lock client against a lock another holder has: it says it waits, once, and the wait
/// ends either way a person would want it to. Each test has a live client of its own.
struct FileLockClientTests {
    private let sut = FileLockClient.live()

    @Test
    func aFreeLock_RunsTheBodyWithoutSayingItWaits() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        var (waits, runs) = (0, 0)
        try sut.flock(temporary.url.appendingPathComponent(".lock"), { waits += 1 }, { runs += 1 })
        #expect((waits, runs) == (0, 1))
    }

    @Test
    func aHeldLock_SaysItWaitsThenRunsTheBodyOnceReleased() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let held = try HeldLock(temporary.url)
        var (waits, runs) = (0, 0)
        // The person who sees "waiting" is the one who can end it: here, by releasing the lock.
        try sut.flock(
            temporary.url.appendingPathComponent(".lock"),
            {
                waits += 1
                held.release()
            }, { runs += 1 })
        #expect((waits, runs) == (1, 1))
    }

    @Test(.timeLimit(.minutes(1)))
    func aHeldLock_CancelledWhileWaiting_ThrowsAndNeverRunsTheBody() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let held = try HeldLock(temporary.url)
        defer { held.release() }
        var runs = 0
        #expect(throws: CancellationError.self) {
            try sut.flock(temporary.url.appendingPathComponent(".lock"), { sut.cancelWaiting() }, { runs += 1 })
        }
        #expect(runs == 0)
        // The abandoned wait lets go of the lock as soon as it gets it: the next one is not shut out.
        // (Asked of another client: this one ends every wait at once now, and the abandoned thread
        // may hold the lock for a moment after the release.)
        held.release()
        try FileLockClient.live().flock(temporary.url.appendingPathComponent(".lock"), {}, { runs += 1 })
        #expect(runs == 1)
    }

    /// Ctrl-C at start-up, while reads wait in turn: one Ctrl-C ends them all, not one each.
    @Test
    func afterCancelling_ALaterWaitEndsAtOnceButAFreeLockIsStillTaken() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        sut.cancelWaiting()
        var runs = 0
        try sut.flock(temporary.url.appendingPathComponent(".lock"), {}, { runs += 1 })
        let held = try HeldLock(temporary.url)
        defer { held.release() }
        #expect(throws: CancellationError.self) {
            try sut.flock(
                temporary.url.appendingPathComponent(".lock"), { Issue.record("said it waits") }, { runs += 1 })
        }
        #expect(runs == 1)
    }
}
