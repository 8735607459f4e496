import DataSource
import Foundation
import TestSupport
import Testing

/// A save that meets another `bmi`'s lock, in process: the lock client stands for the other
/// `bmi`, and Ctrl-C comes through the signal client the session listens to.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LockWaitSceneTests {
    @Test
    func ctrlCWhileASaveWaits_SaysSoCancelsTheWaitAndSavesNothing() async {
        let files = InMemoryFiles()
        let (otherBMI, ctrlC) = Self.otherBMIHeldUntilCtrlC()
        let run = await AppRun(
            typing: ["c", "Alice", "70", "175", "s"], files: files, fileLockClient: otherBMI, signalClient: ctrlC)
        #expect(run.status == 130)
        #expect(
            run.error.contains("Waiting for another \(AppIdentity.commandName) using /data/app"), "\(run.error)")
        #expect(run.error.contains("nothing was saved"), "\(run.error)")
        #expect(files.paths.isEmpty)
        // The session ends there: no menu drawn again for a line it will not read.
        #expect(run.output.components(separatedBy: "[c] Calculate again").count == 2, "\(run.output)")
    }

    /// Ctrl-C while a command waits to read a person's last height, weight or trend: it ends as
    /// called off (130), never as though there were none ("no saved height yet").
    @Test(arguments: [["save", "--name", "Ann", "--weight", "62"], ["goal", "--name", "Ann", "--weight", "55"]])
    func ctrlCWhileACommandWaitsToWrite_EndsCalledOff(arguments: [String]) async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Ann", "--weight", "60", "--height", "160"], files: files)
        let before = files.paths.sorted().map { files.contents(of: URL(fileURLWithPath: $0)) }
        let (otherBMI, ctrlC) = Self.otherBMIHeldUntilCtrlC()
        let run = await AppRun(arguments, files: files, fileLockClient: otherBMI, signalClient: ctrlC)
        #expect(run.status == 130, "\(arguments): \(run.error)")
        #expect(run.error.contains("Stopped waiting for another"), "\(arguments): \(run.error)")
        #expect(files.paths.sorted().map { files.contents(of: URL(fileURLWithPath: $0)) } == before)
    }

    /// Ctrl-C at the moment the other `bmi` lets go: the lock is taken, the save goes through and
    /// says so, and the command ends as a save that went through (0), not as one called off.
    @Test
    func ctrlCJustAsTheLockIsTaken_TheSaveGoesThroughAndEndsWithZero() async {
        let files = InMemoryFiles()
        let ctrlC = AsyncStream<Void>.makeStream()
        let otherBMI = FileLockClient(
            lock: { _, waiting in
                waiting()
                ctrlC.continuation.yield()
                // The cancel that Ctrl-C brings comes as the other lets go: the lock is taken all the same.
                await untilCancelled()
                return HeldFileLock {}
            },
            checkDirectory: { _ in }
        )
        let run = await AppRun(
            ["save", "--name", "Alice", "--weight", "70", "--height", "175"], files: files, fileLockClient: otherBMI,
            signalClient: SignalClient { $0 == SignalClient.interrupt ? ctrlC.stream : AsyncStream { _ in } })
        #expect(run.output.contains("added to your history"), "\(run.error)")
        #expect(run.status == 0)
        #expect(files.savedPerson?.name == "Alice")
    }

    /// Ctrl-C before the half second after which a wait is said: a save listens from its start, so
    /// the wait is called off and nothing is saved (a real process would otherwise be ended by the
    /// signal wherever it was, part way through a save included).
    @Test
    func ctrlCBeforeTheWaitIsSaid_TheSaveIsCalledOffAndSavesNothing() async {
        let files = InMemoryFiles()
        let ctrlC = AsyncStream<Void>.makeStream()
        ctrlC.continuation.yield()
        let otherBMI = FileLockClient(
            lock: { _, _ in
                // Another bmi that does not let go: only a cancel ends the wait.
                await untilCancelled()
                throw CancellationError()
            },
            checkDirectory: { _ in }
        )
        let run = await AppRun(
            ["save", "--name", "Alice", "--weight", "70", "--height", "175"], files: files, fileLockClient: otherBMI,
            signalClient: SignalClient { $0 == SignalClient.interrupt ? ctrlC.stream : AsyncStream { _ in } })
        #expect(run.status == 130)
        #expect(run.error.contains("nothing was saved"), "\(run.error)")
        #expect(files.paths.isEmpty)
    }

    /// Another `bmi` holding the lock, and the signals of a person who presses Ctrl-C on reading
    /// that this one waits: only the cancel that brings ends the wait (the time limit fails a test
    /// it never comes to).
    private static func otherBMIHeldUntilCtrlC() -> (FileLockClient, SignalClient) {
        let ctrlC = AsyncStream<Void>.makeStream()
        let otherBMI = FileLockClient(
            lock: { _, waiting in
                waiting()
                ctrlC.continuation.yield()
                await untilCancelled()
                throw CancellationError()
            },
            checkDirectory: { _ in }
        )
        return (otherBMI, SignalClient { $0 == SignalClient.interrupt ? ctrlC.stream : AsyncStream { _ in } })
    }
}
