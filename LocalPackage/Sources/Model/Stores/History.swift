import DataSource
import Observation

/// The History screen: saved records, newest first, each with its BMI and category, a page at a
/// time; `bmi history` shows them all, or its first page (`--limit N`). A page reads only the
/// end of the history file, so what it costs grows with what is shown.
@MainActor @Observable public final class History: Composable {
    private let historyRepository: HistoryRepository
    private let preferencesService: PreferencesService
    private let bmiService: BMIService
    private let measurementService: MeasurementService
    private let appStateClient: AppStateClient
    private let logService: LogService
    private let dateClient: DateClient

    /// Newest first by measurement date: all of them, or the page shown.
    public var records: [BMIRecord]
    /// Whether the history holds records older than the last of `records`.
    public var hasOlder: Bool
    /// Records per page, as the screen or command that pages says; `nil` shows all.
    public var pageSize: Int?
    /// The page shown, 0 for the newest records.
    public var page: Int
    public var unitSystem: UnitSystem
    /// Why the saved preferences could not be read on `task` (the standard ones are used).
    public var preferencesError: DataError?
    /// Lines of the history file that could not be read, skipped and left as they are.
    public var undecodableLines: [Int]
    /// Lines of the history file whose record has the id of another: shown, and deleted alone.
    public var repeatedIDLines: [Int]
    public var dataError: DataError?
    /// The record the last delete asked for, when another session had deleted it first: nothing
    /// was written, and the page was read again.
    public var alreadyDeleted: BMIRecord.ID?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        records: [BMIRecord] = [],
        hasOlder: Bool = false,
        pageSize: Int? = nil,
        page: Int = 0,
        unitSystem: UnitSystem = .metric,
        preferencesError: DataError? = nil,
        undecodableLines: [Int] = [],
        repeatedIDLines: [Int] = [],
        dataError: DataError? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.historyRepository = appDependencies.historyRepository
        self.preferencesService = PreferencesService(appDependencies)
        self.bmiService = BMIService(appDependencies)
        self.measurementService = MeasurementService(appDependencies)
        self.appStateClient = appDependencies.appStateClient
        self.logService = LogService(appDependencies)
        self.dateClient = appDependencies.dateClient
        self.records = records
        self.hasOlder = hasOlder
        self.pageSize = pageSize
        self.page = page
        self.unitSystem = unitSystem
        self.preferencesError = preferencesError
        self.undecodableLines = undecodableLines
        self.repeatedIDLines = repeatedIDLines
        self.dataError = dataError
        self.action = action
    }

    /// One record as the screen shows it: weight and height in the chosen unit system, and the
    /// BMI of its kilograms and centimetres (the same in every unit system).
    public struct Row: Sendable, Equatable, Identifiable {
        public var record: BMIRecord
        /// When it was measured, on the local wall clock.
        public var localTime: LocalTime
        public var weight: Double
        public var height: Double
        public var bmi: Double
        public var category: BMICategory?
        /// The weights that give its height a normal BMI, in the unit in use.
        public var healthyWeight: ClosedRange<Double>
        public var id: BMIRecord.ID { record.id }
    }

    /// The records as the screen shows them, newest first.
    public var rows: [Row] {
        records.map { record in
            let bmi = bmiService.calculateBMI(record)
            return Row(
                record: record,
                localTime: dateClient.localTime(record.date),
                weight: measurementService.displayed(record.weight, of: .weight, in: unitSystem),
                height: measurementService.displayed(record.height, of: .height, in: unitSystem),
                bmi: bmi,
                category: bmiService.category(bmi: bmi),
                healthyWeight: measurementService.healthyWeight(height: record.height, in: unitSystem)
            )
        }
    }

    /// The number the screen gives the first of `records`: 1 on the first page, 21 on the
    /// second page of 20. Deleting by number uses the same numbers on every page.
    public var firstNumber: Int {
        page * (pageSize ?? 0) + 1
    }

    public var historyFileURL: URL {
        historyRepository.fileURL
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .task:
            await load()

        case .deleteButtonTapped(let record):
            guard let index = records.firstIndex(of: record) else { return }
            do {
                let wasThere = try await historyRepository.delete(record)
                records.remove(at: index)
                dataError = nil
                alreadyDeleted = wasThere ? nil : record.id
                if wasThere { logService.log(.recordDeleted(record.id)) }
                let latest = appStateClient.withLock { $0.latestRecord }
                // NB: by id: the latest a save published has its clock's fractions of a second,
                // the record read back the whole seconds the file keeps.
                if latest.value?.id == record.id {
                    latest.send(try await historyRepository.newest(1).records.first)
                }
                // A page stays full: the next older record moves up into it.
                if pageSize != nil { try await loadRecords() }
            } catch {
                dataError = error
                logService.log(.dataFailed(error))
            }

        case .olderPageButtonTapped:
            guard pageSize != nil, hasOlder else { return }
            page += 1
            await reload()

        case .newerPageButtonTapped:
            guard pageSize != nil, page > 0 else { return }
            page -= 1
            await reload()

        case .onDisappear, .backButtonTapped, .quitButtonTapped:
            break  // The parent closes the screen or the app.
        }
    }

    private func load() async {
        let (preferences, preferencesError) = await preferencesService.load()
        unitSystem = preferences.unitSystem
        self.preferencesError = preferencesError
        await reload()
    }

    private func reload() async {
        do {
            try await loadRecords()
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
        }
    }

    /// The page, or every record (one pass over the file).
    private func loadRecords() async throws(DataError) {
        if let count = pageSize {
            var shown = try await historyRepository.newest(count, skipping: page * count)
            // A page emptied by deletions elsewhere: show the last page that has records.
            while shown.records.isEmpty, page > 0 {
                page -= 1
                shown = try await historyRepository.newest(count, skipping: page * count)
            }
            (records, hasOlder, undecodableLines) = (shown.records, shown.hasOlder, shown.undecodableLines)
            repeatedIDLines = shown.repeatedIDLines
        } else {
            let load = try await historyRepository.load()
            (records, hasOlder, undecodableLines) = (load.records.newestFirst, false, load.undecodableLines)
            repeatedIDLines = load.repeatedIDLines
        }
        dataError = nil
    }

    public enum Action: ChildScreenAction {
        case task
        case onDisappear
        /// Exactly this record: of two with one id (a copied line), only the one shown.
        case deleteButtonTapped(BMIRecord)
        case olderPageButtonTapped
        case newerPageButtonTapped
        case backButtonTapped
        case quitButtonTapped
    }
}
