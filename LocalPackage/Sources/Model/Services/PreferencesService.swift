import DataSource

/// How every screen and command reads the person's preferences: the saved ones, or the standard
/// ones with the reason they could not be read, for the caller to say; the unit system the command
/// line chose for this run (`AppState.unitSystemChosen`) wins, and the file is then not read.
/// Holds no state. (The Settings store, which changes them, reads them through the repository.)
public struct PreferencesService: Sendable {
    private let preferencesRepository: PreferencesRepository
    private let appStateClient: AppStateClient

    public init(_ appDependencies: AppDependencies) {
        preferencesRepository = appDependencies.preferencesRepository
        appStateClient = appDependencies.appStateClient
    }

    public func load() async -> (preferences: Preferences, error: DataError?) {
        if let chosen = appStateClient.withLock({ $0.unitSystemChosen }) {
            return (Preferences(unitSystem: chosen), nil)
        }
        do {
            return (try await preferencesRepository.load(), nil)
        } catch {
            return (.standard, error)
        }
    }

}
