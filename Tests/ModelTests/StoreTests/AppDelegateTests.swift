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
    // luca:example-begin

    @Test
    func applicationWillTerminate_EverySubscriptionToTheLatestRecordEnds() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = AppDelegate(storeDependencies(appStateClient: AppStateClient(AppState(latestRecord: latest))))
        let subscriber = Task {
            var count = 0
            for await _ in latest.stream() { count += 1 }
            return count
        }
        sut.applicationWillTerminate()
        #expect(await subscriber.value <= 1)
        #expect(latest.subscriberCount == 0)
    }
    // luca:example-end
}
