import DataSource
import Observation

/// The root screen: the menu, and the stack of screens opened from it. The screen shown is the
/// top of `path`, or Home when it is empty. `luca feature` adds each screen as a case of `Path`;
/// what Home shows of a screen's data is read in `task` (see "A feature's data on Home"
/// in docs/adding-a-feature.md).
@MainActor @Observable public final class Home: Composable {
    // luca:example-begin
    private let appStateClient: AppStateClient
    private let historyRepository: HistoryRepository
    private let personRepository: PersonRepository
    private let bmiService: BMIService
    private let logService: LogService
    private let dateClient: DateClient
    private let appDependencies: AppDependencies

    // luca:example-end
    public var path: [Path]
    // luca:example-begin
    /// Created on the first `task` and kept: Home shows its unit system, and the Settings screen
    /// is this same store, pushed as it is.
    public var settings: Settings?
    /// The newest record in the history, by measurement date.
    public var latestRecord: BMIRecord?
    /// Why the history could not be read when Home last appeared; Home then has no latest record
    /// to show, and says why rather than that nothing was saved.
    public var historyError: DataError?
    /// Whose the records saved before the history kept names are (the saved person's), as read
    /// when Home last appeared; `nil` when nobody could be read.
    public var unnamedRecordsOwner: String?
    /// Lines of the history that could not be read as records when Home last appeared.
    public var undecodableHistoryLines: [Int]
    // luca:example-end
    /// Set when the person chose to quit, on any screen; the scene then ends the app.
    public var isQuitRequested: Bool
    // luca:example-begin
    /// Follows `AppState.latestRecord` from `task` to `onDisappear`.
    public private(set) var latestRecordSubscription: Task<Void, Never>?
    // luca:example-end
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        path: [Path] = [],
        // luca:example-begin
        settings: Settings? = nil,
        latestRecord: BMIRecord? = nil,
        historyError: DataError? = nil,
        undecodableHistoryLines: [Int] = [],
        // luca:example-end
        isQuitRequested: Bool = false,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        // luca:example-begin
        self.appStateClient = appDependencies.appStateClient
        self.historyRepository = appDependencies.historyRepository
        self.personRepository = appDependencies.personRepository
        self.bmiService = BMIService(appDependencies)
        self.logService = LogService(appDependencies)
        self.dateClient = appDependencies.dateClient
        self.appDependencies = appDependencies
        // luca:example-end
        self.path = path
        // luca:example-begin
        self.settings = settings
        self.latestRecord = latestRecord
        self.historyError = historyError
        self.undecodableHistoryLines = undecodableHistoryLines
        // luca:example-end
        self.isQuitRequested = isQuitRequested
        self.action = action
    }

    // luca:example-begin
    public var historyFileURL: URL {
        historyRepository.fileURL
    }

    /// BMIs calculated since launch, on any screen, for the goodbye line.
    public var calculationCount: Int {
        appStateClient.withLock { $0.calculationCount }
    }

    /// The latest record's BMI, whatever unit system is chosen.
    public var latestBMI: Double? {
        latestRecord.map { bmiService.calculateBMI($0) }
    }

    /// When the latest record was measured, on the local wall clock.
    public var latestLocalTime: LocalTime? {
        latestRecord.map { dateClient.localTime($0.date) }
    }

    /// Whose the latest record is; `nil` when it cannot be said (a record saved before names were
    /// kept, with nobody saved).
    public var latestOwner: String? {
        latestRecord.flatMap { $0.name ?? unnamedRecordsOwner }
    }

    public var latestCategory: BMICategory? {
        latestBMI.flatMap { bmiService.category(bmi: $0, in: classification) }
    }

    /// Whose categories Home gives: the saved setting's, as the Settings screen changes it.
    public var classification: Classification {
        settings?.preferences.classification ?? Preferences.standard.classification
    }

    // luca:example-end
    public func reduce(_ action: Action) async {
        switch action {
        // luca:example-begin
        case .task:
            if settings == nil {
                let settings = Settings(appDependencies, action: screenAction())
                self.settings = settings
                // Loaded once; from then on the Settings screen changes this same store.
                await settings.send(.task)
            }
            // Read again each time Home is back on top: another process may have saved since.
            await publishNewestRecord()
            subscribeToLatestRecord()

        case .onDisappear:
            latestRecordSubscription?.cancel()
            latestRecordSubscription = nil

        case .latestRecordReceived(let record):
            latestRecord = record
        // luca:example-end
        // luca:bare: case .task, .onDisappear:
        // luca:bare:     break  // Nothing to read or follow yet.

        case .screenButtonTapped(let screen):
            path.append(screen)

        case .screenBackButtonTapped:
            _ = path.popLast()

        case .quitButtonTapped:
            isQuitRequested = true
        }
    }

    /// The `action` of a screen Home pushes: its Back pops it, and its Quit ends the app; its
    /// other actions are its own. (Held weakly: the screen is on Home's path.)
    public func screenAction<ScreenAction: ChildScreenAction>() -> (ScreenAction) async -> Void {
        { [weak self] action in
            if action == .backButtonTapped { await self?.send(.screenBackButtonTapped) }
            if action == .quitButtonTapped { await self?.send(.quitButtonTapped) }
        }
    }

    // luca:example-begin
    /// Makes the newest saved record the latest every screen sees.
    private func publishNewestRecord() async {
        do {
            // The end of the file only: Home costs the same whatever the history's size.
            let newest = try await historyRepository.newest(1)
            // NB: a person that cannot be read names no one; the BMI screen says what is wrong.
            unnamedRecordsOwner = (try? await personRepository.load()).flatMap { $0 == .empty ? nil : $0.name }
            undecodableHistoryLines = newest.undecodableLines
            historyError = nil
            appStateClient.withLock { $0.latestRecord }.send(newest.records.first)
        } catch {
            historyError = error
            logService.log(.dataFailed(error))
        }
    }

    /// Reads the latest record now, so the screen is current the moment it shows, then follows
    /// every later one. A new `task` replaces the previous subscription.
    private func subscribeToLatestRecord() {
        let latest = appStateClient.withLock { $0.latestRecord }
        latestRecord = latest.value
        latestRecordSubscription?.cancel()
        let records = latest.stream()
        latestRecordSubscription = Task { [weak self] in
            for await record in records {
                await self?.send(.latestRecordReceived(record))
            }
        }
    }

    // luca:example-end
    public enum Action: Sendable {
        case task
        case onDisappear
        // luca:example-begin
        /// A new latest record arrived through `AppState.latestRecord`.
        case latestRecordReceived(BMIRecord?)
        // luca:example-end
        /// A screen chosen on Home's menu goes on top: its store, made by the view with the
        /// dependencies it holds and `screenAction()`, or one Home holds (its Settings).
        case screenButtonTapped(Path)
        /// The screen on top went back: it is popped.
        case screenBackButtonTapped
        case quitButtonTapped
    }

    /// A screen on the stack, holding its store; two are the same when they hold the same store.
    /// One line per screen: all Home knows of it.
    public enum Path: Hashable, Sendable {
        // luca:example-begin
        case personBMI(PersonBMI)
        case history(History)
        case settings(Settings)
        // luca:example-end
        // luca:paths
    }
}
