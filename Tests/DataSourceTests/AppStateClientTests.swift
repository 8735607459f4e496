import DataSource
import Testing

struct AppStateClientTests {
    @Test
    func withLock_AChange_IsSeenByTheNextAccess() {
        let sut = AppStateClient()
        sut.withLock { $0.isLoggingEnabled = true }
        #expect(sut.withLock { $0.isLoggingEnabled })
    }

    @Test
    func testValue_EachAccess_StartsFromAFreshState() {
        AppStateClient.testValue.withLock { $0.isLoggingEnabled = true }
        #expect(!AppStateClient.testValue.withLock { $0.isLoggingEnabled })
    }
}
