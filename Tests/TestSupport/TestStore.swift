import Model
import Testing

/// Wraps a store to check what it reports to its owner. Every action a test sends is reported
/// by `Composable.send` and expected; any other report (an action the store sends itself, from a
/// subscription, say) must be taken with `receive`, in order. Reports left unreceived when the
/// TestStore goes away fail the test.
@MainActor public final class TestStore<Store: Composable> {
    public private(set) var store: Store!
    private let reports = LockIsolated<[Store.Action]>([])
    private let isEchoExpected = LockIsolated(false)
    private let sourceLocation: SourceLocation

    /// `makeStore` receives the `action` closure to give the store.
    public init(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ makeStore: (@escaping (Store.Action) async -> Void) -> Store
    ) {
        self.sourceLocation = sourceLocation
        let (reports, isEchoExpected) = (reports, isEchoExpected)
        store = makeStore { action in
            // The first report during `send` is the sent action itself.
            let isEcho = isEchoExpected.withValue { expected in
                defer { expected = false }
                return expected
            }
            if !isEcho {
                reports.withValue { $0.append(action) }
            }
        }
    }

    /// Sends the action as a view would.
    public func send(_ action: Store.Action) async {
        isEchoExpected.withValue { $0 = true }
        await store.send(action)
    }

    /// Takes the oldest unreceived report; fails the test unless `matches` accepts it.
    public func receive(
        _ description: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        where matches: (Store.Action) -> Bool
    ) {
        let next = reports.withValue { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else {
            Issue.record(
                "Expected to receive \(description), but nothing was reported.", sourceLocation: sourceLocation)
            return
        }
        if !matches(next) {
            Issue.record("Expected to receive \(description), but received \(next).", sourceLocation: sourceLocation)
        }
    }

    /// Fails the test for every report not received yet, and forgets them.
    public func assertAllReceived() {
        let unreceived = reports.withValue { reports in
            defer { reports = [] }
            return reports
        }
        for action in unreceived {
            Issue.record(
                "The store reported \(action), which the test did not receive.", sourceLocation: sourceLocation)
        }
    }

    isolated deinit {
        assertAllReceived()
    }
}
