/// The tests `luca feature` writes for the screen: its store through `TestStore`, its service, and
/// a session of the app that opens it.
extension FeatureTemplates {
    var storeTests: String {
        """
        import DataSource
        import Model
        import TestSupport
        import Testing

        /// Each action through a TestStore: the closure states every property it changes; any other
        /// change, and any report not received, fails the test.
        @MainActor struct \(type)Tests {
            @Test
            func send_task_TapCountStartsAtZero() async {
                let sut = TestStore { \(type)(storeDependencies(), tapCount: 3, action: $0) }
                await sut.send(.task) {
                    $0.tapCount = 0
                }
            }

            @Test
            func send_sampleButtonTapped_TwiceFromZero_TapCountIsTwo() async {
                let sut = TestStore { \(type)(storeDependencies(), action: $0) }
                await sut.send(.sampleButtonTapped) {
                    $0.tapCount = 1
                }
                await sut.send(.sampleButtonTapped) {
                    $0.tapCount = 2
                }
            }

            @Test
            func send_onDisappear_TapCountIsKept() async {
                let sut = TestStore { \(type)(storeDependencies(), tapCount: 2, action: $0) }
                await sut.send(.onDisappear)
            }

            @Test(arguments: [\(type).Action.backButtonTapped, .quitButtonTapped])
            func send_backOrQuitButtonTapped_IsReportedToTheParentAndChangesNothing(action: \(type).Action) async {
                let reported = LockIsolated<[String]>([])
                let sut = TestStore { _ in
                    \(type)(storeDependencies()) { action in reported.withValue { $0.append("\\(action)") } }
                }
                await sut.send(action)
                #expect(reported.value == ["\\(action)"])
            }
        }

        """
    }

    var serviceTests: String {
        """
        import Model
        import Testing

        struct \(type)ServiceTests {
            @Test
            func count_AfterThree_IsFour() {
                #expect(\(type)Service(.testDependencies()).count(after: 3) == 4)
            }
        }

        """
    }

    var sceneTests: String {
        """
        import TestSupport
        import Testing

        /// The \(name.title) screen, opened from Home with `\(key)`.
        @MainActor struct \(type)SceneTests {
            @Test
            func session_OpenTapTwiceBackQuit_ShowsTheCountAndReturnsHome() async {
                let run = await AppRun(typing: ["\(key)", "t", "t", "b", "q"])
                #expect(run.status == 0)
                #expect(run.error.isEmpty)
                #expect(run.output.contains("\(name.title)\\nTaps: 0\\n"))
                #expect(run.output.contains("Taps: 2\\n"))
            }
        }

        """
    }
}
