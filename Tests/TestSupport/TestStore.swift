import Model
import Testing

/// Drives a store as a view would and checks every step: the whole change of state each action
/// brings, and every action the store reports to its owner.
///
/// - `send(action) { $0.property = value }`: the closure states what the action changes. Every
///   property of the store that changed and was not stated fails the test, naming it, with its
///   value before and after; a stated value that differs, or a stated change that did not happen,
///   fails too. The store needs no code for this: `StateSnapshot` finds its state by reflection.
/// - `receive(.someAction) { … }`: takes the oldest action the store reported by itself (from a
///   subscription, say), matched by case (not by payload: state what it brings instead).
/// - `finish()`, and the TestStore going away: reports not received, and tasks the store started
///   and still runs, fail the test.
/// - `exhaustivity: .off`: only what is stated is checked (for tests about part of the state).
///
/// Failures are reported through Swift Testing at the line of the `send`, `receive` or `finish`.
@MainActor public final class TestStore<Store: Composable> {
    public enum Exhaustivity: Sendable {
        case on
        case off
    }

    public private(set) var store: Store!
    public var exhaustivity: Exhaustivity
    private let reports = LockIsolated<[Store.Action]>([])
    private let isEchoExpected = LockIsolated(false)
    private let sourceLocation: SourceLocation
    /// The state as of the last step checked.
    private var checkpoint: StateSnapshot
    /// What received actions were stated to bring, checked together once every report is received:
    /// the store handled them all before the test could look.
    private var receivedStatements: [ExpectedState<Store>.Statement] = []
    private var receiveLocation: SourceLocation?
    private var isFinished = false

    /// `makeStore` receives the `action` closure to give the store.
    public init(
        exhaustivity: Exhaustivity = .on,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ makeStore: (@escaping (Store.Action) async -> Void) -> Store
    ) {
        self.exhaustivity = exhaustivity
        self.sourceLocation = sourceLocation
        let (reports, isEchoExpected) = (reports, isEchoExpected)
        let store = makeStore { action in
            // The first report during `send` is the sent action itself.
            let isEcho = isEchoExpected.withValue { expected in
                defer { expected = false }
                return expected
            }
            if !isEcho {
                reports.withValue { $0.append(action) }
            }
        }
        self.store = store
        checkpoint = StateSnapshot(of: store)
    }

    /// Sends the action as a view would, then checks the state it leaves against `expected`,
    /// applied to the state before it.
    public func send(
        _ action: Store.Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: (ExpectedState<Store>) -> Void = { _ in }
    ) async {
        checkNothingHappenedUnseen(sourceLocation: sourceLocation)
        let before = StateSnapshot(of: store)
        let expectation = ExpectedState(store!)
        expected(expectation)
        isEchoExpected.withValue { $0 = true }
        await store.send(action)
        check(expectation.statements, before: before, sourceLocation: sourceLocation)
    }

    /// Takes the oldest action the store reported by itself, which must be of `action`'s case
    /// (payloads are not compared), and states what it brought. The state is checked when the last
    /// report is received, against all the receives' statements together.
    ///
    /// NB: the store has already handled it, so a nested statement (`$0.entry.count = 3`)
    /// starts from the state after it: state whole values here.
    public func receive(
        _ action: Store.Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: (ExpectedState<Store>) -> Void = { _ in }
    ) {
        // Not exhaustive: reports of other cases before the one asked for are skipped.
        let skipsOthers = exhaustivity == .off
        let next = reports.withValue { reports in
            while skipsOthers, let first = reports.first, Self.casePath(first) != Self.casePath(action) {
                reports.removeFirst()
            }
            return reports.isEmpty ? nil : reports.removeFirst()
        }
        guard let next else {
            Issue.record(
                "Expected to receive \(Self.casePath(action)), but the store reported nothing.",
                sourceLocation: sourceLocation)
            return
        }
        if Self.casePath(next) != Self.casePath(action) {
            Issue.record(
                "Expected to receive \(Self.casePath(action)), but the store reported \(next).",
                sourceLocation: sourceLocation)
        }
        let expectation = ExpectedState(store!)
        expected(expectation)
        receivedStatements += expectation.statements
        receiveLocation = sourceLocation
        if reports.value.isEmpty {
            checkReceived()
        }
    }

    private func checkReceived() {
        guard let location = receiveLocation else { return }
        check(receivedStatements, before: checkpoint, sourceLocation: location, isAfterTheFact: true)
        receivedStatements = []
        receiveLocation = nil
    }

