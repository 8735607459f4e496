import Synchronization

/// Returns once the current task is cancelled, and not before: another process that holds a
/// lock until it is told to give up, with no clock. (A test that relies on it sets a
/// `.timeLimit`, so a cancel that never comes fails the test rather than hanging CI.)
public func untilCancelled() async {
    let gate = CancelGate()
    await withTaskCancellationHandler {
        await withCheckedContinuation { gate.wait($0) }
    } onCancel: {
        gate.open()
    }
}

private final class CancelGate: Sendable {
    private struct State {
        var isOpen = false
        var waiting: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    func wait(_ continuation: CheckedContinuation<Void, Never>) {
        let isOpen = state.withLock { state in
            if !state.isOpen { state.waiting = continuation }
            return state.isOpen
        }
        if isOpen { continuation.resume() }
    }

    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume()
    }
}
