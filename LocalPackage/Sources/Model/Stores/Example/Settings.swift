import DataSource
import Observation

/// The Settings screen: unit system and tutorial, saved as soon as they change.
@MainActor @Observable public final class Settings: Composable {
    private let preferencesRepository: PreferencesRepository
    private let logService: LogService

    public var preferences: Preferences
    /// The last load or save that failed; cleared by the next that succeeds.
    public var dataError: DataError?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        preferences: Preferences = .standard,
        dataError: DataError? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.preferencesRepository = appDependencies.preferencesRepository
        self.logService = LogService(appDependencies)
        self.preferences = preferences
        self.dataError = dataError
        self.action = action
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .task:
            do {
                preferences = try await preferencesRepository.load()
                dataError = nil
            } catch {
                dataError = error
                logService.log(.dataFailed(error))
            }

        case .unitSystemPickerSelected(let unitSystem):
            await save { $0.unitSystem = unitSystem }

        case .tutorialToggleSwitched(let isOn):
            await save { $0.showsTutorial = isOn }

        case .classificationPickerSelected(let classification):
            await save { $0.classification = classification }

        case .onDisappear, .backButtonTapped, .quitButtonTapped:
            break  // The parent closes the screen or the app.
        }
    }

    /// Saves the one change onto the preferences as they are on disk now: another session may have
    /// changed another setting since this one loaded them, and that change is kept (and shown).
    /// A change that could not be saved is not shown as made either. A choice that is already
    /// the saved one changes nothing: it is read (the file is replaced whole, so no lock) and
    /// neither waits for another process nor writes.
    private func save(_ change: @Sendable (inout Preferences) -> Void) async {
        do {
            // NB: preferences that cannot be read go on to `update`, which moves the file aside
            // (keeping its bytes) and says why; nothing is decided on them here.
            if let saved = try? await preferencesRepository.load() {
                var changed = saved
                change(&changed)
                if changed == saved {
                    preferences = saved
                    dataError = nil
                    return
                }
            }
            preferences = try await preferencesRepository.update(change)
            dataError = nil
            logService.log(.example(.preferencesSaved(preferences)))
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
        }
    }

    public enum Action: ChildScreenAction {
        case task
        case onDisappear
        case unitSystemPickerSelected(UnitSystem)
        case tutorialToggleSwitched(Bool)
        case classificationPickerSelected(Classification)
        case backButtonTapped
        case quitButtonTapped
    }
}
