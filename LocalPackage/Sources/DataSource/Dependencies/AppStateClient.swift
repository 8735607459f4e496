import Synchronization

/// Safe access to the process-wide `AppState`.
///
/// The seed reads the state, runs the body and writes the state back as three steps, so two tasks
/// can read the same value and one update is lost. Here `withLock` holds a `Mutex` for the whole
/// body: a read–modify–write is one step.
public struct AppStateClient: DependencyClient {
    private let storage: Storage

    public init(_ initialState: AppState = AppState()) {
        storage = Storage(initialState)
    }

    /// Runs `body` on the state with the lock held from start to end and returns what it returns.
    public func withLock<R: Sendable, E: Error>(_ body: (inout AppState) throws(E) -> R) throws(E) -> R {
        try storage.mutex.withLock { (state: inout sending AppState) throws(E) -> R in
            try body(&state)
        }
    }

    /// One state for the whole process.
    public static let liveValue = Self()

    /// A fresh state for each test; state in memory has no side effect to stub.
    public static var testValue: Self { Self() }

    private final class Storage: Sendable {
        let mutex: Mutex<AppState>

        init(_ initialState: AppState) {
            mutex = Mutex(initialState)
        }
    }
}
