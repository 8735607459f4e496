import DataSource
import Observation

/// What Home shows of the example above its menu: the newest saved record's BMI, read again each
/// time Home appears (another process may have saved since), then followed through
/// `AppState.latestRecord` until Home is covered; in the classification the settings hold, read
/// with it (the Settings screen Home's menu pushes changes them, and Home appears again after).
@MainActor @Observable public final class LatestRecord: Composable {
    private let appStateClient: AppStateClient
    private let historyRepository: HistoryRepository
    private let personRepository: PersonRepository
    private let preferencesService: PreferencesService
    private let bmiService: BMIService
    private let logService: LogService
    private let dateClient: DateClient

    /// The saved settings, as read when Home last appeared; the standard ones when they could
    /// not be read (`settingsError` says why).
    public var preferences: Preferences
    public var settingsError: DataError?
    /// The newest record in the history, by measurement date.
    public var latestRecord: BMIRecord?
    /// Why the history could not be read when Home last appeared; there is then no latest record
    /// to show, and Home says why rather than that nothing was saved.
    public var historyError: DataError?
    /// Whose the records saved before the history kept names are (the saved person's), as read
    /// when Home last appeared; `nil` when nobody could be read.
    public var unnamedRecordsOwner: String?
    /// Lines of the history that could not be read as records when Home last appeared.
    public var undecodableHistoryLines: [Int]
    /// Follows `AppState.latestRecord` from `task` to `onDisappear`.
    public private(set) var latestRecordSubscription: Task<Void, Never>?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        preferences: Preferences = .standard,
        latestRecord: BMIRecord? = nil,
        historyError: DataError? = nil,
        undecodableHistoryLines: [Int] = [],
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.appStateClient = appDependencies.appStateClient
        self.historyRepository = appDependencies.historyRepository
        self.personRepository = appDependencies.personRepository
        self.preferencesService = PreferencesService(appDependencies)
        self.bmiService = BMIService(appDependencies)
        self.logService = LogService(appDependencies)
        self.dateClient = appDependencies.dateClient
        self.preferences = preferences
        self.latestRecord = latestRecord
        self.historyError = historyError
        self.undecodableHistoryLines = undecodableHistoryLines
        self.action = action
    }

    public var historyFileURL: URL {
        historyRepository.fileURL
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
        latestBMI.flatMap { bmiService.category(bmi: $0, in: preferences.classification) }
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .task:
            await loadPreferences()
            await publishNewestRecord()
            subscribeToLatestRecord()

        case .onDisappear:
            latestRecordSubscription?.cancel()
            latestRecordSubscription = nil

        case .latestRecordReceived(let record):
            latestRecord = record
        }
    }

    /// The standard settings when the saved ones cannot be read: Home says why, and goes on.
    private func loadPreferences() async {
        (preferences, settingsError) = await preferencesService.load()
        if let settingsError { logService.log(.dataFailed(settingsError)) }
    }

    /// Makes the newest saved record the latest every screen sees.
    private func publishNewestRecord() async {
        do {
            // The end of the file only: Home costs the same whatever the history's size.
            let newest = try await historyRepository.newest(1)
            // NB: a person that cannot be read names no one; the BMI screen says what is wrong.
            unnamedRecordsOwner = (try? await personRepository.load()).flatMap { $0 == .empty ? nil : $0.name }
            undecodableHistoryLines = newest.undecodableLines
            historyError = nil
            appStateClient.withLock { $0.example.latestRecord }.send(newest.records.first)
        } catch {
            historyError = error
            logService.log(.dataFailed(error))
        }
    }

    /// Reads the latest record now, so the screen is current the moment it shows, then follows
    /// every later one. A new `task` replaces the previous subscription.
    private func subscribeToLatestRecord() {
        let latest = appStateClient.withLock { $0.example.latestRecord }
        latestRecord = latest.value
        latestRecordSubscription?.cancel()
        let records = latest.stream()
        latestRecordSubscription = Task { [weak self] in
            for await record in records {
                await self?.send(.latestRecordReceived(record))
            }
        }
    }

    public enum Action: Sendable {
        case task
        case onDisappear
        /// A new latest record arrived through `AppState.latestRecord`.
        case latestRecordReceived(BMIRecord?)
    }
}
