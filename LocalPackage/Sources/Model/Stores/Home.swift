import DataSource
import Observation

/// The root screen: the menu, and the stack of screens opened from it. The screen shown is the
/// top of `path`, or Home when it is empty. `luca feature` wires each screen in at the `// luca:`
/// markers; what Home shows of a screen's data is read in `task` (see "A feature's data on Home"
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
                let settings = Settings(appDependencies, action: to(Action.settings))
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

        case .quitButtonTapped:
            isQuitRequested = true

        // One line per screen to open it, one to answer its Back and Quit.
        // luca:example-begin
        case .calculateButtonTapped(let dependencies):
            path.append(.personBMI(PersonBMI(dependencies, action: to(Action.personBMI))))
        case .personBMI(let action): navigate(action)
        case .historyButtonTapped(let dependencies, let pageSize):
            path.append(.history(History(dependencies, pageSize: pageSize, action: to(Action.history))))
        case .history(let action): navigate(action)
        case .settingsButtonTapped(let store): path.append(.settings(store))
        case .settings(let action): navigate(action)
        // luca:example-end
        // luca:reduce
        }
    }

    /// What a child store reports goes to Home as its case of `Action`.
    private func to<ChildAction>(_ screen: @escaping (ChildAction) -> Action) -> (ChildAction) async -> Void {
        { [weak self] in await self?.send(screen($0)) }
    }

    /// A child screen's Back pops it, and its Quit ends the app; its other actions are its own.
    private func navigate(_ action: some ChildScreenAction) {
        if action == .backButtonTapped { _ = path.popLast() }
        if action == .quitButtonTapped { isQuitRequested = true }
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
        /// Creates the child store with the dependencies the view passes in.
        case calculateButtonTapped(AppDependencies)
        /// The History screen, paged as its view says (how many rows fit is the view's business).
        case historyButtonTapped(AppDependencies, pageSize: Int)
        /// Pushes a store that already exists.
        case settingsButtonTapped(Settings)
        // luca:example-end
        case quitButtonTapped
        // luca:example-begin
        case personBMI(PersonBMI.Action)
        case history(History.Action)
        case settings(Settings.Action)
        // luca:example-end
        // luca:actions
    }

    /// A screen on the stack, holding its store; two are the same when they hold the same store.
    public enum Path: Hashable {
        // luca:example-begin
        case personBMI(PersonBMI)
        case history(History)
        case settings(Settings)
        // luca:example-end
        // luca:paths
    }
}
