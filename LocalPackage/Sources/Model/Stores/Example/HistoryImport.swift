import DataSource
import Observation

/// `bmi import`: records from a CSV file added to the history, all or none, those already there
/// skipped. No screen shows it yet; the command drives it as a screen would.
@MainActor @Observable public final class HistoryImport: Composable {
    private let historyRepository: HistoryRepository
    private let personRepository: PersonRepository
    private let importService: ImportService
    private let uuidClient: UUIDClient
    private let nameService: NameService
    private let peopleService: PeopleService
    private let measurementService: MeasurementService
    private let preferencesService: PreferencesService
    private let logService: LogService

    /// What the command chose for its run: the unit an openScale file's `--height` is typed in.
    public let preferencesChosen: Preferences.Choice
    /// What the last import did, or would do (a dry run).
    public var imported: HistoryRepository.Imported?
    /// The row that stopped the last import; nothing was imported.
    public var importError: ImportError?
    /// The name or the height given for an openScale file's person, refused.
    public var nameError: NameError?
    public var heightError: InputError?
    public var dataError: DataError?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        preferencesChosen: Preferences.Choice = .saved,
        imported: HistoryRepository.Imported? = nil,
        importError: ImportError? = nil,
        nameError: NameError? = nil,
        heightError: InputError? = nil,
        dataError: DataError? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.historyRepository = appDependencies.historyRepository
        self.personRepository = appDependencies.personRepository
        self.importService = ImportService(appDependencies)
        self.uuidClient = appDependencies.uuidClient
        self.nameService = NameService(appDependencies)
        self.peopleService = PeopleService(appDependencies)
        self.measurementService = MeasurementService(appDependencies)
        self.preferencesService = PreferencesService(appDependencies)
        self.logService = LogService(appDependencies)
        self.preferencesChosen = preferencesChosen
        self.imported = imported
        self.importError = importError
        self.nameError = nameError
        self.heightError = heightError
        self.dataError = dataError
        self.action = action
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .fileRead(let text, let isDryRun, let name, let height):
            imported = nil
            (nameError, heightError) = (nil, nil)
            var person: ImportService.Person?
            if let name {
                switch await self.person(named: name, height: height) {
                case .success(let given): person = given
                case .failure: return
                }
            }
            let owner = (try? await personRepository.load().name) ?? ""
            switch importService.records(fromCSV: text, person: person, newID: uuidClient.uuid) {
            case .failure(let error):
                importError = error
            case .success(let records):
                importError = nil
                // Records saved before names were kept are the saved person's (`owner`), for
                // telling one measurement already there from a new one.
                do {
                    imported = try await historyRepository.importRecords(
                        records, isDryRun: isDryRun, key: { ImportService.key(of: $0, owner: owner) },
                        isSame: ImportService.isSame)
                    dataError = nil
                } catch {
                    dataError = error
                    logService.log(.dataFailed(error))
                }
            }
        }
    }

    /// The person an openScale file is of: `name`, with the height given (typed as the form takes
    /// it), else the one they were last saved with; a refusal is held (`nameError`, `heightError`).
    private func person(named typed: String, height typedHeight: String?) async -> Result<
        ImportService.Person, any Error
    > {
        let name: String
        switch nameService.name(from: typed) {
        case .success(let accepted): name = accepted
        case .failure(let error):
            nameError = error
            return .failure(error)
        }
        if let typedHeight {
            // In the unit in use, as the form reads it (a settings file that cannot be read: metric).
            let unitSystem = await preferencesService.load(preferencesChosen).preferences.unitSystem
            switch measurementService.value(of: .height, from: typedHeight, current: 0, in: unitSystem) {
            case .success(let height): return .success(ImportService.Person(name: name, height: height))
            case .failure(let error):
                heightError = error
                return .failure(error)
            }
        }
        // A history that cannot be read gives no height: that is what is said (`dataError`).
        do {
            let last = try await peopleService.lastMeasured(name)
            return .success(ImportService.Person(name: last?.name ?? name, height: last?.height))
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
            return .failure(error)
        }
    }

    public enum Action: Sendable {
        /// A file's text: imported, or with `isDryRun`, only worked out. `name` and `height` are an
        /// openScale file's person's (it names no one): their height, typed, else their last.
        case fileRead(String, isDryRun: Bool, name: String? = nil, height: String? = nil)
    }
}
