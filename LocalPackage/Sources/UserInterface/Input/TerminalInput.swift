import DataSource
import Dispatch
import Model
import Synchronization

/// The terminal's lines and the signals that end a session, in the order they come, so a scene
/// waits for either without blocking the main actor. A line is read only when the scene asks
/// for one, with the prompt and the history it belongs to, so the line editor can draw and
/// recall them.
@MainActor final class TerminalInput {
    private let terminalClient: TerminalClient
    private let mailbox = Mailbox()
    // NB: reading blocks until a line arrives, so it runs on a Dispatch queue of its own (a
    // thread Dispatch adds as needed) rather than on one of the few threads Swift concurrency
    // shares between all tasks. One read at a time, in the order asked.
    private let queue = DispatchQueue(label: "terminal-input")
    private var isReading = false
    private let forwarding: [Task<Void, Never>]

    init(_ appDependencies: AppDependencies) {
        terminalClient = appDependencies.terminalClient
        let (mailbox, fileLockClient) = (mailbox, appDependencies.fileLockClient)
        let (signalClient, terminalClient) = (appDependencies.signalClient, appDependencies.terminalClient)
        // Listen first: once the first prompt shows, Ctrl-C and the rest are already ours.
        // NB: detached, off the main actor: a save waiting for another process's lock holds the
        // main actor, and Ctrl-C must reach the wait to call it off.
        let endings: [(Int32, TerminalEvent)] = [
            (SignalClient.interrupt, .interrupt), (SignalClient.terminate, .terminate(.terminated)),
            (SignalClient.hangUp, .terminate(.hungUp)), (SignalClient.quit, .terminate(.quit)),
        ]
        forwarding =
            endings.map { signal, event in
                let signals = signalClient.makeSignalSource(signal)
                return Task.detached {
                    for await _ in signals {
                        fileLockClient.cancelWaiting()
                        mailbox.post(event)
                    }
                }
            } + [
                // Ctrl-Z between lines (the line editor reads it as a key while it edits).
                Task.detached { [signals = signalClient.makeSignalSource(SignalClient.suspend)] in
                    for await _ in signals { terminalClient.suspend() }
                }
            ]
    }

    deinit {
        for task in forwarding { task.cancel() }
    }

    /// Asks for a line (unless a read is still under way from before a signal) and waits for it
    /// or for a signal, whichever comes first.
    func next(_ request: LineRequest) async -> TerminalEvent {
        if !isReading {
            isReading = true
            let (terminalClient, mailbox) = (terminalClient, mailbox)
            queue.async {
                mailbox.post(.read(terminalClient.readLine(request)))
            }
        }
        let event = await mailbox.next()
        // NB: a signal ends the session, which does not ask again; a read may still be under way.
        if case .read = event { isReading = false }
        return event
    }
}

/// Events posted from any thread, taken one at a time by the one scene waiting.
private final class Mailbox: Sendable {
    private struct State {
        var events: [TerminalEvent] = []
        var waiting: CheckedContinuation<TerminalEvent, Never>?
    }

    private let state = Mutex(State())

    func post(_ event: TerminalEvent) {
        let waiting = state.withLock { state in
            guard let waiting = state.waiting else {
                state.events.append(event)
                return CheckedContinuation<TerminalEvent, Never>?.none
            }
            state.waiting = nil
            return waiting
        }
        waiting?.resume(returning: event)
    }

    func next() async -> TerminalEvent {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                guard !state.events.isEmpty else {
                    state.waiting = continuation
                    return TerminalEvent?.none
                }
                return state.events.removeFirst()
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
