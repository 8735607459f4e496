import DataSource
import Model
import Synchronization

/// The signals that end a one-shot command (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT), while it runs:
/// each calls off a wait for another process's lock, so the command ends saying nothing was
/// saved rather than waiting on, and is kept to end the command with its status. (A session
/// has `TerminalInput`, which does the same between its prompts.)
@MainActor final class EndingSignals {
    private let received = FirstSignal()
    private var listening: [Task<Void, Never>] = []

    init(_ appDependencies: AppDependencies) {
        let (signalClient, fileLockClient) = (appDependencies.signalClient, appDependencies.fileLockClient)
        let endings: [(Int32, ExitStatus)] = [
            (SignalClient.interrupt, .interrupted), (SignalClient.terminate, .terminated),
            (SignalClient.hangUp, .hungUp), (SignalClient.quit, .quit),
        ]
        listening = endings.map { [received] signal, status in
            let deliveries = signalClient.makeSignalSource(signal)
            // NB: detached, off the main actor, which a wait for the lock holds.
            return Task.detached {
                for await _ in deliveries {
                    received.status.withLock { $0 = $0 ?? status }
                    fileLockClient.cancelWaiting()
                }
            }
        }
    }

    /// Stops listening; the status of the first signal that came, if any.
    func stop() -> ExitStatus? {
        for task in listening { task.cancel() }
        return received.status.withLock { $0 }
    }
}

/// The status of the first ending signal, set from the listening tasks.
private final class FirstSignal: Sendable {
    let status = Mutex<ExitStatus?>(nil)
}
