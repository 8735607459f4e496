/// The tests `luca feature --reads` writes for a summary: its store through `TestStore`, a session
/// that opens it, and its command in process and through the built binary.
extension FeatureTemplates {
    var summaryStoreTests: String {
        """
        import DataSource
        import Foundation
        import Model
        import TestSupport
        import Testing

        /// Each action through a TestStore, with the files in memory (`storeDependencies`).
        @MainActor struct \(type)Tests {
            private let file = dataDirectory.appendingPathComponent("\(fileName)")

            @Test
            func send_task_NothingSaved_NoneAreListed() async {
                let sut = TestStore { \(type)(storeDependencies(files: InMemoryFiles()), action: $0) }
                await sut.send(.task)
                sut.finish()
            }

            @Test
            func send_task_FileCannotBeRead_SaysWhyAndLeavesItAsItIs() async {
                let files = InMemoryFiles(files: [file: Data("{".utf8)])
                let sut = TestStore { \(type)(storeDependencies(files: files), action: $0) }
                await sut.send(.task) {
                    $0.changed(\\.dataError)
                }
                sut.finish()
                #expect(sut.store.dataError != nil)
                #expect(files.contents(of: file) == Data("{".utf8))
            }
        }

        """
    }

    var summarySceneTests: String {
        """
        import DataSource
        import Foundation
        import TestSupport
        import Testing

        /// The \(name.title) screen, opened from Home with `\(key)`.
        @MainActor struct \(type)SceneTests {
            @Test
            func session_Opened_SaysHowManyAreSavedAndGoesBack() async {
                let run = await AppRun(typing: ["\(key)", "b", "q"])
                #expect(run.status == 0)
                #expect(run.error.isEmpty)
                #expect(run.output.contains("\(name.title)\\n0 saved\\n"))
                #expect(run.output.contains("[b] Back   [q] Quit"))
            }
        }

        """
    }

    var summaryCommandTests: String {
        """
        import DataSource
        import Foundation
        import TestSupport
        import Testing

        /// `\(command)` as a script runs it, through the whole app.
        @MainActor struct \(type)CommandTests {
            @Test
            func run_NothingSaved_PrintsNoneAsTextAndAsJSON() async {
                #expect(await AppRun(["\(command)"]).output == "0 saved\\n")
                #expect(await AppRun(["\(command)", "--json"]).output == #"{"saved":0}"# + "\\n")
            }

            @Test
            func run_SavedFileCannotBeRead_Exits65NamingItAndLeavesItAsItIs() async {
                let file = AppRun.dataDirectory.appendingPathComponent("\(fileName)")
                let files = InMemoryFiles(files: [file: Data("{".utf8)])
                let run = await AppRun(["\(command)"], files: files)
                #expect(run.status == 65)
                #expect(run.error.contains("\(fileName) could not be read"))
                #expect(files.contents(of: file) == Data("{".utf8))
            }
        }

        """
    }

    var summaryBinaryTests: String {
        """
        import Foundation
        import TestSupport
        import Testing

        /// `\(command)` run by the built binary, as a script runs it.
        struct \(type)BinaryTests {
            @Test
            func run_AsJSON_PrintsHowManyAreSaved() throws {
                let temporary = try TemporaryDirectory()
                defer { temporary.remove() }
                let result = try AppProcess.run(
                    ["\(command)", "--json"], dataDirectory: temporary.url)
                #expect(result.status == 0)
                #expect(result.output == #"{"saved":0}"# + "\\n")
                #expect(result.error.isEmpty)
            }
        }

        """
    }
}
