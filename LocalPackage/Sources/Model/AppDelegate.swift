import DataSource

/// Receives the app's lifecycle from the scene: launch once, terminate once, however the session
/// ends (quit, end of input, Ctrl-C) and for one-shot commands too.
@MainActor public final class AppDelegate {
    private let appStateClient: AppStateClient
    private let logService: LogService
    private let dataDirectory: URL

    public init(_ appDependencies: AppDependencies) {
        self.appStateClient = appDependencies.appStateClient
        self.logService = LogService(appDependencies)
        self.dataDirectory = appDependencies.dataDirectory
    }

    /// Turns logging on or off. Nothing is read here: a one-shot command pays only for what it
    /// uses.
    public func applicationDidFinishLaunching(isLoggingEnabled: Bool) {
        appStateClient.withLock { $0.isLoggingEnabled = isLoggingEnabled }
        logService.log(.launched(dataDirectory: dataDirectory))
    }

    /// Ends every subscription to app state, so nothing is left waiting when the process ends.
    public func applicationWillTerminate() {
        logService.log(.terminated)
        // Each `SharedStream` of `AppState` is finished here, so no subscriber is left waiting.
        appStateClient.withLock { $0.example.latestRecord }.finish()
    }
}
