import Foundation
import Model

/// A store's state as text, one entry per stored property that `@Observable` tracks, found by
/// reflection: no code in the store. `Mirror` shows the macro's backing storage (`_person` for
/// `person`); `let` properties (dependencies, the `action` closure) and the registrar are not state.
///
/// What it cannot see: `@ObservationIgnored` properties, and the inside of a value that is itself a
/// store (compared by identity: pushing another store is a change, its own state is its own test's).
struct StateSnapshot: Equatable {
    /// Property name → its type and value, as text.
    var properties: [String: Property]

    struct Property: Equatable {
        var type: String
        var value: String
    }

    init(of store: AnyObject) {
        var properties: [String: Property] = [:]
        for child in Mirror(reflecting: store).children {
            guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { continue }
            properties[String(label.dropFirst())] = Property(
                type: "\(type(of: child.value))", value: Self.describe(child.value))
        }
        self.properties = properties
    }

    /// The names of the properties whose value differs from `other`'s, sorted.
    func changes(from other: StateSnapshot) -> [String] {
        properties.keys.filter { properties[$0] != other.properties[$0] }.sorted()
    }

    /// A value as text that is equal for equal values: stores by identity, Foundation values by
    /// their own description, everything else by its parts.
    static func describe(_ value: Any) -> String {
        if value is any Composable {
            return "\(type(of: value))(\(ObjectIdentifier(value as AnyObject).debugDescription))"
        }
        if value is URL || value is Date || value is UUID || value is Data {
            return String(reflecting: value)
        }
        if let task = value as? any RunningTask {
            return "Task(\(task.isCancelled ? "cancelled" : "running"), \(task.hashValue))"
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { "Optional(\(describe($0.value)))" } ?? "nil"
        case .collection, .tuple:
            return "["
                + mirror.children.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value) }
                .joined(separator: ", ") + "]"
        case .set, .dictionary:
            return "[" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "]"
        case .struct, .enum, .class:
            guard !mirror.children.isEmpty else { return String(reflecting: value) }
            let parts = mirror.children.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value) }
            return "\(type(of: value))(\(parts.joined(separator: ", ")))"
        default:
            return String(reflecting: value)
        }
    }
}

/// A `Task` of any result, to tell whether a store left one running.
protocol RunningTask: Hashable {
    var isCancelled: Bool { get }
}

extension Task: RunningTask {}
