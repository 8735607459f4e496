import DataSource

/// How every screen and command reads the person's preferences: the saved ones, or the standard
/// ones with the reason they could not be read, for the caller to say. What the command line chose
/// for this run (`AppState.unitSystemChosen`, `classificationChosen`) wins; the file is read only
/// for a setting shown that it did not choose (the tutorial is not one: commands never show it).
/// Holds no state. (The Settings store, which changes them, reads them through the repository.)
public struct PreferencesService: Sendable {
    private let preferencesRepository: PreferencesRepository
    private let appStateClient: AppStateClient

    public init(_ appDependencies: AppDependencies) {
        preferencesRepository = appDependencies.preferencesRepository
        appStateClient = appDependencies.appStateClient
    }

    public func load() async -> (preferences: Preferences, error: DataError?) {
        let (unitSystem, classification) = appStateClient.withLock { ($0.unitSystemChosen, $0.classificationChosen) }
        var (preferences, error): (Preferences, DataError?) = (.standard, nil)
        if unitSystem == nil || classification == nil {
            do {
                preferences = try await preferencesRepository.load()
            } catch let failure {
                error = failure
            }
        }
        preferences.unitSystem = unitSystem ?? preferences.unitSystem
        preferences.classification = classification ?? preferences.classification
        return (preferences, error)
    }

}
