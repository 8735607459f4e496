import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// The latest BMI Home shows: read when Home appears, followed through `AppState` until it is
/// covered, in the saved classification.
@MainActor struct LatestRecordTests {
    @Test
    func send_task_LatestRecordIsShownInTheSavedSettings() async throws {
        let (url, data) = try historyFile([record(1)])
        let sut = LatestRecord(
            storeDependencies(files: InMemoryFiles(files: [url: data]), appStateClient: AppStateClient()))
        await sut.send(.task)
        #expect(sut.latestRecord == record(1))
        #expect(sut.latestBMI == 22.86)
        #expect(sut.latestCategory == .normal)
        #expect(sut.preferences == .standard)
        sut.latestRecordSubscription?.cancel()
    }

    @Test
    func send_task_FirstTime_TheNewestSavedRecordBecomesTheLatestEverywhere() async throws {
        let (url, data) = try historyFile([record(1), record(2)])
        let appStateClient = AppStateClient()
        let sut = LatestRecord(
            storeDependencies(files: InMemoryFiles(files: [url: data]), appStateClient: appStateClient))
        await sut.send(.task)
        #expect(sut.latestRecord == record(2))
        #expect(appStateClient.withLock { $0.example.latestRecord }.value == record(2))
        sut.latestRecordSubscription?.cancel()
    }

    @Test
    func send_task_ARecordIsSavedLater_ItIsReceivedThroughAppState() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let appStateClient = AppStateClient(AppState(example: ExampleState(latestRecord: latest)))
        let sut = TestStore { LatestRecord(storeDependencies(appStateClient: appStateClient), action: $0) }
        await sut.send(.task) {
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
        let sut = LatestRecord(
            storeDependencies(appStateClient: AppStateClient(AppState(example: ExampleState(latestRecord: latest)))))
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
        let sut = LatestRecord(
            storeDependencies(appStateClient: AppStateClient(AppState(example: ExampleState(latestRecord: latest)))))
        await sut.send(.task)
        let first = sut.latestRecordSubscription
        await sut.send(.task)
        await first?.value
        #expect(latest.subscriberCount == 1)
        sut.latestRecordSubscription?.cancel()
    }

    @Test
    func send_latestRecordReceived_LatestRecordIsReplaced() async {
        let sut = LatestRecord(storeDependencies(), latestRecord: record(1))
        await sut.send(.latestRecordReceived(record(2)))
        #expect(sut.latestRecord == record(2))
    }

    @Test
    func latestBMI_ImperialUnits_IsTheSame() async throws {
        // 100.1 lb at 66 in: 16.16 by kg / m², 16.15 by the 703 × lb / in² shortcut, never used.
        let sut = LatestRecord(
            storeDependencies(), latestRecord: record(1, weight: 100.1 * 0.453_592_37, height: 66 * 2.54))
        let metric = sut.latestBMI
        sut.preferences.unitSystem = .imperial
        #expect(metric == 16.16)
        #expect(sut.latestBMI == 16.16)
    }
}