    /// Fails the test for every report not received and every task the store still runs.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        isFinished = true
        checkReceived()
        if reports.value.isEmpty {  // otherwise each report is named below
            checkNothingHappenedUnseen(sourceLocation: sourceLocation)
        }
        let unreceived = reports.withValue { reports in
            defer { reports = [] }
            return reports
        }
        // Not exhaustive: what the test did not look at is not its concern.
        guard exhaustivity == .on else { return }
        for action in unreceived {
            Issue.record(
                "The store reported \(action), which the test did not receive.", sourceLocation: sourceLocation)
        }
        for child in Mirror(reflecting: store!).children {
            guard let label = child.label, label.hasPrefix("_"), let task = Self.task(in: child.value) else { continue }
            if !task.isCancelled {
                let message =
                    "\(label.dropFirst()) is a task the store started and still runs: end it "
                    + "(send the action that stops it, such as .onDisappear) before the test ends."
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            }
        }
    }

    isolated deinit {
        if !isFinished { finish(sourceLocation: sourceLocation) }
    }

    // MARK: Checking

    /// Between steps, the store may change by itself (a task it started). Such a change must have
    /// come with a report the test receives; one that did not, or reports still waiting, fail.
    private func checkNothingHappenedUnseen(sourceLocation: SourceLocation) {
        guard exhaustivity == .on else { return }
        let waiting = reports.value
        if !waiting.isEmpty {
            let message =
                "The store reported \(waiting.map { Self.casePath($0) }.joined(separator: ", ")) since the last "
                + "step: receive it before going on."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        let now = StateSnapshot(of: store)
        for name in now.changes(from: checkpoint) {
            let message =
                "\(name) changed from \(checkpoint.properties[name]?.value ?? "nothing") to "
                + "\(now.properties[name]?.value ?? "nothing") after the last step, with no report to receive."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        checkpoint = now
    }

    private func check(
        _ statements: [ExpectedState<Store>.Statement],
        before: StateSnapshot,
        sourceLocation: SourceLocation,
        isAfterTheFact: Bool = false
    ) {
        let after = StateSnapshot(of: store)
        defer { checkpoint = after }
        var stated: Set<String> = []
        for statement in statements {
            let actual = statement.actual()
            // The property the statement names: its values before and after agree, its type too
            // where the statement's type is concrete; each property is named by one statement only
            // (two properties of one type may change alike).
            let candidates = after.properties.keys.sorted().filter { name in
                !stated.contains(name) && after.properties[name]?.value == actual
                    && (isAfterTheFact || before.properties[name]?.value == statement.before)
            }
            let name =
                candidates.first { after.properties[$0]?.type == statement.type }
                ?? (candidates.count == 1 ? candidates.first : nil)
            if let name { stated.insert(name) }
            let shownName = name ?? "a property of type \(statement.type)"
            let previous = name.flatMap { before.properties[$0]?.value } ?? statement.before
            if let expected = statement.expected, expected != actual {
                let message =
                    actual == previous
                    ? "\(shownName) was stated to change to \(expected), but it did not change: \(actual)."
                    : "\(shownName) is \(actual), not \(expected) as stated."
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            } else if statement.expected == nil, actual == previous {
                Issue.record(
                    "\(shownName) was stated to change, but it did not: \(actual).", sourceLocation: sourceLocation)
            }
        }
        guard exhaustivity == .on else { return }
        for name in after.changes(from: before) where !stated.contains(name) {
            let message =
                "\(name) changed from \(before.properties[name]?.value ?? "nothing") to "
                + "\(after.properties[name]?.value ?? "nothing"), but the test did not state it."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// `form.task` for `.form(.task)`: the case names, into the actions a case holds.
    static func casePath(_ action: Any) -> String {
        let mirror = Mirror(reflecting: action)
        guard mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label else {
            return String(describing: action)
        }
        let payload = Mirror(reflecting: child.value)
        if payload.displayStyle == .enum, "\(type(of: child.value))".hasSuffix("Action") {
            return label + "." + casePath(child.value)
        }
        return label
    }

    /// The task a property holds, optional or not.
    private static func task(in value: Any) -> (any RunningTask)? {
        if let task = value as? any RunningTask { return task }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else { return nil }
        return wrapped as? any RunningTask
    }
}
