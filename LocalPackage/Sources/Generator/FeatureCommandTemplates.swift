/// What `luca feature` writes for the screen's one-shot command: the line the screen and the
/// command both show (its presentation), the command, and the command's tests.
extension FeatureTemplates {
    /// `blood-pressure` for `BloodPressure`: the command typed.
    var command: String { Self.commandName(of: name) }

    public static func commandName(of name: Naming) -> String {
        name.title.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    var presentation: String {
        """
        import Model

        /// What the \(name.title) screen shows of its store, built once: the view writes it, and the
        /// `\(command)` command writes it too, or encodes it as JSON (`{"taps":2}`: its properties).
        struct \(type)Line: Presentation, Equatable {
            var taps: Int

            @MainActor init(_ store: \(type)) {
                taps = store.tapCount
            }

            func write(to console: Console, strings: any Strings) {
                console.writeLine(strings.\(member)TapCount(taps))
            }
        }

        """
    }

    var commandFile: String {
        """
        import CommandSpec
        import DataSource
        import Model

        /// `\(command) [--taps N] [--json]`: the \(name.title) screen's store, its sample button tapped
        /// N times (once without `--taps`), then what the screen shows. Made by `luca feature`:
        /// replace the sample with the feature's own, keeping the shape (options declared once, the
        /// store driven through its actions, the screen's presentation written).
        struct \(type)Command: OneShotCommand {
            nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
                CommandSpec(
                    "\(command)",
                    summary: strings.\(member)Summary,
                    options: [tapsOption, jsonFlag],
                    examples: ["\\(AppIdentity.commandName) \(command) --taps 2 --json"],
                    in: strings
                )
            }

            nonisolated static let tapsOption = Option.integer("taps", "N", minimum: 0, maximum: 1_000) {
                $0.\(member)TapsHelp
            }
            nonisolated static let jsonFlag = Flag("json") { $0.\(member)JSONHelp }

            let taps: Int
            let isJSON: Bool

            init(_ arguments: ParsedArguments) {
                taps = arguments[Self.tapsOption] ?? 1
                isJSON = arguments[Self.jsonFlag]
            }

            func run(_ context: CommandContext) async -> ExitStatus {
                let store = \(type)(context.dependencies)
                await store.send(.task)
                for _ in 0..<taps {
                    await store.send(.sampleButtonTapped)
                }
                context.write(\(type)Line(store), asJSON: isJSON)
                return .success
            }
        }

        """
    }

    /// The command run as the built binary, as a script runs it: the one test of the feature
    /// that goes through the process, its arguments and its exit.
    var binaryTests: String {
        """
        import Foundation
        import TestSupport
        import Testing

        /// `\(command)` run by the built binary, as a script runs it.
        struct \(type)BinaryTests {
            @Test
            func run_TapsTwiceAsJSON_PrintsTheCountAndExitsZero() throws {
                let temporary = try TemporaryDirectory()
                defer { temporary.remove() }
                let result = try AppProcess.run(["\(command)", "--taps", "2", "--json"], dataDirectory: temporary.url)
                #expect(result.status == 0)
                #expect(result.output == "{\\"taps\\":2}\\n")
                #expect(result.error.isEmpty)
            }
        }

        """
    }

    var commandTests: String {
        """
        import TestSupport
        import Testing

        /// `\(command)` as a script runs it, through the whole app.
        @MainActor struct \(type)CommandTests {
            @Test
            func run_TapsTwiceAsJSON_PrintsTheCountAsJSON() async {
                let run = await AppRun(["\(command)", "--taps", "2", "--json"])
                #expect(run.status == 0)
                #expect(run.output == "{\\"taps\\":2}\\n")
            }

            @Test
            func run_NoOptions_TapsOnceAndSaysSoAsTheScreenDoes() async {
                let run = await AppRun(["\(command)"])
                #expect(run.status == 0)
                #expect(run.output == "Taps: 1\\n")
            }

            @Test(arguments: ["many", "-1", "1001", "99999999999999999999"])
            func run_TapsNotAccepted_ExitsUsageSayingWhatIsAccepted(taps: String) async {
                let run = await AppRun(["\(command)", "--taps", taps])
                #expect(run.status == 64)
                #expect(run.error.contains("--taps must be a whole number from 0 to 1000"), "\\(run.error)")
                #expect(run.output.isEmpty)
            }
        }

        """
    }
}
