import DataSource
import Foundation
import Model
import TestSupport
import Testing

struct LogServiceTests {
    /// Logging on, the clock stopped, and what is written kept by `terminal`.
    func loggingService(_ terminal: ScriptedTerminal) -> LogService {
        LogService(
            .testDependencies(
                appStateClient: AppStateClient(AppState(isLoggingEnabled: true)),
                dateClient: .fixed(),
                terminalClient: terminal.client
            )
        )
    }

    @Test
    func log_Enabled_WritesOneLineWithTimeAndEventToStandardError() {
        let terminal = ScriptedTerminal()
        let sut = loggingService(terminal)
        sut.log(.screenAppeared("home"))
        #expect(
            terminal.standardError
                == "\(AppIdentity.commandName)[debug] 2026-11-21T18:03:00Z screenAppeared screen=home\n")
        #expect(terminal.standardOutput.isEmpty)
    }

    @Test
    func log_Disabled_WritesNothing() {
        // Clock and terminal are unimplemented: reading or writing them would stop the run.
        let sut = LogService(.testDependencies(appStateClient: AppStateClient()))
        sut.log(.terminated)
    }
}
