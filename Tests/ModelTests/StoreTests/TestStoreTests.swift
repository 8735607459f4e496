import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// The TestStore must fail a test exactly when it should: each kind of mistake is reported, and a
/// correct test passes.
@MainActor struct TestStoreTests {
    private func settings(exhaustivity: TestStore<Settings>.Exhaustivity = .on) -> TestStore<Settings> {
        TestStore(exhaustivity: exhaustivity) { Settings(storeDependencies(), action: $0) }
    }

    private func home(_ latest: SharedStream<BMIRecord?>) -> TestStore<Home> {
        TestStore {
            Home(storeDependencies(appStateClient: AppStateClient(AppState(latestRecord: latest))), action: $0)
        }
    }

    @Test
    func send_EveryChangeStated_Passes() async {
        let sut = settings()
        await sut.send(.unitSystemPickerSelected(.imperial)) {
            $0.preferences.unitSystem = .imperial
        }
    }

    @Test
    func send_AChangeNotStated_FailsNamingItWithBothValues() async {
        let sut = settings()
        await withKnownIssue {
            await sut.send(.unitSystemPickerSelected(.imperial))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("preferences changed from") && $0.rawValue.contains("imperial")
            }
        }
    }

    @Test
    func send_AStatedChangeThatDidNotHappen_Fails() async {
        let sut = settings()
        await withKnownIssue {
            await sut.send(.onDisappear) {
                $0.preferences.showsTutorial = false
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("preferences was stated to change") }
        }
    }

    @Test
    func send_AWrongValue_FailsWithTheActualValue() async {
        let sut = settings()
        await withKnownIssue {
            await sut.send(.unitSystemPickerSelected(.imperial)) {
                $0.preferences.showsTutorial = false
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("preferences is ") }
        }
    }

    @Test
    func send_ExhaustivityOff_OnlyWhatIsStatedIsChecked() async {
        let sut = settings(exhaustivity: .off)
        await sut.send(.unitSystemPickerSelected(.imperial))
        await sut.send(.tutorialToggleSwitched(false)) {
            $0.preferences.showsTutorial = false
        }
    }

    @Test
    func finish_AReportNotReceived_Fails() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = home(latest)
        await sut.send(.task) {
            $0.changed(\.settings)
            $0.changed(\.latestRecordSubscription)
        }
        latest.finish()
        await sut.store.latestRecordSubscription?.value
        sut.store.latestRecordSubscription?.cancel()
        withKnownIssue {
            // Neither .settings(.task) nor .latestRecordReceived(nil) was received.
            sut.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("which the test did not receive") }
        }
    }

    @Test
    func finish_ATaskStillRunning_Fails() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = home(latest)
        await sut.send(.task) {
            $0.changed(\.settings)
            $0.changed(\.latestRecordSubscription)
        }
        sut.receive(.settings(.task))
        withKnownIssue {
            sut.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("latestRecordSubscription is a task") }
        }
        sut.store.latestRecordSubscription?.cancel()
    }

    @Test
    func receive_NothingReported_Fails() {
        let sut = settings()
        withKnownIssue {
            sut.receive(.task)
        }
    }

    @Test
    func receive_AnotherCase_Fails() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = home(latest)
        await sut.send(.task) {
            $0.changed(\.settings)
            $0.changed(\.latestRecordSubscription)
        }
        withKnownIssue {
            sut.receive(.quitButtonTapped)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Expected to receive quitButtonTapped") }
        }
        latest.finish()
        await sut.store.latestRecordSubscription?.value
        sut.receive(.latestRecordReceived(nil))
        await sut.send(.onDisappear) {
            $0.expect(\.latestRecordSubscription, nil)
        }
    }

    @Test
    func receive_InOrderWithTheStateTheyBring_Passes() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = home(latest)
        await sut.send(.task) {
            $0.changed(\.settings)
            $0.changed(\.latestRecordSubscription)
        }
        let record = BMIRecord(id: UUID(), date: Date(timeIntervalSince1970: 0), weight: 70, height: 175)
        latest.send(record)
        latest.finish()
        await sut.store.latestRecordSubscription?.value
        sut.receive(.settings(.task))
        sut.receive(.latestRecordReceived(nil))
        sut.receive(.latestRecordReceived(record)) {
            $0.latestRecord = record
        }
        await sut.send(.onDisappear) {
            $0.expect(\.latestRecordSubscription, nil)
        }
    }
}
