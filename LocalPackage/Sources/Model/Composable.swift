import Observation

/// The shape of every store: it receives actions through `send`, reports each one to its owner
/// through `action` first, then handles it in `reduce`. A store is equal only to itself, so a
/// navigation path of stores (`Home.Path`) is `Hashable` without a line of its own.
@MainActor
public protocol Composable: AnyObject, Hashable {
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

    /// The screen's name in logs: the store's type, starting lowercase (`Home` logs as `home`).
    public nonisolated static var screenName: String {
        let type = "\(Self.self)"
        return type.prefix(1).lowercased() + type.dropFirst()
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
