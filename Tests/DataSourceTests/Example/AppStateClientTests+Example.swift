import DataSource
import Testing

/// What the worked example adds to AppStateClientTests.
extension AppStateClientTests {
    @Test
    func withLock_100TasksIncrement1000TimesEach_CountIs100000() async {
        let sut = AppStateClient()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    for _ in 0..<1_000 {
                        sut.withLock { $0.example.calculationCount += 1 }
                    }
                }
            }
        }
        #expect(sut.withLock { $0.example.calculationCount } == 100_000)
    }

    @Test
    func withLock_BodyThrows_ErrorIsRethrownAndChangesBeforeItAreKept() {
        struct Stop: Error {}
        let sut = AppStateClient()
        #expect(throws: Stop.self) {
            try sut.withLock { state throws(Stop) in
                state.example.hasAlreadyTutorial = true
                throw Stop()
            }
        }
        #expect(sut.withLock { $0.example.hasAlreadyTutorial })
    }
}
