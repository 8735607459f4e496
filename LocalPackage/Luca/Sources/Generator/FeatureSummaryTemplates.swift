/// What `luca feature NAME --reads ENTITY` writes: a screen over what another screen saves (a
/// summary), with no form and no entity of its own. It reads the entity's repository each time
/// it appears and says how many are saved; its menu is Back and Quit (`NoChoice`); its command
/// prints the same, as text or JSON. Each file is meant to be changed into the feature's own.
extension FeatureTemplates {
    var summaryFiles: [String: String] {
        [
            path(.store): summaryStore, path(.view): summaryView, path(.strings): summaryStrings,
            path(.presentation): summaryPresentation, path(.command): summaryCommand,
            path(.storeTests): summaryStoreTests, path(.sceneTests): summarySceneTests,
            path(.commandTests): summaryCommandTests, path(.binaryTests): summaryBinaryTests,
        ]
    }

    var summaryStore: String {
        """
        import DataSource
        import Observation

        /// The \(name.title) screen: how many \(entity.pluralPhrase) are saved, read from the repository
        /// another screen saves them through. Made by `luca feature --reads`: change the state
        /// into what the screen shows of them, keeping the shape (every property settable through
        /// `init`, one `reduce`).
        @MainActor @Observable public final class \(type): Composable {
            private let \(repository): \(entityType)Repository
            private let logService: LogService

            public var \(entities): [\(entityType)]
            /// The last load that failed; cleared by the next that succeeds.
            public var dataError: DataError?
            public let action: (Action) async -> Void

            public init(
                _ appDependencies: AppDependencies,
                \(entities): [\(entityType)] = [],
                dataError: DataError? = nil,
                action: @escaping (Action) async -> Void = { _ in }
            ) {
                self.\(repository) = appDependencies.\(repository)
                self.logService = LogService(appDependencies)
                self.\(entities) = \(entities)
                self.dataError = dataError
                self.action = action
            }

            public func reduce(_ action: Action) async {
                switch action {
                case .task:
                    \(loadOnTask)

                case .onDisappear, .backButtonTapped, .quitButtonTapped:
                    break  // The parent closes the screen or the app.
                }
            }

            public enum Action: ChildScreenAction {
                case task
                case onDisappear
                case backButtonTapped
                case quitButtonTapped
            }
        }

        """
    }

    var summaryView: String {
        """
        import DataSource
        import Model

        /// The \(name.title) screen in the terminal: how many are saved, then Back and Quit (it has
        /// no choice of its own: `NoChoice`).
        final class \(type)View: StoreView<\(type)>, ChildScreen {
            typealias Choice = NoChoice

            func appear() async {
                \(appearing)
                if let dataError = store.dataError {
                    console.writeErrorLine(strings.message(dataError))
                } else {
                    \(type)Total(store).write(to: console, strings: strings)
                }
            }

            /// `NoChoice` has no value: nothing is ever chosen.
            func select(_: Choice, number _: Int?) async {}

            func disappear() async {
                await store.send(.onDisappear)
            }
        }

        """
    }

    var summaryPresentation: String {
        """
        import Model

        /// `3 saved`: what the \(name.title) screen shows, built once: the view writes it, and the
        /// `\(command)` command writes it too, or encodes it as JSON (`{"saved":3}`).
        struct \(type)Total: Presentation {
            var saved: Int

            @MainActor init(_ store: \(type)) {
                saved = store.\(entities).count
            }

            func write(to console: Console, strings: any Strings) {
                console.writeLine(strings.\(member)Saved(saved))
            }
        }

        """
    }

    var summaryStrings: String {
        """
        import DataSource
        import Model

        /// The \(name.title) screen's words, in every language: a sentence missing from one does not
        /// compile.
        protocol \(type)Strings {
            var \(member)Title: String { get }
            func \(member)Saved(_ count: Int) -> String
            var \(member)Summary: String { get }
        }

        extension EnglishStrings {
            var \(member)Title: String { "\(name.title)" }
            func \(member)Saved(_ count: Int) -> String { "\\(count) saved" }
            var \(member)Summary: String {
                "how many \(entity.pluralPhrase) are saved, as the \(name.title) screen says"
            }
        }

        extension JapaneseStrings {
            var \(member)Title: String { "\(name.title)" }
            func \(member)Saved(_ count: Int) -> String { "\\(count) 件保存" }
            var \(member)Summary: String {
                "保存した \(entity.title) の件数 (\(name.title) の画面と同じ)"
            }
        }

        """
    }

    var summaryCommand: String {
        """
        import CommandSpec
        import DataSource
        import Model

        /// `\(command) [--json]`: what the \(name.title) screen shows, through its store. Made by
        /// `luca feature --reads`: change it into the feature's own, keeping the shape (options
        /// declared once, the store driven through its actions, the screen's presentation written).
        struct \(type)Command: OneShotCommand {
            nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
                CommandSpec(
                    "\(command)",
                    summary: strings.\(member)Summary,
                    options: [jsonFlag],
                    examples: ["\\(AppIdentity.commandName) \(command) --json"],
                    in: strings
                )
            }

            nonisolated static let jsonFlag = Flag(
                "json", help: OptionHelp(english: "print it as JSON", japanese: "JSON で出力する"))

            /// What the parser checked, read where it is used.
            let arguments: ParsedArguments
            private var isJSON: Bool { arguments[Self.jsonFlag] }

            func run(_ context: CommandContext) async -> ExitStatus {
                let store = \(type)(context.dependencies)
                await store.send(.task)
                if let dataError = store.dataError {
                    return context.fail(dataError)  // its message, 65 for a damaged file, 74 for I/O
                }
                context.write(\(type)Total(store), asJSON: isJSON)
                return .success
            }
        }

        """
    }
}
