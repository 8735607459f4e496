/// The tests `luca feature` writes for the screen: its store through `TestStore`, its service, and
/// a session of the app that opens it.
extension FeatureTemplates {
    var storeTests: String {
        """
        import DataSource
        import Foundation
        import Model
        import TestSupport
        import Testing

        /// Each action through a TestStore: the closure states every property it changes; any other
        /// change, and any report not received, fails the test. The files are in memory and the
        /// clock stopped (`storeDependencies`).
        @MainActor struct \(type)Tests {
            private let file = dataDirectory.appendingPathComponent("\(fileName)")
            /// Where `storeDependencies` stops the clock: 2026-11-21 18:03 UTC.
            private let now = Date(timeIntervalSince1970: 1_795_284_180)

            @Test
            func send_task_WhatWasSavedIsListed() async throws {
                let saved = [\(entityType)(count: 3, note: "a walk", date: now)]
                // Data files write dates as ISO 8601 (`2026-11-21T18:03:00Z`), as people read them.
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                let files = InMemoryFiles(files: [file: try encoder.encode(saved)])
                let sut = TestStore { \(type)(storeDependencies(files: files), action: $0) }
                await sut.send(.task) {
                    $0.\(entities) = saved
                }
                sut.finish()
            }

            @Test
            func send_countThenNote_IsSavedAndListed() async throws {
                let files = InMemoryFiles()
                let sut = TestStore { \(type)(storeDependencies(files: files), action: $0) }
                await sut.send(.addButtonTapped) {
                    $0.field = .count
                }
                await sut.send(.countSubmitted(" 3 ")) {
                    $0.count = 3
                    $0.field = .note
                }
                let saved = \(entityType)(count: 3, note: "a walk", date: now)
                await sut.send(.noteSubmitted("a walk ")) {
                    $0.count = nil
                    $0.field = nil
                    $0.\(entities) = [saved]
                }
                sut.finish()
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                let data = try #require(files.contents(of: file))
                #expect(try decoder.decode([\(entityType)].self, from: data) == [saved])
            }

            @Test(arguments: ["many", "-1", "1001", "3.5", ""])
            func send_countSubmitted_NotACount_IsRefusedAndAskedAgain(text: String) async {
                // Every client is unimplemented: reading the clock or a file would fail the test.
                let sut = TestStore { \(type)(.testDependencies(), field: .count, action: $0) }
                await sut.send(.countSubmitted(text)) {
                    $0.isInputRefused = true
                }
                sut.finish()
            }

            @Test
            func send_noteSubmitted_TwoLines_IsRefusedAndAskedAgain() async {
                let sut = TestStore { \(type)(.testDependencies(), field: .note, count: 3, action: $0) }
                await sut.send(.noteSubmitted("a walk\\nand more")) {
                    $0.isInputRefused = true
                }
                sut.finish()
            }

            @Test
            func send_formCancelled_NothingIsSavedAndTheMenuIsBack() async {
                let sut = TestStore { \(type)(.testDependencies(), field: .note, count: 3, action: $0) }
                await sut.send(.formCancelled) {
                    $0.field = nil
                    $0.count = nil
                }
                sut.finish()
            }

            @Test
            func send_noteSubmitted_DiskFull_ErrorIsHeldAndNothingIsListed() async {
                var dependencies = storeDependencies()
                dependencies.dataClient.write = { _, _ in throw POSIXError(.ENOSPC) }
                let sut = TestStore { \(type)(dependencies, field: .note, count: 3, action: $0) }
                await sut.send(.noteSubmitted("")) {
                    $0.count = nil
                    $0.field = nil
                    $0.changed(\\.dataError)
                }
                sut.finish()
                guard case .unwritable? = sut.store.dataError else {
                    Issue.record("expected .unwritable, got \\(String(describing: sut.store.dataError))")
                    return
                }
            }

            @Test(arguments: [\(type).Action.backButtonTapped, .quitButtonTapped])
            func send_backOrQuit_IsReportedToTheParent(action: \(type).Action) async {
                let reported = LockIsolated<[String]>([])
                let sut = TestStore { _ in
                    \(type)(storeDependencies()) { action in
                        reported.withValue { $0.append("\\(action)") }
                    }
                }
                await sut.send(action)
                sut.finish()
                #expect(reported.value == ["\\(action)"])
            }
        }

        """
    }

    var serviceTests: String {
        """
        import DataSource
        import Foundation
        import Model
        import Testing

        /// The rules need no dependency at all: every client is unimplemented, and none is called.
        struct \(type)ServiceTests {
            private let sut = \(type)Service(.testDependencies())

            /// Text typed, and the count it is (`nil`: refused).
            static let typed: [(String, Int?)] = [
                ("0", 0), ("1000", 1000), (" 12 ", 12), ("-1", nil), ("1001", nil), ("3.5", nil), ("many", nil), ("", nil),
            ]

            @Test(arguments: typed)
            func count_Text_IsAWholeNumberFromZeroTo1000(text: String, count: Int?) {
                #expect(sut.count(from: text) == count)
            }

            @Test(arguments: [(" a walk ", "a walk"), ("", ""), ("a\\nb", nil), ("a\\r\\nb", nil)] as [(String, String?)])
            func note_Text_IsOneLineWithoutTheSpacesAroundIt(text: String, note: String?) {
                #expect(sut.note(from: text) == note)
            }

            @Test(arguments: [(0, "", true), (1000, "a walk", true), (-1, "", false), (1001, "", false), (3, "a\\nb", false)])
            func isAccepted_ASavedOne_KeepsTheRulesATypedOneKeeps(count: Int, note: String, isAccepted: Bool) {
                #expect(sut.isAccepted(\(entityType)(count: count, note: note, date: Date())) == isAccepted)
            }
        }

        """
    }

    var sceneTests: String {
        """
        import DataSource
        import Foundation
        import TestSupport
        import Testing

        /// The \(name.title) screen, opened from Home with `\(key)`.
        @MainActor struct \(type)SceneTests {
            private let file = AppRun.dataDirectory.appendingPathComponent("\(fileName)")

            @Test
            func session_AddACountThenANote_ListsWhatWasSavedAndSavesIt() async {
                let files = InMemoryFiles()
                let run = await AppRun(typing: ["\(key)", "a", "3", "a walk", "b", "q"], files: files)
                #expect(run.status == 0)
                #expect(run.error.isEmpty)
                #expect(run.output.contains("Nothing saved yet: a adds one.\\n"))
                #expect(run.output.contains("Count: 3\\nNote: a walk\\n2026-11-21 18:03  3  a walk\\n"))
                #expect(files.contents(of: file) != nil)
            }

            @Test
            func session_ACountRefused_SaysWhatIsAcceptedAndAsksAgain() async {
                let run = await AppRun(typing: ["\(key)", "a", "many", "3", "", "b", "q"])
                #expect(run.status == 0)
                #expect(run.error == "A count is a whole number from 0 to 1000.\\n")
                #expect(run.output.contains("Count: many\\nCount: 3\\nNote: \\n2026-11-21 18:03  3\\n"))
            }

            @Test
            func session_EscAtTheForm_SavesNothingAndShowsTheMenu() async {
                let files = InMemoryFiles()
                let run = await AppRun(typing: ["\(key)", "a", "3", "\\u{1B}", "b", "q"], files: files)
                #expect(run.status == 0)
                #expect(run.error.isEmpty)
                #expect(files.contents(of: file) == nil)
            }
        }

        """
    }
}
