import DataSource
import Foundation

/// Writes typed events to standard error when logging is on (`--verbose` or `BMI_LOG=debug`),
/// one line each: `bmi[debug] 2026-11-21T18:03:00Z personSaved`. Holds no state.
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
        terminalClient.writeError("\(AppIdentity.commandName)[debug] \(time) \(Self.describe(event))\n")
    }

    /// `name key=value`: one event a line, easy to grep.
    static func describe(_ event: LogEvent) -> String {
        switch event {
        case .launched(let directory): "launched dataDirectory=\(directory.path)"
        case .terminated: "terminated"
        case .screenAppeared(let screen): "screenAppeared screen=\(screen.rawValue)"
        case .screenDisappeared(let screen): "screenDisappeared screen=\(screen.rawValue)"
        case .personSaved: "personSaved"
        case .recordAppended(let id): "recordAppended id=\(id.uuidString)"
        case .recordDeleted(let id): "recordDeleted id=\(id.uuidString)"
        case .preferencesSaved(let preferences):
            "preferencesSaved unitSystem=\(preferences.unitSystem.rawValue) showsTutorial=\(preferences.showsTutorial)"
        case .dataFailed(let error): "dataFailed error=\(error)"
        }
    }
}
