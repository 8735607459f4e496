import DataSource
import Model
import TestSupport
import Testing

/// The helper that checks what stores report must itself fail when it should.
@MainActor struct TestStoreTests {
    @Test
    func unreceivedReport_FailsTheTest() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = TestStore {
            Home(storeDependencies(appStateClient: AppStateClient(AppState(latestRecord: latest))), action: $0)
        }
        await sut.send(.task)
        latest.finish()
        await sut.store.latestRecordSubscription?.value
        withKnownIssue {
            // Neither .settings(.task) nor .latestRecordReceived(nil) was received.
            sut.assertAllReceived()
        }
    }

    @Test
    func receive_NothingReported_FailsTheTest() async {
        let sut = TestStore { Settings(storeDependencies(), action: $0) }
        withKnownIssue {
            sut.receive("anything") { _ in true }
        }
    }
}
