/// The files `luca feature` writes and the lines it wires into Home, for one feature name.
/// Each file is a working screen with a sample action, meant to be replaced by the feature's own.
public struct FeatureTemplates {
    let name: Naming
    let key: String
    let hasService: Bool

    var type: String { name.typeName }
    var member: String { name.memberName }

    // MARK: New files

    static let homeView = "LocalPackage/Sources/UserInterface/Views/HomeView.swift"
    static let home = "LocalPackage/Sources/Model/Stores/Home.swift"

    static func servicePath(of name: Naming) -> String {
        "LocalPackage/Sources/Model/Services/\(name.typeName)Service.swift"
    }

    /// Every file the feature is, by path.
    var files: [String: String] {
        var files = [
            "LocalPackage/Sources/Model/Stores/\(type).swift": store,
            "LocalPackage/Sources/UserInterface/Views/\(type)View.swift": view,
            "LocalPackage/Sources/UserInterface/Resources/\(type)Strings.swift": strings,
            "LocalPackage/Sources/UserInterface/Presentations/\(type)Line.swift": presentation,
            "LocalPackage/Sources/UserInterface/Commands/\(type)Command.swift": commandFile,
            "Tests/UserInterfaceTests/\(type)CommandTests.swift": commandTests,
            "Tests/ModelTests/StoreTests/\(type)Tests.swift": storeTests,
            "Tests/UserInterfaceTests/\(type)SceneTests.swift": sceneTests,
            "Tests/AppTests/\(type)BinaryTests.swift": binaryTests,
        ]
        if hasService {
            files[Self.servicePath(of: name)] = service
            files["Tests/ModelTests/ServiceTests/\(type)ServiceTests.swift"] = serviceTests
        }
        return files
    }

    var store: String {
        let service = hasService ? "    private let \(member)Service: \(type)Service\n\n" : ""
        let serviceInit = hasService ? "        self.\(member)Service = \(type)Service(appDependencies)\n" : ""
        let next = hasService ? "\(member)Service.count(after: tapCount)" : "tapCount + 1"
        return """
            import DataSource
            import Observation

            /// The \(name.title) screen. Made by `luca feature`: replace the sample state and action with
            /// the feature's own, keeping the shape (every property settable through `init`, one `reduce`).
            @MainActor @Observable public final class \(type): Composable {
            \(service)    /// How many times the sample button was tapped since the screen appeared.
                public var tapCount: Int
                public let action: (Action) async -> Void

                public init(
                    _ appDependencies: AppDependencies,
                    tapCount: Int = 0,
                    action: @escaping (Action) async -> Void = { _ in }
                ) {
            \(serviceInit)        self.tapCount = tapCount
                    self.action = action
                }

                public func reduce(_ action: Action) async {
                    switch action {
                    case .task:
                        tapCount = 0

                    case .sampleButtonTapped:
                        tapCount = \(next)

                    case .onDisappear, .backButtonTapped, .quitButtonTapped:
                        break  // The parent closes the screen or the app.
                    }
                }

                public enum Action: ChildScreenAction {
                    case task
                    case onDisappear
                    case sampleButtonTapped
                    case backButtonTapped
                    case quitButtonTapped
                }
            }

            """
    }

    var service: String {
        """
        import DataSource

        /// \(name.title)'s rules. Holds no state: what it needs comes in as arguments, or from the
        /// clients and repositories it builds from `AppDependencies`.
        public struct \(type)Service: Sendable {
            public init(_ appDependencies: AppDependencies) {}

            /// The sample rule, one more tap; replace it with the feature's own.
            public func count(after count: Int) -> Int {
                count + 1
            }
        }

        """
    }

    var view: String {
        """
        import DataSource
        import Model

        /// The \(name.title) screen in the terminal: its title, the sample count and its menu.
        final class \(type)View: StoreView<\(type)>, ChildScreen {
            func appear() async {
                await store.send(.task)
                console.writeLine()
                console.writeLine(strings.\(member)Title, style: .title)
                render()
            }

            enum Choice: String, MenuChoice {
                case tap = "t"

                func label(in strings: any Strings) -> String { strings.label(self) }
            }

            func select(_ choice: Choice, number _: Int?) async {
                switch choice {
                case .tap:
                    await store.send(.sampleButtonTapped)
                    render()
                }
            }

            func disappear() async {
                await store.send(.onDisappear)
            }

            private func render() {
                \(type)Line(store).write(to: console, strings: strings)
            }
        }

        """
    }

