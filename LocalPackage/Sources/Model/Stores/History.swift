import DataSource
import Foundation
import Observation

/// The History screen: saved records, newest first, each with its BMI and category.
@MainActor @Observable public final class History: Composable {
    private let historyRepository: HistoryRepository
    private let saveRepository: SaveRepository
    private let preferencesService: PreferencesService
    private let bmiService: BMIService
    private let measurementService: MeasurementService
    private let appStateClient: AppStateClient
    private let logService: LogService

    /// Newest first by measurement date; the newest `limit` when there is one.
    public var records: [BMIRecord]
    /// How many records the history holds, `limit` or not.
    public var totalCount: Int
    public var unitSystem: UnitSystem
    /// The unit system a command line chose (`--unit`): `task` keeps it rather than the saved one.
    public var unitSystemOverride: UnitSystem?
    /// Why the saved preferences could not be read on `task` (the standard ones are used).
    public var preferencesError: DataError?
    /// Keep only the newest `limit` records (`bmi history --limit N`); `nil` keeps all.
    public var limit: Int?
    /// Lines of the history file that could not be read, skipped and left as they are.
    public var undecodableLines: [Int]
    public var dataError: DataError?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        records: [BMIRecord] = [],
        totalCount: Int = 0,
        unitSystem: UnitSystem = .metric,
        unitSystemOverride: UnitSystem? = nil,
        preferencesError: DataError? = nil,
        limit: Int? = nil,
        undecodableLines: [Int] = [],
        dataError: DataError? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.historyRepository = appDependencies.historyRepository
        self.saveRepository = appDependencies.saveRepository
        self.preferencesService = PreferencesService(appDependencies)
        self.bmiService = BMIService(appDependencies)
        self.measurementService = MeasurementService(appDependencies)
        self.appStateClient = appDependencies.appStateClient
        self.logService = LogService(appDependencies)
        self.records = records
        self.totalCount = totalCount
        self.unitSystem = unitSystemOverride ?? unitSystem
        self.unitSystemOverride = unitSystemOverride
        self.preferencesError = preferencesError
        self.limit = limit
        self.undecodableLines = undecodableLines
        self.dataError = dataError
        self.action = action
    }

    /// One record as the screen shows it: weight and height in the chosen unit system, and the
    /// BMI of its kilograms and centimetres (the same in every unit system).
    public struct Row: Sendable, Equatable, Identifiable {
        public var record: BMIRecord
        public var weight: Double
        public var height: Double
        public var bmi: Double
        public var category: BMICategory?
        public var id: BMIRecord.ID { record.id }
    }

    /// The records as the screen shows them, newest first.
    public var rows: [Row] {
        records.map { record in
            let bmi = bmiService.calculateBMI(record)
            return Row(
                record: record,
                weight: measurementService.displayed(record.weight, of: .weight, in: unitSystem),
                height: measurementService.displayed(record.height, of: .height, in: unitSystem),
                bmi: bmi,
                category: bmiService.category(bmi: bmi)
            )
        }
    }

    public var historyFileURL: URL {
        historyRepository.fileURL
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .task:
            logService.log(.screenAppeared(.history))
            load()

        case .onDisappear:
            logService.log(.screenDisappeared(.history))

        case .deleteButtonTapped(let id):
            guard records.contains(where: { $0.id == id }) else { return }
            do {
                try historyRepository.delete(id)
                records.removeAll { $0.id == id }
                totalCount -= 1
                dataError = nil
                logService.log(.recordDeleted(id))
                let latest = appStateClient.withLock { $0.latestRecord }
                if latest.value?.id == id {
                    latest.send(try historyRepository.load().records.newestFirst.first)
                }
            } catch {
                dataError = error
                logService.log(.dataFailed(error))
            }

        case .backButtonTapped, .quitButtonTapped:
            break  // The parent closes the screen or the app.
        }
    }

    private func load() {
        let (resolved, preferencesError) = preferencesService.unitSystem(override: unitSystemOverride)
        unitSystem = resolved
        self.preferencesError = preferencesError
        do {
            try saveRepository.finishInterruptedSave()
            let load = try historyRepository.load()
            let newestFirst = load.records.newestFirst
            records = limit.map { Array(newestFirst.prefix($0)) } ?? newestFirst
            totalCount = newestFirst.count
            undecodableLines = load.undecodableLines
            dataError = nil
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
        }
    }

    public enum Action: Sendable {
        case task
        case onDisappear
        case deleteButtonTapped(BMIRecord.ID)
        case backButtonTapped
        case quitButtonTapped
    }
}
