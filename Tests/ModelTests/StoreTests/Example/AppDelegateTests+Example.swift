import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// What the worked example adds to AppDelegateTests.
extension AppDelegateTests {
    @Test
    func applicationWillTerminate_EverySubscriptionToTheLatestRecordEnds() async {
        let latest = SharedStream<BMIRecord?>(nil)
        let sut = AppDelegate(
            storeDependencies(appStateClient: AppStateClient(AppState(example: ExampleState(latestRecord: latest)))))
        let subscriber = Task {
            var count = 0
            for await _ in latest.stream() { count += 1 }
            return count
        }
        sut.applicationWillTerminate()
        #expect(await subscriber.value <= 1)
        #expect(latest.subscriberCount == 0)
    }
}
