import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// What the worked example adds to HomeTests.
extension HomeTests {
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
    func send_screenButtonTapped_TheStoreGivenIsOnTop() async {
        let settings = Settings(storeDependencies())
        let sut = Home(storeDependencies(), settings: settings)
        await sut.send(.screenButtonTapped(.settings(settings)))
        #expect(sut.path == [.settings(settings)])
    }

    @Test
    func screenAction_BackOnTheScreenOnTop_PopsItAlone() async {
        let (first, second) = (Settings(storeDependencies()), Settings(storeDependencies()))
        let sut = Home(storeDependencies(), path: [.settings(first), .settings(second)])
        let report: (Screen.Action) async -> Void = sut.screenAction()
        await report(.backButtonTapped)
        #expect(sut.path == [.settings(first)])
        #expect(!sut.isQuitRequested)
    }

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
}
