/// Each person's goal weight, `goals.json` in the data directory: one per person, as `PersonName`
/// tells people apart.
public struct GoalRepository: Sendable {
    private let file: JSONFile<[Goal]>

    public init(_ directory: DataDirectory, accepting accepts: @escaping @Sendable ([Goal]) -> Bool) {
        file = JSONFile(.goals, in: directory, accepting: accepts)
    }

    /// `name`'s goal, `nil` when they have none.
    public func goal(of name: String) async throws(DataError) -> Goal? {
        try await file.load()?.last { PersonName($0.name) == PersonName(name) }
    }

    /// Sets `name`'s goal to `weight` kilograms, or removes it for `nil`, on the goals as they are
    /// on disk now, under the lock: another process's change to someone else's goal is kept.
    public func setGoal(of name: String, to weight: Double?) async throws(DataError) {
        _ = try await file.update(initial: []) { goals in
            goals.removeAll { PersonName($0.name) == PersonName(name) }
            if let weight { goals.append(Goal(name: name, weight: weight)) }
        }
    }
}
