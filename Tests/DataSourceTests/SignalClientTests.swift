import DataSource
import Foundation
import Testing

/// The live signal client, with signals this test process sends itself (SIGUSR1 and SIGUSR2,
/// which nothing else here uses): each delivery reaches every stream listening for it, on
/// whichever thread the kernel hands it to.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct SignalClientTests {
    private let sut = SignalClient.liveValue

    @Test
    func aSignalSentToTheProcess_ReachesEveryStreamListeningForIt() async {
        let (first, second) = (sut.makeSignalSource(SIGUSR1), sut.makeSignalSource(SIGUSR1))
        kill(getpid(), SIGUSR1)
        var (firstIterator, secondIterator) = (first.makeAsyncIterator(), second.makeAsyncIterator())
        #expect(await firstIterator.next() != nil)
        #expect(await secondIterator.next() != nil)
        kill(getpid(), SIGUSR1)
        #expect(await firstIterator.next() != nil)
    }

    /// Swift's async `main` leaves the main thread with nothing blocked, so a signal can land on
    /// any thread: here a thread of our own that takes every signal.
    @Test
    func aSignalTakenByAThreadThatBlocksNothing_StillArrives() async {
        let signals = sut.makeSignalSource(SIGUSR2)
        let thread = Thread {
            var nothing = sigset_t()
            sigemptyset(&nothing)
            pthread_sigmask(SIG_SETMASK, &nothing, nil)
            pthread_kill(pthread_self(), SIGUSR2)
        }
        thread.start()
        var iterator = signals.makeAsyncIterator()
        #expect(await iterator.next() != nil)
    }
}
