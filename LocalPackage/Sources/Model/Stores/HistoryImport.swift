import DataSource
import Observation

/// `bmi import`: records from a CSV file added to the history, all or none, those already there
/// skipped. No screen shows it yet; the command drives it as a screen would.
@MainActor @Observable public final class HistoryImport: Composable {
    private let historyRepository: HistoryRepository
    private let personRepository: PersonRepository
    private let importService: ImportService
    private let uuidClient: UUIDClient
    private let logService: LogService

    /// What the last import did, or would do (a dry run).
    public var imported: HistoryRepository.Imported?
    /// The row that stopped the last import; nothing was imported.
    public var importError: ImportError?
    public var dataError: DataError?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        imported: HistoryRepository.Imported? = nil,
        importError: ImportError? = nil,
        dataError: DataError? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.historyRepository = appDependencies.historyRepository
        self.personRepository = appDependencies.personRepository
        self.importService = ImportService(appDependencies)
        self.uuidClient = appDependencies.uuidClient
        self.logService = LogService(appDependencies)
        self.imported = imported
        self.importError = importError
        self.dataError = dataError
        self.action = action
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .fileRead(let text, let isDryRun):
            imported = nil
            switch importService.records(fromCSV: text, newID: uuidClient.uuid) {
            case .failure(let error):
                importError = error
            case .success(let records):
                importError = nil
                // Records saved before names were kept are the saved person's, for telling one
                // measurement already there from a new one.
                let owner = (try? await personRepository.load().name) ?? ""
                do {
                    imported = try await historyRepository.importRecords(records, isDryRun: isDryRun) {
                        ImportService.identity(of: $0, owner: owner)
                    }
                    dataError = nil
                } catch {
                    dataError = error
                    logService.log(.dataFailed(error))
                }
            }
        }
    }

    public enum Action: Sendable {
        /// A file's text: imported, or with `isDryRun`, only worked out.
        case fileRead(String, isDryRun: Bool)
    }
}
