import DataSource

/// Receives the app's lifecycle from the scene: launch once, terminate once, however the session
/// ends (quit, end of input, Ctrl-C) and for one-shot commands too.
@MainActor public final class AppDelegate {
    private let appStateClient: AppStateClient
    private let historyRepository: HistoryRepository
    private let logService: LogService
    private let appDependencies: AppDependencies

    public init(_ appDependencies: AppDependencies) {
        self.appStateClient = appDependencies.appStateClient
        self.historyRepository = HistoryRepository(
            appDependencies.dataClient,
            appDependencies.fileManagerClient,
            directory: appDependencies.dataDirectory
        )
        self.logService = LogService(appDependencies)
        self.appDependencies = appDependencies
    }

    /// Turns logging on or off, and makes the newest saved record the latest BMI every screen sees.
    public func applicationDidFinishLaunching(isLoggingEnabled: Bool) {
        appStateClient.withLock { $0.isLoggingEnabled = isLoggingEnabled }
        logService.log(.launched(dataDirectory: appDependencies.dataDirectory))
        do {
            appStateClient.withLock { $0.latestRecord }.send(try historyRepository.load().records.last)
        } catch {
            // The History screen reports an unreadable history; Home then shows no latest BMI.
            logService.log(.dataFailed(error))
        }
    }

    /// Ends every subscription to app state, so nothing is left waiting when the process ends.
    public func applicationWillTerminate() {
        logService.log(.terminated)
        appStateClient.withLock { $0.latestRecord }.finish()
    }
}
