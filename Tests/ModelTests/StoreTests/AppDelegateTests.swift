import DataSource
import Foundation
import Model
import TestSupport
import Testing

@MainActor struct AppDelegateTests {
    @Test
    func applicationDidFinishLaunching_Verbose_LoggingIsOnAndLaunchIsLogged() {
        let terminal = ScriptedTerminal()
        let appStateClient = AppStateClient()
        let sut = AppDelegate(storeDependencies(appStateClient: appStateClient, terminalClient: terminal.client))
        sut.applicationDidFinishLaunching(isLoggingEnabled: true)
        #expect(appStateClient.withLock { $0.isLoggingEnabled })
        #expect(
            terminal.standardError.hasPrefix(
                "\(AppIdentity.commandName)[debug] 2026-11-21T18:03:00Z launched dataDirectory=/test-data"))
    }

    @Test
    func applicationWillTerminate_Verbose_TheEndIsLogged() {
        let terminal = ScriptedTerminal()
        let appStateClient = AppStateClient(AppState(isLoggingEnabled: true))
        let sut = AppDelegate(storeDependencies(appStateClient: appStateClient, terminalClient: terminal.client))
        sut.applicationWillTerminate()
        #expect(terminal.standardError.hasSuffix(" terminated\n"))
    }
}
