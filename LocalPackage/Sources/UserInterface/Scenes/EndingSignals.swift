import DataSource
import Model
import Synchronization

/// The signals that end a one-shot command (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT), listened for from
/// the start of a command that saves, and from the moment any other has waited half a second for
/// another process's lock: each then cancels the command's task, which calls a wait off, so the
/// command ends saying nothing was saved; the signal is kept to end the command with its status.
/// A save already under way goes through, and the command ends as it says.
/// NB: only then, so that a command that reads and waits for nothing starts no signal relay (a
/// thread, a pipe) for it; a signal ends it as it ends any process. (A session has
/// `TerminalInput`, which listens from the start.)
final class EndingSignals: Sendable {
    private let signalClient: SignalClient
    private let state = Mutex(State())

    private struct State {
        var listening: [Task<Void, Never>]?
        var received: ExitStatus?
        /// The task the command runs in, while it runs.
        var command: RunningCommand?
    }

    init(_ appDependencies: AppDependencies) {
        signalClient = appDependencies.signalClient
    }

    /// Runs the command in the current task, which a signal cancels once `listen` has started.
    /// NB: not in a task of its own: awaiting one suspends the main task, and Swift's async main
    /// on Linux then hands the main actor to a worker thread it starts (a command that waits for
    /// nothing would pay for threads it never needs).
    func run(_ command: () async -> ExitStatus) async -> ExitStatus {
        let current = withUnsafeCurrentTask { $0.map(RunningCommand.init) }
        state.withLock { state in
            state.command = current
            // A signal heard before the command began calls it off from the start.
            if state.received != nil { current?.cancel() }
        }
        defer { state.withLock { $0.command = nil } }
        return await command()
    }

    /// Starts listening, once; called when a wait for the lock has lasted half a second.
    func listen() {
        state.withLock { state in
            guard state.listening == nil else { return }
            state.listening = ExitStatus.endingSignals.map { signal, status in
                let deliveries = signalClient.makeSignalSource(signal)
                return Task.detached { [self] in
                    for await _ in deliveries {
                        self.state.withLock { state in
                            state.received = state.received ?? status
                            state.command?.cancel()
                        }
                    }
                }
            }
        }
    }

    /// Stops listening; the status of the first signal that came, if any.
    func stop() -> ExitStatus? {
        state.withLock { state in
            for task in state.listening ?? [] { task.cancel() }
            return state.received
        }
    }
}

/// The task a command runs in, to be cancelled from the thread a signal is heard on.
/// NB: unchecked, as an `UnsafeCurrentTask` may be used only while its task runs: `run` holds it
/// only while the command runs, and takes it away, under the lock the listener cancels under,
/// before the command's task goes on.
private final class RunningCommand: @unchecked Sendable {
    private let task: UnsafeCurrentTask

    init(_ task: UnsafeCurrentTask) {
        self.task = task
    }

    func cancel() {
        task.cancel()
    }
}
