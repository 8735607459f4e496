import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// Home's own actions; a screen `luca feature` makes is opened from Home in its scene tests.
@MainActor struct HomeTests {
    // luca:example-begin
    @Test
    func send_task_LatestRecordIsShownAndSettingsAreLoaded() async throws {
        let (url, data) = try historyFile([record(1)])
        let sut = Home(storeDependencies(files: InMemoryFiles(files: [url: data]), appStateClient: AppStateClient()))
        await sut.send(.task)
        #expect(sut.latestRecord == record(1))
        #expect(sut.latestBMI == 22.86)
        #expect(sut.latestCategory == .normal)
        #expect(sut.settings?.preferences == .standard)
        sut.latestRecordSubscription?.cancel()
    }

    @Test
    func send_task_FirstTime_TheNewestSavedRecordBecomesTheLatestEverywhere() async throws {
        let (url, data) = try historyFile([record(1), record(2)])
        let appStateClient = AppStateClient()
        let sut = Home(storeDependencies(files: InMemoryFiles(files: [url: data]), appStateClient: appStateClient))
        await sut.send(.task)
        #expect(sut.latestRecord == record(2))
        #expect(appStateClient.withLock { $0.latestRecord }.value == record(2))
        sut.latestRecordSubscription?.cancel()
    }

    @Test
    func send_task_ARecordIsSavedLater_HomeReceivesItThroughAppState() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let appStateClient = AppStateClient(AppState(latestRecord: latest))
        let sut = TestStore { Home(storeDependencies(appStateClient: appStateClient), action: $0) }
        await sut.send(.task) {
            $0.changed(\.settings)  // made on the first appearance, and kept
            $0.changed(\.latestRecordSubscription)
        }
        latest.send(record(1))
        latest.finish()
        await sut.store.latestRecordSubscription?.value
        // Home reports its children's actions too: the Settings store it made loaded itself.
        sut.receive(.settings(.task))
        sut.receive(.latestRecordReceived(nil))
        sut.receive(.latestRecordReceived(record(1))) {
            $0.latestRecord = record(1)
        }
        await sut.send(.onDisappear) {
            $0.expect(\.latestRecordSubscription, nil)
        }
    }

    @Test
    func send_onDisappear_SubscriptionEnds() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = Home(storeDependencies(appStateClient: AppStateClient(AppState(latestRecord: latest))))
        await sut.send(.task)
        let subscription = sut.latestRecordSubscription
        await sut.send(.onDisappear)
        await subscription?.value
        #expect(sut.latestRecordSubscription == nil)
        #expect(latest.subscriberCount == 0)
    }

    @Test
    func send_task_Again_ReplacesTheSubscription() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = Home(storeDependencies(appStateClient: AppStateClient(AppState(latestRecord: latest))))
        await sut.send(.task)
        let first = sut.latestRecordSubscription
        await sut.send(.task)
        await first?.value
        #expect(latest.subscriberCount == 1)
        sut.latestRecordSubscription?.cancel()
    }

    @Test
    func send_latestRecordReceived_LatestRecordIsReplaced() async {
        let sut = Home(storeDependencies(), latestRecord: record(1))
        await sut.send(.latestRecordReceived(record(2)))
        #expect(sut.latestRecord == record(2))
    }

    @Test
    func send_calculateButtonTapped_ABMIScreenIsPushedWithTheGivenDependencies() async {
        let files = InMemoryFiles()
        let sut = Home(storeDependencies())
        await sut.send(.calculateButtonTapped(storeDependencies(files: files)))
        guard case .personBMI(let child)? = sut.path.last else {
            Issue.record("expected a BMI screen on top, got \(sut.path)")
            return
        }
        await child.send(.task)  // Reads through the given files: the given dependencies are used.
        #expect(child.person == .empty)
        #expect(sut.path.count == 1)
    }

    @Test
    func send_historyButtonTapped_AHistoryScreenIsPushed() async {
        let sut = Home(storeDependencies())
        await sut.send(.historyButtonTapped(storeDependencies(), pageSize: 10))
        guard case .history? = sut.path.last else {
            Issue.record("expected a History screen on top, got \(sut.path)")
            return
        }
    }

    @Test
    func send_settingsButtonTapped_TheSameSettingsStoreIsPushed() async {
        let settings = Settings(storeDependencies())
        let sut = Home(storeDependencies(), settings: settings)
        await sut.send(.settingsButtonTapped(settings))
        #expect(sut.path == [.settings(settings)])
    }

    @Test
    func send_childBackButtonTapped_TheChildIsPopped() async {
        let sut = Home(storeDependencies())
        await sut.send(.historyButtonTapped(storeDependencies(), pageSize: 10))
        guard case .history(let child)? = sut.path.last else {
            Issue.record("expected a History screen on top")
            return
        }
        await child.send(.backButtonTapped)
        #expect(sut.path.isEmpty)
    }

    @Test
    func send_childQuitButtonTapped_QuitIsRequested() async {
        let sut = Home(storeDependencies())
        await sut.send(.calculateButtonTapped(storeDependencies()))
        guard case .personBMI(let child)? = sut.path.last else {
            Issue.record("expected a BMI screen on top")
            return
        }
        await child.send(.quitButtonTapped)
        #expect(sut.isQuitRequested)
    }

    // luca:example-end
    @Test
    func send_quitButtonTapped_QuitIsRequested() async {
        let sut = TestStore { Home(storeDependencies(), action: $0) }
        await sut.send(.quitButtonTapped) {
            $0.isQuitRequested = true
        }
        sut.finish()
    }
    // luca:example-begin

    @Test
    func send_settingsUnitSystemPickerSelected_LatestBMIIsTheSame() async throws {
        // 100.1 lb at 66 in: 16.16 by kg / m², 16.15 by the 703 × lb / in² shortcut, never used.
        let (url, data) = try historyFile([record(1, weight: 100.1 * 0.453_592_37, height: 66 * 2.54)])
        let sut = Home(storeDependencies(files: InMemoryFiles(files: [url: data]), appStateClient: AppStateClient()))
        await sut.send(.task)
        sut.latestRecordSubscription?.cancel()
        let metric = sut.latestBMI
        await sut.settings?.send(.unitSystemPickerSelected(.imperial))
        #expect(metric == 16.16)
        #expect(sut.latestBMI == 16.16)
    }

    @Test
    func path_TwoDestinationsWithTheSameStore_AreEqual() {
        let store = Settings(storeDependencies())
        #expect(Home.Path.settings(store) == Home.Path.settings(store))
        #expect(Home.Path.settings(store) != Home.Path.settings(Settings(storeDependencies())))
    }
    // luca:example-end
}
