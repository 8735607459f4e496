import Synchronization

/// A value that changes over time, shared by any number of subscribers: each `stream()` starts
/// with the latest value, then gets every later one, until the subscriber stops iterating or
/// `finish()` ends them all.
///
/// NB: the idea of LUCA v3's `AsyncStreamBundle`, written with the toolchain alone (no
/// swift-async-algorithms). Every subscriber gets every value in order, however far behind it
/// is; the values here are few and small.
public final class SharedStream<Value: Sendable>: Sendable {
    private struct State {
        var value: Value
        var subscribers: [Int: AsyncStream<Value>.Continuation] = [:]
        var nextID = 0
        var isFinished = false
    }

    private let state: Mutex<State>

    public init(_ initialValue: Value) {
        state = Mutex(State(value: initialValue))
    }

    /// The latest value.
    public var value: Value {
        state.withLock { $0.value }
    }

    /// How many streams are being iterated now.
    public var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Makes `value` the latest and hands it to every subscriber.
    public func send(_ value: Value) {
        state.withLock { state in
            state.value = value
            // Yielding under the lock keeps every subscriber's order the order of `send`s.
            for (id, subscriber) in state.subscribers {
                if case .terminated = subscriber.yield(value) {
                    state.subscribers[id] = nil
                }
            }
        }
    }

    /// The latest value, then each one sent after it.
    public func stream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        let isFinished = state.withLock { state in
            continuation.yield(state.value)
            if !state.isFinished {
                state.subscribers[id] = continuation
            }
            return state.isFinished
        }
        if isFinished {
            continuation.finish()
        }
        return stream
    }

    /// Ends every stream; later ones end after the latest value.
    public func finish() {
        // Finished outside the lock: `finish` runs `onTermination`, which takes the lock.
        // NB: the dictionary itself, not `Array(….values)`: in this generic type, copying the
        // values was looked up at run time by name, a fifth of `bmi calc`'s start-up beyond the floor.
        let subscribers = state.withLock { state in
            state.isFinished = true
            defer { state.subscribers = [:] }
            return state.subscribers
        }
        for (_, subscriber) in subscribers {
            subscriber.finish()
        }
    }
}
