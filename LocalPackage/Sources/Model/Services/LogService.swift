import DataSource

/// Writes typed events to standard error when logging is on (`--verbose` or `BMI_LOG=debug`),
/// one line each: `bmi[debug] 2026-11-21T18:03:00Z screenAppeared screen=home`. Holds no state.
public struct LogService: Sendable {
    private let appStateClient: AppStateClient
    private let dateClient: DateClient
    private let terminalClient: TerminalClient

    public init(_ appDependencies: AppDependencies) {
        self.appStateClient = appDependencies.appStateClient
        self.dateClient = appDependencies.dateClient
        self.terminalClient = appDependencies.terminalClient
    }

    public func log(_ event: LogEvent) {
        guard appStateClient.withLock({ $0.isLoggingEnabled }) else { return }
        let time = dateClient.now().formatted(Date.ISO8601FormatStyle())
        // NB: events carry paths and errors, which may hold anything: nothing steers the terminal.
        let text = "\(event)".unicodeScalars.map {
            $0.isTerminalControl ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }
        terminalClient.writeError("\(AppIdentity.commandName)[debug] \(time) \(text.joined())\n")
    }
}
