/// What `luca feature` writes for the screen's one-shot command: the command, and its tests in
/// process and through the built binary.
extension FeatureTemplates {
    /// `blood-pressure` for `BloodPressure`: the command typed.
    var command: String { Self.commandName(of: name) }

    public static func commandName(of name: Naming) -> String {
        name.title.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    var commandFile: String {
        """
        import CommandSpec
        import DataSource
        import Model

        /// `\(command) --count N [--note TEXT] [--json]`: saves one \(entity.phrase) as the \(name.title)
        /// screen's Add does, through its store, then prints it as the screen lists it. Made by
        /// `luca feature`: change it into the feature's own, keeping the shape (options declared
        /// once, the store driven through its actions, the screen's presentation written).
        struct \(type)Command: OneShotCommand {
            nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
                CommandSpec(
                    "\(command)",
                    summary: strings.\(member)Summary,
                    options: [countOption, noteOption, jsonFlag],
                    examples: ["\\(AppIdentity.commandName) \(command) --count 3 --note 'a walk' --json"],
                    in: strings
                )
            }

            /// What the parser accepts is the service's rule, so the two cannot disagree. An option is
            /// declared here alone, its help in each language with it.
            nonisolated static let countOption = Option.integer(
                "count", "N", minimum: \(type)Service.counts.lowerBound,
                maximum: \(type)Service.counts.upperBound, isRequired: true,
                help: OptionHelp(
                    english: "its count: a whole number from \\(\(type)Service.counts.lowerBound) to "
                        + "\\(\(type)Service.counts.upperBound)",
                    japanese: "数: \\(\(type)Service.counts.lowerBound) から "
                        + "\\(\(type)Service.counts.upperBound) までの整数"))
            nonisolated static let noteOption = Option.text(
                "note", "TEXT",
                help: OptionHelp(english: "its note, one line (none without it)", japanese: "メモ、一行 (省略時はなし)"))
            nonisolated static let jsonFlag = Flag(
                "json", help: OptionHelp(english: "print what was saved as JSON", japanese: "保存したものを JSON で出力する"))

            /// What the parser checked, read where it is used.
            let arguments: ParsedArguments
            // Required: the parser has checked it is there.
            private var count: Int { arguments[Self.countOption] ?? 0 }
            private var note: String { arguments[Self.noteOption] ?? "" }
            private var isJSON: Bool { arguments[Self.jsonFlag] }

            func run(_ context: CommandContext) async -> ExitStatus {
                let store = \(type)(context.dependencies)
                // What was saved must be readable first: a damaged file is named and left as it is,
                // not set aside unseen by a save.
                await store.send(.task)
                if let dataError = store.dataError {
                    return context.fail(dataError)
                }
                await store.send(.addButtonTapped)
                await store.send(.countSubmitted(String(count)))
                await store.send(.noteSubmitted(note))
                if store.isInputRefused {
                    // 65: of the declared form (text), refused by the app's rules
                    return context.say(context.strings.\(member)NoteRefused, .dataError)
                }
                if let dataError = store.dataError {
                    return context.fail(dataError)  // its message, and 74 for I/O (`ExitStatus(DataError)`)
                }
                if let saved = store.\(entities).last {
                    context.write(\(type)Line(saved, of: store), asJSON: isJSON)
                }
                return .success
            }
        }

        """
    }

    /// The command run as the built binary, as a script runs it: the one test of the feature
    /// that goes through the process, its arguments, its exit and the data directory.
    var binaryTests: String {
        """
        import Foundation
        import TestSupport
        import Testing

        /// `\(command)` run by the built binary, as a script runs it.
        struct \(type)BinaryTests {
            @Test
            func run_ACountAndNoteAsJSON_IsSavedPrintedAndKeptForTheNextRun() throws {
                let temporary = try TemporaryDirectory()
                defer { temporary.remove() }
                let result = try AppProcess.run(
                    ["\(command)", "--count", "3", "--note", "a walk", "--json"],
                    dataDirectory: temporary.url)
                #expect(result.status == 0)
                #expect(result.output.hasPrefix("{\\"count\\":3,\\"date\\":\\""))
                #expect(result.output.hasSuffix("\\"note\\":\\"a walk\\"}\\n"))
                #expect(result.error.isEmpty)
                let saved = try String(
                    contentsOf: temporary.url.appendingPathComponent("\(fileName)"),
                    encoding: .utf8)
                #expect(saved.contains("a walk"))
            }
        }

        """
    }

    var commandTests: String {
        """
        import DataSource
        import Foundation
        import TestSupport
        import Testing

        /// `\(command)` as a script runs it, through the whole app.
        @MainActor struct \(type)CommandTests {
            private let file = AppRun.dataDirectory.appendingPathComponent("\(fileName)")

            @Test
            func run_ACountAndNoteAsJSON_SavesItAndPrintsIt() async {
                let files = InMemoryFiles()
                let run = await AppRun(
                    ["\(command)", "--count", "3", "--note", "a walk", "--json"], files: files)
                #expect(run.status == 0)
                #expect(run.output == #"{"count":3,"date":"2026-11-21T18:03:00Z","note":"a walk"}"# + "\\n")
                #expect(files.contents(of: file) != nil)
            }

            @Test
            func run_ACount_PrintsItAsTheScreenListsIt() async {
                let run = await AppRun(["\(command)", "--count", "3"])
                #expect(run.status == 0)
                #expect(run.output.hasSuffix("  3\\n"))
            }

            @Test(arguments: ["many", "-1", "1001", "99999999999999999999"])
            func run_CountNotAccepted_ExitsUsageSayingWhatIsAccepted(count: String) async {
                let run = await AppRun(["\(command)", "--count", count])
                #expect(run.status == 64)
                #expect(run.error.contains("--count must be a whole number from 0 to 1000"), "\\(run.error)")
                #expect(run.output.isEmpty)
            }

            @Test
            func run_ANoteOfTwoLines_Exits65SayingWhatIsAcceptedAndSavesNothing() async {
                let files = InMemoryFiles()
                let run = await AppRun(["\(command)", "--count", "3", "--note", "a\\nb"], files: files)
                #expect(run.status == 65)
                #expect(run.error == "\\(AppIdentity.commandName): A note is one line.\\n")
                #expect(files.contents(of: file) == nil)
            }

            @Test
            func run_SavedFileCannotBeRead_Exits65NamingItAndLeavesItAsItIs() async {
                let files = InMemoryFiles(files: [file: Data("{".utf8)])
                let run = await AppRun(["\(command)", "--count", "3"], files: files)
                #expect(run.status == 65)
                #expect(run.error.contains("\(fileName) could not be read"))
                #expect(files.contents(of: file) == Data("{".utf8))
            }

            @Test
            func run_NoCount_ExitsUsage() async {
                #expect(await AppRun(["\(command)", "--note", "a walk"]).status == 64)
            }

            @Test
            func run_DiskFull_Exits74NamingTheFile() async {
                let run = await AppRun.fullDisk(["\(command)", "--count", "3"], files: InMemoryFiles())
                #expect(run.status == 74)
                #expect(run.error.contains("\(fileName)"))
            }
        }

        """
    }

    /// `diary-entry.json`: the entity's file in the data directory, as `RepositoryTemplates` names it.
    var fileName: String { RepositoryTemplates(entity: entity, makesEntity: true).fileName }
}
