import Model

/// What a test states a step changes, written as assignments to the store's properties:
/// `$0.entry.count = 3`. Nothing is written to the store: each assignment is recorded, starting
/// from the value before the step, and checked against the store after it.
@dynamicMemberLookup
@MainActor public final class ExpectedState<Store: AnyObject> {
    let store: Store
    private(set) var statements: [Statement] = []

    /// One stated property: its key path, type, value before, and the value stated (`nil` for a
    /// change stated without a value, `changed(_:)`).
    struct Statement {
        var keyPath: AnyKeyPath
        var type: String
        var before: String
        var expected: String?
        /// The property's value in the store now, as text.
        var actual: @MainActor () -> String
        var pending: Any?
    }

    init(_ store: Store) {
        self.store = store
    }

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Store, Value>) -> Value {
        get {
            // A second statement on the same property starts from the first one's value.
            statements.first { $0.keyPath == keyPath }?.pending as? Value ?? store[keyPath: keyPath]
        }
        set {
            let index = statement(for: keyPath)
            statements[index].pending = newValue
            statements[index].expected = StateSnapshot.describe(newValue)
        }
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<Store, Value>) -> Value {
        store[keyPath: keyPath]
    }

    /// States that a property changes without saying to what: one the test cannot write (a task
    /// the store started, a property with a private setter).
    public func changed<Value>(_ keyPath: KeyPath<Store, Value>) {
        _ = statement(for: keyPath)
    }

    /// States a property's new value where the test cannot assign it (a private setter).
    public func expect<Value>(_ keyPath: KeyPath<Store, Value>, _ value: Value) {
        let index = statement(for: keyPath)
        statements[index].pending = value
        statements[index].expected = StateSnapshot.describe(value)
    }

    private func statement<Value>(for keyPath: KeyPath<Store, Value>) -> Int {
        if let index = statements.firstIndex(where: { $0.keyPath == keyPath }) { return index }
        let store = store
        statements.append(
            Statement(
                keyPath: keyPath,
                type: "\(Value.self)",
                before: StateSnapshot.describe(store[keyPath: keyPath]),
                actual: { StateSnapshot.describe(store[keyPath: keyPath]) }
            ))
        return statements.count - 1
    }
}
