import Synchronization

/// A value that escaping `@Sendable` closures (a stubbed endpoint, say) can record into and a test
/// can read afterwards. `Mutex` cannot be captured itself: it is not copyable.
public final class LockIsolated<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    public init(_ value: Value) {
        mutex = Mutex(value)
    }

    public var value: Value {
        mutex.withLock { $0 }
    }

    public func withValue<R: Sendable, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        try mutex.withLock { (value: inout sending Value) throws(E) -> R in try body(&value) }
    }
}
