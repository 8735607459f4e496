import DataSource
import Model
import Observation
import TestSupport
import Testing

/// A store of this file's own, so that TestStore is tested apart from any screen: a count, and a
/// subscription that reports each value a stream gives.
@MainActor @Observable private final class Counter: Composable {
    var count: Int
    private(set) var subscription: Task<Void, Never>?
    let action: (Action) async -> Void
    private let values: SharedStream<Int>

    init(values: SharedStream<Int> = SharedStream(0), action: @escaping (Action) async -> Void) {
        self.count = 0
        self.values = values
        self.action = action
    }

    func reduce(_ action: Action) async {
        switch action {
        case .task:
            let stream = values.stream()
            subscription = Task { [weak self] in
                for await value in stream {
                    await self?.send(.received(value))
                }
            }
        case .onDisappear:
            subscription?.cancel()
            subscription = nil
        case .incrementButtonTapped:
            count += 1
        case .received(let value):
            count = value
        }
    }

    enum Action: Sendable {
        case task
        case onDisappear
        case incrementButtonTapped
        case received(Int)
    }
}

/// The TestStore must fail a test exactly when it should: each kind of mistake is reported, and a
/// correct test passes.
@MainActor struct TestStoreTests {
    /// A counter whose subscription has given its first value (0) and ended: one report waits.
    private func counterWithAReport(
        exhaustivity: TestStore<Counter>.Exhaustivity = .on
    ) async -> TestStore<Counter> {
        let values = SharedStream(0)
        let sut = TestStore(exhaustivity: exhaustivity) { Counter(values: values, action: $0) }
        await sut.send(.task) {
            $0.changed(\.subscription)
        }
        values.finish()
        await sut.store.subscription?.value
        return sut
    }

    @Test
    func send_EveryChangeStated_Passes() async {
        let sut = TestStore { Counter(action: $0) }
        await sut.send(.incrementButtonTapped) {
            $0.count = 1
        }
        sut.finish()
    }

    @Test
    func send_AChangeNotStated_FailsNamingItWithBothValues() async {
        let sut = TestStore { Counter(action: $0) }
        await withKnownIssue {
            await sut.send(.incrementButtonTapped)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("count changed from 0 to 1") }
        }
    }

    @Test
    func send_AStatedChangeThatDidNotHappen_Fails() async {
        let sut = TestStore { Counter(action: $0) }
        await withKnownIssue {
            await sut.send(.onDisappear) {
                $0.count = 1
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("count was stated to change") }
        }
    }

    @Test
    func send_AWrongValue_FailsWithTheActualValue() async {
        let sut = TestStore { Counter(action: $0) }
        await withKnownIssue {
            await sut.send(.incrementButtonTapped) {
                $0.count = 2
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("count is 1") }
        }
    }

    @Test
    func send_ExhaustivityOff_OnlyWhatIsStatedIsChecked() async {
        let sut = TestStore(exhaustivity: .off) { Counter(action: $0) }
        await sut.send(.incrementButtonTapped)
        await sut.send(.incrementButtonTapped) {
            $0.count = 2
        }
    }

    @Test
    func receive_AReportStated_Passes() async {
        let values = SharedStream(0)
        let sut = TestStore { Counter(values: values, action: $0) }
        await sut.send(.task) {
            $0.changed(\.subscription)
        }
        values.send(4)
        values.finish()
        await sut.store.subscription?.value
        sut.receive(.received(0))
        sut.receive(.received(4)) {
            $0.count = 4
        }
        await sut.send(.onDisappear) {
            $0.expect(\.subscription, nil)
        }
        sut.finish()
    }

    @Test
    func finish_AReportNotReceived_Fails() async {
        let sut = await counterWithAReport()
        sut.store.subscription?.cancel()
        withKnownIssue {
            // .received(0) was never received.
            sut.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("which the test did not receive") }
        }
    }

    @Test
    func finish_ExhaustivityOff_ReportsNotReceivedAreNotItsConcern() async {
        let sut = await counterWithAReport(exhaustivity: .off)
        sut.store.subscription?.cancel()
        sut.finish()
    }

    @Test
    func finish_ATaskStillRunning_Fails() async {
        let sut = TestStore { Counter(action: $0) }
        await sut.send(.task) {
            $0.changed(\.subscription)
        }
        withKnownIssue {
            sut.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("subscription is a task") }
        }
        sut.store.subscription?.cancel()
    }

    @Test
    func receive_NothingReported_Fails() {
        let sut = TestStore { Counter(action: $0) }
        withKnownIssue {
            sut.receive(.task)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("but the store reported nothing.") }
        }
    }

    @Test
    func receive_AnotherCase_Fails() async {
        let sut = await counterWithAReport()
        withKnownIssue {
            sut.receive(.incrementButtonTapped)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("Expected to receive incrementButtonTapped, but the store reported .received(0)")
            }
        }
        await sut.send(.onDisappear) {
            $0.expect(\.subscription, nil)
        }
        sut.finish()
    }

}
