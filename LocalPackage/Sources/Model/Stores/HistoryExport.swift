import DataSource
import Observation

/// `bmi export`: every record, oldest first, handed on one at a time as the history file is read a
/// chunk at a time, so an export of any size holds one chunk, not the history. No screen shows it.
@MainActor @Observable public final class HistoryExport: Composable {
    private let historyRepository: HistoryRepository
    private let personRepository: PersonRepository
    private let preferencesService: PreferencesService
    private let bmiService: BMIService
    private let measurementService: MeasurementService
    private let dateClient: DateClient
    private let logService: LogService

    public var unitSystem: UnitSystem
    /// Why the saved preferences could not be read (the standard ones are used).
    public var preferencesError: DataError?
    /// Lines of the history file that could not be read, skipped and left as they are.
    public var undecodableLines: [Int]
    public var dataError: DataError?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        unitSystem: UnitSystem = .metric,
        preferencesError: DataError? = nil,
        undecodableLines: [Int] = [],
        dataError: DataError? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.historyRepository = appDependencies.historyRepository
        self.personRepository = appDependencies.personRepository
        self.preferencesService = PreferencesService(appDependencies)
        self.bmiService = BMIService(appDependencies)
        self.measurementService = MeasurementService(appDependencies)
        self.dateClient = appDependencies.dateClient
        self.logService = LogService(appDependencies)
        self.unitSystem = unitSystem
        self.preferencesError = preferencesError
        self.undecodableLines = undecodableLines
        self.dataError = dataError
        self.action = action
    }

    /// A record as it is written out: whose, when on the local wall clock, its values in the unit
    /// in use and its BMI.
    public struct Measured: Sendable {
        public var record: BMIRecord
        public var name: String
        public var localTime: LocalTime
        public var weight: Double
        public var height: Double
        public var bmi: Double
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .task:
            let (preferences, preferencesError) = await preferencesService.load()
            (unitSystem, self.preferencesError) = (preferences.unitSystem, preferencesError)

        case .recordsRequested(let body):
            // Records saved before names were kept are the saved person's.
            let owner = (try? await personRepository.load().name) ?? ""
            do {
                undecodableLines = try await historyRepository.eachRecordOldestFirst { record in
                    body(measured(record, owner: owner))
                }
                dataError = nil
            } catch {
                dataError = error
                logService.log(.dataFailed(error))
            }
        }
    }

    private func measured(_ record: BMIRecord, owner: String) -> Measured {
        Measured(
            record: record, name: record.name ?? owner, localTime: dateClient.localTime(record.date),
            weight: measurementService.displayed(record.weight, of: .weight, in: unitSystem),
            height: measurementService.displayed(record.height, of: .height, in: unitSystem),
            bmi: bmiService.calculateBMI(record))
    }

    public enum Action: Sendable {
        /// The unit system in use.
        case task
        /// Every record, oldest first, to `body` one at a time: none is kept; `body` returns
        /// `false` to stop (a reader gone).
        case recordsRequested(@Sendable (Measured) -> Bool)
    }
}
