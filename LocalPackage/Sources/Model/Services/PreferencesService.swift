import DataSource

/// How every screen and command reads the person's preferences: the saved ones, or the standard
/// ones with the reason they could not be read, for the caller to say. Holds no state. (The
/// Settings store, which changes them, reads them through the same repository.)
public struct PreferencesService: Sendable {
    private let preferencesRepository: PreferencesRepository

    public init(_ appDependencies: AppDependencies) {
        preferencesRepository = appDependencies.preferencesRepository
    }

    public func load() async -> (preferences: Preferences, error: DataError?) {
        do {
            return (try await preferencesRepository.load(), nil)
        } catch {
            return (.standard, error)
        }
    }

    /// The unit system to use: `override` (`--unit`) when given, else the saved one.
    public func unitSystem(override: UnitSystem?) async -> (unitSystem: UnitSystem, error: DataError?) {
        if let override { return (override, nil) }
        let (preferences, error) = await load()
        return (preferences.unitSystem, error)
    }
}
