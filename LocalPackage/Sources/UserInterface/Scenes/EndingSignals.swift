import DataSource
import Model
import Synchronization

/// The signals that end a one-shot command (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT), listened for once
/// the command has waited half a second for another process's lock: each then cancels the
/// command's task, which calls the wait off, so the command ends saying nothing was saved; the
/// signal is kept to end the command with its status.
/// NB: only from then on, so that a command that waits for nothing starts no signal relay (a
/// thread, a pipe) for it; before, a signal ends the process as it ends any. (A session has
/// `TerminalInput`, which listens from the start.)
final class EndingSignals: Sendable {
    private let signalClient: SignalClient
    private let state = Mutex(State())

    private struct State {
        var listening: [Task<Void, Never>]?
        var received: ExitStatus?
        /// Cancels the command's task.
        var cancel: (@Sendable () -> Void)?
    }

    init(_ appDependencies: AppDependencies) {
        signalClient = appDependencies.signalClient
    }

    /// Runs the command as a task of its own, which a signal cancels once `listen` has started.
    func run(_ command: @escaping @MainActor () async -> ExitStatus) async -> ExitStatus {
        let task = Task { @MainActor in await command() }
        state.withLock { $0.cancel = { task.cancel() } }
        return await task.value
    }

    /// Starts listening, once; called when a wait for the lock has lasted half a second.
    func listen() {
        let endings: [(Int32, ExitStatus)] = [
            (SignalClient.interrupt, .interrupted), (SignalClient.terminate, .terminated),
            (SignalClient.hangUp, .hungUp), (SignalClient.quit, .quit),
        ]
        state.withLock { state in
            guard state.listening == nil else { return }
            state.listening = endings.map { signal, status in
                let deliveries = signalClient.makeSignalSource(signal)
                return Task.detached { [self] in
                    for await _ in deliveries {
                        let cancel = self.state.withLock { state in
                            state.received = state.received ?? status
                            return state.cancel
                        }
                        cancel?()
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
