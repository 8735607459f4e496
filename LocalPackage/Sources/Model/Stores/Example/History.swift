import DataSource
import Observation

/// The History screen: saved records, newest first, each with its BMI and category, a page at a
/// time; `bmi history` shows them all, or its first page (`--limit N`). A page reads only the
/// end of the history file, so what it costs grows with what is shown.
@MainActor @Observable public final class History: Composable {
    let historyRepository: HistoryRepository
    let goalRepository: GoalRepository
    private let personRepository: PersonRepository
    let progressService: ProgressService
    let averageService: AverageService
    private let preferencesService: PreferencesService
    let bmiService: BMIService
    let measurementService: MeasurementService
    private let appStateClient: AppStateClient
    let logService: LogService
    let dateClient: DateClient

    /// Newest first by measurement date: all of them, or the page shown.
    public var records: [BMIRecord]
    /// Records older than `records`, read for their change and trend (newest first).
    public var earlier: [BMIRecord]
    /// Records newer than `records` at the moment of their newest (`HistoryPage.later`).
    public var later: [BMIRecord]
    /// Whether the history holds records older than the last of `records`.
    public var hasOlder: Bool
    /// Whose records are shown, as typed (`--name`, the screen's filter); `nil`: everyone's.
    public var personShown: String?
    /// Whether each page read also reads the charted person's newest records (`charted`).
    public let charts: Bool
    /// The newest `chartedCount` records of one person, newest first: of `personShown`, else of
    /// the page's newest record; with `chartedEarlier`, what their trend starts from.
    public var charted: [BMIRecord] = []
    public var chartedEarlier: [BMIRecord] = []
    /// Whether the person has records older than `charted`.
    public var chartedHasOlder = false
    /// The charted person's goal weight, in kilograms; `nil` without one, or when the goals
    /// cannot be read (the chart goes without it: `bmi goal` says why).
    public var chartedGoal: Double?
    /// Whose the records saved before the history kept names are: the saved person's.
    public var unnamedRecordsOwner: String
    /// The averages asked for last, per week or month and person, newest first: of every record
    /// of `personShown` (not only the page's), the newest `pageSize` periods.
    public var averages: [AverageService.Average]
    /// Whether periods older than `averages` were left out (a page holds `pageSize` of them).
    public var averagesHasOlder = false
    /// Records per page, as the screen or command that pages says; `nil` shows all.
    public var pageSize: Int?
    /// The page shown, 0 for the newest records.
    public var page: Int
    /// What the command that shows the history chose for its run; the screen chooses nothing.
    public let preferencesChosen: Preferences.Choice
    public var unitSystem: UnitSystem
    public var classification: Classification
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
        earlier: [BMIRecord] = [],
        later: [BMIRecord] = [],
        hasOlder: Bool = false,
        personShown: String? = nil,
        charts: Bool = false,
        unnamedRecordsOwner: String = "",
        averages: [AverageService.Average] = [],
        pageSize: Int? = nil,
        page: Int = 0,
        preferencesChosen: Preferences.Choice = .saved,
        unitSystem: UnitSystem = .metric,
        classification: Classification = .who,
        preferencesError: DataError? = nil,
        undecodableLines: [Int] = [],
        repeatedIDLines: [Int] = [],
        dataError: DataError? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.historyRepository = appDependencies.historyRepository
        self.goalRepository = appDependencies.goalRepository
        self.personRepository = appDependencies.personRepository
        self.progressService = ProgressService(appDependencies)
        self.averageService = AverageService(appDependencies)
        self.preferencesService = PreferencesService(appDependencies)
        self.bmiService = BMIService(appDependencies)
        self.measurementService = MeasurementService(appDependencies)
        self.appStateClient = appDependencies.appStateClient
        self.logService = LogService(appDependencies)
        self.dateClient = appDependencies.dateClient
        self.records = records
        self.earlier = earlier
        self.later = later
        self.hasOlder = hasOlder
        self.personShown = personShown
        self.charts = charts
        self.unnamedRecordsOwner = unnamedRecordsOwner
        self.averages = averages
        self.pageSize = pageSize
        self.page = page
        self.preferencesChosen = preferencesChosen
        self.unitSystem = unitSystem
        self.classification = classification
        self.preferencesError = preferencesError
        self.undecodableLines = undecodableLines
        self.repeatedIDLines = repeatedIDLines
        self.dataError = dataError
        self.action = action
    }

    /// What is read: the person shown, and each shown person's records back as far as their trend
    /// reaches.
    var query: HistoryQuery {
        HistoryQuery(
            person: personShown.map(PersonName.init), unnamedRecordsOwner: unnamedRecordsOwner,
            earlier: ProgressService.memory)
    }

    /// `averages` as shown: the weight in the unit in use, and the category of the mean BMI (to
    /// hundredths, as `AverageService` gives it).
    public var displayedAverages:
        [(period: String, name: String, weight: Double, bmi: Double, category: BMICategory?, count: Int)]
    {
        averages.map { average in
            let bmi = average.bmi
            return (
                average.period, average.name,
                measurementService.displayed(average.weight, of: .weight, in: unitSystem), bmi,
                bmiService.category(bmi: bmi, in: classification), average.count
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
                if wasThere { logService.log(.example(.recordDeleted(record.id))) }
                let latest = appStateClient.withLock { $0.example.latestRecord }
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

        case .personFilterSubmitted(let name):
            let name = name.trimmingSpaces
            personShown = name.isEmpty ? nil : name
            page = 0
            await reload()

        case .averagesRequested(let period):
            await loadAverages(by: period)

        case .everyRowRequested(let order, let reader):
            await loadSettings()
            await streamRows(order, reader)

        case .pageSizeChanged(let count):
            // The page that holds the first record shown, read again when records are shown.
            let first = firstNumber - 1
            pageSize = max(1, count)
            page = first / max(1, count)
            if !records.isEmpty { await reload() }

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
        await loadSettings()
        await reload()
    }

    /// The unit and classification in use, and whose the unnamed records are.
    private func loadSettings() async {
        let (preferences, preferencesError) = await preferencesService.load(preferencesChosen)
        (unitSystem, classification) = (preferences.unitSystem, preferences.classification)
        self.preferencesError = preferencesError
        do {
            unnamedRecordsOwner = try await personRepository.load().name
        } catch {
            // Not whose the history is: the history still shows, its oldest records unnamed.
            logService.log(.dataFailed(error))
        }
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
            var shown = try await historyRepository.newest(count, skipping: page * count, query)
            // A page emptied by deletions elsewhere: show the last page that has records.
            while shown.records.isEmpty, page > 0 {
                page -= 1
                shown = try await historyRepository.newest(count, skipping: page * count, query)
            }
            (records, earlier, later, hasOlder) = (shown.records, shown.earlier, shown.later, shown.hasOlder)
            (undecodableLines, repeatedIDLines) = (shown.undecodableLines, shown.repeatedIDLines)
            if charts { try await loadCharted() }
        } else {
            let load = try await historyRepository.load()
            (records, earlier, later, hasOlder) = (load.records.newestFirst.filter(query.includes), [], [], false)
            (undecodableLines, repeatedIDLines) = (load.undecodableLines, load.repeatedIDLines)
        }
        dataError = nil
    }

    public enum Action: ChildScreenAction {
        case task
        case onDisappear
        /// Exactly this record: of two with one id (a copied line), only the one shown.
        case deleteButtonTapped(BMIRecord)
        /// Whose records to show, typed; empty shows everyone's. Back to the newest page.
        case personFilterSubmitted(String)
        /// The averages per week or month of the records shown (every one of them, not the page).
        case averagesRequested(AverageService.Period)
        /// Every record `personShown` includes, a thousand rows at a time to `body` until it returns
        /// `false` (a reader gone): from the history as it was when asked, held open, so no lock is
        /// held while `body` writes and the history is never held whole. `records` stay as they
        /// are; the damaged lines met are in `undecodableLines` after.
        case everyRowRequested(Order, RowReader)
        /// As many records a page as the screen has room for: the page that holds the first record
        /// shown, read again when one is (else on `task`).
        case pageSizeChanged(Int)
        case olderPageButtonTapped
        case newerPageButtonTapped
        case backButtonTapped
        case quitButtonTapped
    }
}
