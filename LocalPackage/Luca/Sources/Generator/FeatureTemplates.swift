/// The files `luca feature` writes and the lines it wires into Home, for one feature name: a
/// working screen that lists what was saved and whose menu's Add asks for two values (a count,
/// checked by the feature's rule, then a note) and saves them through the repository of its
/// entity, which `RepositoryScaffold` makes alongside. Each file is meant to be changed into the
/// feature's own, keeping the shape.
public struct FeatureTemplates {
    /// What the screen is: a form that saves an entity of its own (`luca feature`), or a summary
    /// of what another screen saves (`luca feature --reads ENTITY`).
    public enum Shape: Sendable {
        case form, summary
    }

    let name: Naming
    let key: String
    /// What the screen saves (`DiaryEntry` unless `--entity` names it), or reads.
    let entity: Naming
    var shape = Shape.form

    var type: String { name.typeName }
    var member: String { name.memberName }
    var entityType: String { entity.typeName }
    /// `diaryEntries`: the store's list of them.
    var entities: String { entity.pluralMemberName }
    var repository: String { "\(entity.memberName)Repository" }

    // MARK: New files

    static let homeView = "LocalPackage/Sources/UserInterface/Views/HomeView.swift"
    static let home = "LocalPackage/Sources/Model/Stores/Home.swift"
    static let appCommandLine = "LocalPackage/Sources/UserInterface/CommandLine/AppCommandLine.swift"

    /// `DiaryEntry` for `Diary`: what a screen saves when `--entity` does not name it.
    public static func defaultEntity(of name: Naming) throws(GeneratorError) -> Naming {
        guard name.typeName.count + "Entry".count <= Naming.longest else {
            throw GeneratorError(
                "'\(name.typeName.prefix(20))…' is \(name.typeName.count) letters long: a screen whose entity luca "
                    + "names after it (\(name.typeName.prefix(8))…Entry) has at most \(Naming.longest - "Entry".count) "
                    + "letters; give a shorter name, or name what it saves with --entity.")
        }
        return try Naming(name.typeName + "Entry", kind: "entity")
    }

    /// Every file the feature is, by path (its entity's and repository's are `RepositoryScaffold`'s).
    var files: [String: String] {
        shape == .summary ? summaryFiles : formFiles
    }

    private var formFiles: [String: String] {
        [
            path(.store): store, path(.service): service, path(.view): view, path(.strings): strings,
            path(.presentation): presentation, path(.command): commandFile, path(.commandTests): commandTests,
            path(.storeTests): storeTests, path(.serviceTests): serviceTests, path(.sceneTests): sceneTests,
            path(.binaryTests): binaryTests,
        ]
    }

