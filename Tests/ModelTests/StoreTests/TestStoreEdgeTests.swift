import DataSource
import Foundation
import Model
import Observation
import TestSupport
import Testing

/// A store made to probe the TestStore at the edges an outside attack found.
@MainActor @Observable final class Probe: Composable {
    var a = 0
    var b = 0
    var blob = Data([1, 2, 3])
    var date = Date(timeIntervalSinceReferenceDate: 0)
    var node: Node?
    var spelling = Spelling(text: "note")
    var task: Task<Void, Never>?
    let action: (Action) async -> Void

    init(action: @escaping (Action) async -> Void) {
        self.action = action
    }

    func reduce(_ action: Action) async {
        switch action {
        case .setBoth(let value):
            a = value
            b = value
        case .setBlob(let data):
            blob = data
        case .setDate(let date):
            self.date = date
        case .respell(let text):
            spelling = Spelling(text: text)
        case .makeCycle:
            let node = Node()
            node.next = node
            self.node = node
        case .startWriting:
            task = Task { [weak self] in self?.a = 5 }  // a change later, with no report
        case .stop:
            task?.cancel()
            task = nil
        }
    }

    enum Action: Sendable {
        case setBoth(Int)
        case setBlob(Data)
        case setDate(Date)
        case respell(String)
        case makeCycle
        case startWriting
        case stop
    }
}

final class Node {
    var next: Node?
}

/// Equal whatever the case of its letters: its own `==` says what a change is.
struct Spelling: Equatable {
    var text: String

    static func == (lhs: Spelling, rhs: Spelling) -> Bool {
        lhs.text.lowercased() == rhs.text.lowercased()
    }
}

@MainActor struct TestStoreEdgeTests {
    @Test
    func send_TwoPropertiesOfOneTypeChangingAlike_BothStated_Passes() async {
        let sut = TestStore { Probe(action: $0) }
        await sut.send(.setBoth(1)) {
            $0.a = 1
            $0.b = 1
        }
    }

    @Test
    func send_DataOfTheSameSizeChanged_Caught() async {
        let sut = TestStore { Probe(action: $0) }
        await withKnownIssue {
            await sut.send(.setBlob(Data([4, 5, 6])))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("blob changed") }
        }
    }

    @Test
    func send_DateChangedWithinTheSameSecond_Caught() async {
        let sut = TestStore { Probe(action: $0) }
        await withKnownIssue {
            await sut.send(.setDate(Date(timeIntervalSinceReferenceDate: 0.5)))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("date changed") }
        }
    }

    /// A property is compared by its type's `==` where it is `Equatable`, not by its parts.
    @Test
    func send_AValueItsTypeCallsEqual_IsNoChange() async {
        let sut = TestStore { Probe(action: $0) }
        await sut.send(.respell("NOTE"))
        await withKnownIssue {
            await sut.send(.respell("kg"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("spelling changed") }
        }
    }

    @Test
    func send_AValueThatPointsAtItself_DescribedWithoutEndlessRecursion() async {
        let sut = TestStore { Probe(action: $0) }
        await sut.send(.makeCycle) {
            $0.changed(\.node)
        }
    }

    @Test
    func send_AChangeAfterTheLastStepWithNoReport_CaughtAtTheNextStep() async {
        let sut = TestStore { Probe(action: $0) }
        await sut.send(.startWriting) {
            $0.changed(\.task)
        }
        await sut.store.task?.value
        await withKnownIssue {
            await sut.send(.stop) {
                $0.task = nil
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("a changed from 0 to 5 after the last step") }
        }
    }
}
