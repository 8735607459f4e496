import Foundation
import Model

/// A store's state, one entry per stored property that `@Observable` tracks, found by reflection:
/// no code in the store. `Mirror` shows the macro's backing storage (`_count` for `count`); `let`
/// properties (dependencies, the `action` closure) and the registrar are not state.
///
/// Two values of a property are compared by their type's `==` where it is `Equatable` (every
/// state type of the app's stores is), and by their description otherwise (written whole: see
/// `describe`). What it cannot see: `@ObservationIgnored` properties, and the inside of a value
/// that is itself a store (compared by identity: pushing another store is a change, its own state
/// is its own test's).
struct StateSnapshot: Equatable {
    /// Property name → its type and value.
    var properties: [String: Property]

    struct Property: Equatable {
        var type: String
        /// As text, for messages, and for comparing a value that is not `Equatable`.
        var value: String
        /// The value itself, when its type is `Equatable`.
        var equatable: (any Equatable)?

        init(_ value: Any) {
            type = "\(Swift.type(of: value))"
            self.value = StateSnapshot.describe(value)
            equatable = value is any Composable ? nil : value as? any Equatable
        }

        static func == (lhs: Property, rhs: Property) -> Bool {
            guard lhs.type == rhs.type else { return false }
            guard let left = lhs.equatable, let right = rhs.equatable else { return lhs.value == rhs.value }
            return left.isEqual(to: right)
        }
    }

    init(of store: AnyObject) {
        var properties: [String: Property] = [:]
        // The store's class and its superclasses: state a store inherits is its state too.
        var mirror: Mirror? = Mirror(reflecting: store)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { continue }
                properties[String(label.dropFirst())] = Property(child.value)
            }
            mirror = current.superclassMirror
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
        var visited: Set<ObjectIdentifier> = []
        return describe(value, visited: &visited)
    }

    private static func describe(_ value: Any, visited: inout Set<ObjectIdentifier>) -> String {
        if value is any Composable {
            return "\(type(of: value))(\(ObjectIdentifier(value as AnyObject).debugDescription))"
        }
        // NB: Foundation's own descriptions lose what matters here: Data shows its size, Date the
        // second. Each is written whole.
        if let data = value as? Data { return "Data(\(data.base64EncodedString()))" }
        if let date = value as? Date { return "Date(\(date.timeIntervalSinceReferenceDate))" }
        if value is URL || value is UUID { return String(reflecting: value) }
        if let number = value as? Double { return number == 0 ? "0.0" : String(reflecting: number) }  // -0.0 == 0.0
        if let task = value as? any RunningTask {
            return "Task(\(task.isCancelled ? "cancelled" : "running"), \(task.hashValue))"
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            // A class value may point back at itself (a parent link): written once, then by name.
            guard visited.insert(ObjectIdentifier(value as AnyObject)).inserted else {
                return "\(type(of: value))(…cycle)"
            }
        }
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { "Optional(\(describe($0.value, visited: &visited)))" } ?? "nil"
        case .collection, .tuple:
            return "[" + parts(of: mirror, visited: &visited) + "]"
        case .set, .dictionary:
            var elements: [String] = []
            for child in mirror.children { elements.append(describe(child.value, visited: &visited)) }
            return "[" + elements.sorted().joined(separator: ", ") + "]"
        case .struct, .enum, .class:
            // A class's own parts, then those it inherits.
            var all: [String] = []
            var current: Mirror? = mirror
            while let level = current {
                if !level.children.isEmpty { all.append(parts(of: level, visited: &visited)) }
                current = level.superclassMirror
            }
            guard !all.isEmpty else { return String(reflecting: value) }
            return "\(type(of: value))(\(all.joined(separator: ", ")))"
        default:
            return String(reflecting: value)
        }
    }

    private static func parts(of mirror: Mirror, visited: inout Set<ObjectIdentifier>) -> String {
        var parts: [String] = []
        for child in mirror.children {
            parts.append((child.label.map { "\($0): " } ?? "") + describe(child.value, visited: &visited))
        }
        return parts.joined(separator: ", ")
    }
}

extension Equatable {
    /// `==` with a value of any type: `false` when it is not of this one.
    fileprivate func isEqual(to other: any Equatable) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

/// A `Task` of any result, to tell whether a store left one running.
protocol RunningTask: Hashable {
    var isCancelled: Bool { get }
}

extension Task: RunningTask {}
