/// The person's preferences, `settings.json` in the data directory.
public struct PreferencesRepository: Sendable {
    private let file: JSONFile<Preferences>

    public init(_ directory: DataDirectory, accepting accepts: @escaping @Sendable (Preferences) -> Bool) {
        file = JSONFile(.settings, in: directory, accepting: accepts)
    }

    /// The saved preferences, or `.standard` when none were saved yet.
    public func load() async throws(DataError) -> Preferences {
        try await file.load() ?? .standard
    }

    /// Changes the saved preferences as they are on disk now, under the lock, so a setting another
    /// session changed meanwhile is kept. Returns the preferences saved.
    public func update(_ change: @Sendable (inout Preferences) -> Void) async throws(DataError) -> Preferences {
        try await file.update(initial: .standard, change)
    }
}
