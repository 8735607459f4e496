import Observation

/// The shape of every store: it receives actions through `send`, reports each one to its owner
/// through `action` first, then handles it in `reduce`.
@MainActor
public protocol Composable: AnyObject {
    associatedtype Action: Sendable

    var action: (Action) async -> Void { get }

    func reduce(_ action: Action) async
}

extension Composable {
    public func reduce(_ action: Action) async {}

    public func send(_ action: Action) async {
        await self.action(action)
        await reduce(action)
    }
}
