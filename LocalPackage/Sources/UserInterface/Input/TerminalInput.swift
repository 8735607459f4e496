import DataSource
import Dispatch
import Model
import Synchronization

/// The terminal's lines and the signals that end a session, in the order they come, so a scene
/// waits for either without blocking the main actor. A line is read only when the scene asks
/// for one, with the prompt and the history it belongs to, so the line editor can draw and
/// recall them.
@MainActor final class TerminalInput {
    private let lineReader: LineReader
    private let mailbox = Mailbox()
    // NB: reading blocks until a line arrives, so it runs on a Dispatch queue of its own (a
    // thread Dispatch adds as needed) rather than on one of the few threads Swift concurrency
    // shares between all tasks. One read at a time, in the order asked.
    private let queue = DispatchQueue(label: "terminal-input")
    private var isReading = false
    private let forwarding: [Task<Void, Never>]
    /// Cancels the screen's work under way, if any (`interruptible`).
    private let cancelWork = WorkCancellation()

    init(_ appDependencies: AppDependencies) {
        lineReader = LineReader(appDependencies.terminalClient)
        let (mailbox, cancelWork) = (mailbox, cancelWork)
        let (signalClient, terminalClient) = (appDependencies.signalClient, appDependencies.terminalClient)
        // Listen first: once the first prompt shows, Ctrl-C and the rest are already ours.
        // NB: detached, off the main actor, so a signal is heard whatever the main actor does; it
        // cancels the screen's work (a save waiting for another process's lock ends, saving
        // nothing), then ends the session.
        forwarding =
            ExitStatus.endingSignals.map { signal, status in
                let signals = signalClient.makeSignalSource(signal)
                return Task.detached {
                    for await _ in signals {
                        cancelWork.cancel()
                        mailbox.post(.signal(status))
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

    /// Runs a screen's work (what a line asks for) as a task that a signal ending the session
    /// cancels: a wait for another process's lock is called off, and nothing is saved.
    /// `false` when a signal called the work off.
    @discardableResult
    func interruptible(_ work: @escaping @MainActor () async -> Void) async -> Bool {
        let task = Task { @MainActor in await work() }
        cancelWork.set { task.cancel() }
        await task.value
        cancelWork.set(nil)
        return !task.isCancelled
    }

    /// A signal that came while the screen worked (a save it called off, say), taken from the
    /// events waiting: the session then ends without asking for another line.
    func pendingSignal() -> ExitStatus? {
        mailbox.takeSignal()
    }

    /// Asks for a line (unless a read is still under way from before a signal) and waits for it
    /// or for a signal, whichever comes first.
    func next(_ request: LineRequest) async -> TerminalEvent {
        if !isReading {
            isReading = true
            let (lineReader, mailbox) = (lineReader, mailbox)
            queue.async {
                mailbox.post(.read(lineReader.read(request)))
            }
        }
        let event = await mailbox.next()
        // NB: a signal ends the session, which does not ask again; a read may still be under way.
        if case .read = event { isReading = false }
        return event
    }
}

/// How to cancel the work under way, from the thread a signal is heard on.
private final class WorkCancellation: Sendable {
    private let current = Mutex<(@Sendable () -> Void)?>(nil)

    func set(_ cancel: (@Sendable () -> Void)?) {
        current.withLock { $0 = cancel }
    }

    func cancel() {
        current.withLock { $0 }?()
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

    /// The status of the first waiting event that is a signal, taken; lines read stay in order.
    func takeSignal() -> ExitStatus? {
        state.withLock { state in
            for (index, event) in state.events.enumerated() {
                if case .signal(let status) = event {
                    state.events.remove(at: index)
                    return status
                }
            }
            return nil
        }
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