    var store: String {
        """
        import DataSource
        import Observation

        /// The \(name.title) screen: every \(entity.phrase) saved, oldest first, and a form that
        /// asks for a new one's count, then its note, and saves it. Made by `luca feature`: change the
        /// state and actions into the feature's own, keeping the shape (every property settable
        /// through `init`, one `reduce`, the rules in `\(type)Service`).
        @MainActor @Observable public final class \(type): Composable {
            private let \(repository): \(entityType)Repository
            private let \(member)Service: \(type)Service
            private let logService: LogService
            private let dateClient: DateClient

            public var \(entities): [\(entityType)]
            /// What the form asks for now; `nil` at the menu.
            public var field: Field?
            /// The count typed, kept while the form asks for the note.
            public var count: Int?
            /// The last value typed was refused: the screen says what is accepted.
            public var isInputRefused: Bool
            /// The last load or save that failed; cleared by the next that succeeds.
            public var dataError: DataError?
            public let action: (Action) async -> Void

            public init(
                _ appDependencies: AppDependencies,
                \(entities): [\(entityType)] = [],
                field: Field? = nil,
                count: Int? = nil,
                isInputRefused: Bool = false,
                dataError: DataError? = nil,
                action: @escaping (Action) async -> Void = { _ in }
            ) {
                self.\(repository) = appDependencies.\(repository)
                self.\(member)Service = \(type)Service(appDependencies)
                self.logService = LogService(appDependencies)
                self.dateClient = appDependencies.dateClient
                self.\(entities) = \(entities)
                self.field = field
                self.count = count
                self.isInputRefused = isInputRefused
                self.dataError = dataError
                self.action = action
            }

            /// When it was saved, on the local wall clock.
            public func localTime(of entry: \(entityType)) -> LocalTime {
                dateClient.localTime(entry.date)
            }

            public func reduce(_ action: Action) async {
                switch action {
                case .task:
                    \(loadOnTask)

                case .addButtonTapped:
                    field = .count

                case .countSubmitted(let text):
                    guard let count = \(member)Service.count(from: text) else {
                        isInputRefused = true
                        return
                    }
                    self.count = count
                    field = .note
                    isInputRefused = false

                case .noteSubmitted(let text):
                    guard let count else { return }  // A note is asked for only after a count.
                    guard let note = \(member)Service.note(from: text) else {
                        isInputRefused = true
                        return
                    }
                    self.count = nil
                    field = nil
                    isInputRefused = false
                    let entry = \(entityType)(count: count, note: note, date: dateClient.now())
                    do {
                        \(entities) = try await \(repository).add(entry)
                        dataError = nil
                    } catch {
                        dataError = error
                        logService.log(.dataFailed(error))
                    }

                case .formCancelled:
                    field = nil
                    count = nil
                    isInputRefused = false

                case .onDisappear, .backButtonTapped, .quitButtonTapped:
                    break  // The parent closes the screen or the app.
                }
            }

            /// The form's questions, in the order it asks them.
            public enum Field: Sendable, Equatable {
                case count, note
            }

            public enum Action: ChildScreenAction {
                case task
                case onDisappear
                case addButtonTapped
                case countSubmitted(String)
                case noteSubmitted(String)
                /// Esc at the form: nothing is saved.
                case formCancelled
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
            /// What `count` may hold, typed or read back: the sample rule.
            public static let counts = 0...1_000

            public init(_ appDependencies: AppDependencies) {}

            /// `12` → 12, with spaces around it; `nil` for anything else, or outside `counts`.
            public func count(from text: String) -> Int? {
                guard let count = Int(text.trimmingSpaces), Self.counts.contains(count) else { return nil }
                return count
            }

            /// The note as saved, without the spaces around it; `nil` when it holds a line break (the
            /// screen lists each one on a line of its own).
            public func note(from text: String) -> String? {
                text.contains(where: \\.isNewline) ? nil : text.trimmingSpaces
            }

            /// Whether a saved one keeps the rules a typed one keeps: what the repository reads back
            /// must (`AppDependencies+Repositories`).
            public func isAccepted(_ entry: \(entityType)) -> Bool {
                Self.counts.contains(entry.count) && !entry.note.contains(where: \\.isNewline)
            }
        }

        """
    }

    // MARK: Lines wired into existing files

    /// One line per place a screen is wired in, each at its marker: its route in Home, its item in
    /// Home's menu, its view, its words, its command.
    var wiring: [MarkerEdit] {
        [
            MarkerEdit(path: Self.home, marker: "paths", lines: ["case \(member)(\(type))"]),
            MarkerEdit(path: Self.homeView, marker: "menu", lines: menuLines),
            MarkerEdit(
                path: "LocalPackage/Sources/UserInterface/Scenes/HomeScene.swift", marker: "views",
                lines: Self.fitted([
                    "case .\(member)(let store):", "\(type)View(store: store, console: console, strings: strings)",
                ])
            ),
            MarkerEdit(
                path: "LocalPackage/Sources/UserInterface/Resources/Strings.swift", marker: "strings",
                lines: ["& \(type)Strings"]),
            MarkerEdit(
                path: Self.appCommandLine, marker: "commands",
                lines: ["\(type)Command.self,"]),
        ]
    }

    /// Its item in Home's menu: the key, its title, and the store it pushes.
    var menuLines: [String] {
        Self.fitted(
            ["screen(\"\(key)\", strings.\(member)Title) {", ".\(member)(\(type)($0, action: $1.screenAction()))", "}"])
    }

    /// A line's parts joined on one line where it fits in 120 columns at the markers' indentation
    /// (8), else as swift-format wraps it: the middle part indented on a line of its own.
    static func fitted(_ parts: [String]) -> [String] {
        let line = parts.joined(separator: " ")
        guard 8 + line.count > 120 else { return [line] }
        return [parts[0]] + parts.dropFirst().enumerated().map { $0.offset == 0 ? "    " + $0.element : $0.element }
    }

    /// `screen("k", strings.diaryTitle) {`: how luca finds a screen's key in Home's menu.
    static func menuKey(of name: Naming, in homeView: String) -> String? {
        homeView.firstMatch(of: try! Regex("screen\\(\"(.)\", strings\\.\(name.memberName)Title\\)"))
            .flatMap { $0.output[1].substring.map(String.init) }
    }
}
