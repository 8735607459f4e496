import DataSource

/// How every screen and command reads the person's preferences: the saved ones, or the standard
/// ones with the reason they could not be read, for the caller to say. What a command chose for
/// its run (`Preferences.Choice`) wins; the file is read only for a setting shown that it did not
/// choose (the tutorial is not one: commands never show it). Holds no state. (The Settings store,
/// which changes them, reads them through the repository.)
public struct PreferencesService: Sendable {
    private let preferencesRepository: PreferencesRepository

    public init(_ appDependencies: AppDependencies) {
        preferencesRepository = appDependencies.preferencesRepository
    }

    public func load(_ chosen: Preferences.Choice = .saved) async -> (preferences: Preferences, error: DataError?) {
        var (preferences, error): (Preferences, DataError?) = (.standard, nil)
        if chosen.unitSystem == nil || chosen.classification == nil {
            do {
                preferences = try await preferencesRepository.load()
            } catch let failure {
                error = failure
            }
        }
        preferences.unitSystem = chosen.unitSystem ?? preferences.unitSystem
        preferences.classification = chosen.classification ?? preferences.classification
        return (preferences, error)
    }
}