    // MARK: Lines wired into existing files

    var homeEdits: [MarkerEdit] {
        let path = Self.home
        return [
            MarkerEdit(
                path: path,
                marker: "actions",
                lines: [
                    "/// Opens the \(name.title) screen with the dependencies the view passes in.",
                    "case \(member)ButtonTapped(AppDependencies)",
                    "case \(member)(\(type).Action)",
                ]
            ),
            MarkerEdit(path: path, marker: "paths", lines: ["case \(member)(\(type))"]),
            MarkerEdit(
                path: path,
                marker: "reduce",
                lines: [
                    "case .\(member)ButtonTapped(let dependencies):",
                    "    path.append(.\(member)(\(type)(dependencies, action: to(Action.\(member)))))",
                    "case .\(member)(let action): navigate(action)",
                ]
            ),
        ]
    }

    var userInterfaceEdits: [MarkerEdit] {
        let homeView = Self.homeView
        return [
            MarkerEdit(path: homeView, marker: "menu-choices", lines: ["case \(member) = \"\(key)\""]),
            MarkerEdit(
                path: homeView,
                marker: "menu-actions",
                lines: ["case .\(member): await store.send(.\(member)ButtonTapped(appDependencies))"]
            ),
            MarkerEdit(
                path: "LocalPackage/Sources/UserInterface/Scenes/HomeScene.swift",
                marker: "views",
                lines: ["case .\(member)(let store): \(type)View(store: store, console: console, strings: strings)"]
            ),
            MarkerEdit(
                path: "LocalPackage/Sources/UserInterface/Resources/Strings.swift", marker: "strings",
                lines: ["    & \(type)Strings"]),
            MarkerEdit(
                path: "LocalPackage/Sources/UserInterface/CommandLine/AppCommandLine.swift", marker: "commands",
                lines: ["\(type)Command.self,"]),
        ]
            + ["English", "Japanese"].map { language in
                // Home shows the screen's title, in each language.
                MarkerEdit(
                    path: "LocalPackage/Sources/UserInterface/Resources/HomeStrings.swift",
                    marker: "home-labels-\(language.lowercased())", lines: ["case .\(member): \(member)Title"])
            }
    }

    /// The screen's words, in both languages, in a file of its own (the title stays as typed in
    /// Japanese until someone translates it).
    var strings: String {
        """
        /// The \(name.title) screen's words, in every language: a sentence missing from one does not
        /// compile.
        protocol \(type)Strings {
            var \(member)Title: String { get }
            func label(_ choice: \(type)View.Choice) -> String
            func \(member)TapCount(_ count: Int) -> String
            var \(member)Summary: String { get }
            var \(member)TapsHelp: String { get }
            var \(member)JSONHelp: String { get }
        }

        extension EnglishStrings {
        \(strings(tap: "Tap", tapCount: "Taps: \\(count)"))
            var \(member)Summary: String { "tap the \(name.title) screen's sample button, as the screen does" }
            var \(member)TapsHelp: String { "how many times to tap (0 to 1000; 1 without it)" }
            var \(member)JSONHelp: String { "print the count as JSON" }
        }

        extension JapaneseStrings {
        \(strings(tap: "タップ", tapCount: "タップ: \\(count)回"))
            var \(member)Summary: String { "\(name.title) の画面のサンプルのボタンをタップする (画面と同じ)" }
            var \(member)TapsHelp: String { "タップする回数 (0 から 1000、省略時は 1)" }
            var \(member)JSONHelp: String { "回数を JSON で出力する" }
        }

        """
    }

    /// One declaration each, so that `docs/adding-a-feature.md` can name the lines it replaces.
    private func strings(tap: String, tapCount: String) -> String {
        """
            var \(member)Title: String { "\(name.title)" }
            func label(_ choice: \(type)View.Choice) -> String {
                switch choice {
                case .tap: "\(tap)"
                }
            }
            func \(member)TapCount(_ count: Int) -> String { "\(tapCount)" }
        """
    }
}
