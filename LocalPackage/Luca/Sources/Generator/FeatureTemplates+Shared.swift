/// Where each file of a screen luca makes goes (one declaration for `luca feature`, `luca remove`
/// and the checks before either), and the lines a form and a summary share.
extension FeatureTemplates {
    /// A file a screen luca makes may have (a summary has no service, and its presentation is a
    /// total rather than a line).
    enum File {
        case store, service, view, strings, presentation, command
        case storeTests, serviceTests, sceneTests, commandTests, binaryTests
    }

    func path(_ file: File) -> String { Self.path(file, of: name, shape: shape) }

    /// Where `file` of the screen `name` is.
    static func path(_ file: File, of name: Naming, shape: Shape = .form) -> String {
        let type = name.typeName
        return switch file {
        case .store: "LocalPackage/Sources/Model/Stores/\(type).swift"
        case .service: "LocalPackage/Sources/Model/Services/\(type)Service.swift"
        case .view: "LocalPackage/Sources/UserInterface/Views/\(type)View.swift"
        case .strings: "LocalPackage/Sources/UserInterface/Resources/\(type)Strings.swift"
        case .presentation:
            "LocalPackage/Sources/UserInterface/Presentations/\(type)\(shape == .summary ? "Total" : "Line").swift"
        case .command: "LocalPackage/Sources/UserInterface/Commands/\(type)Command.swift"
        case .storeTests: "Tests/ModelTests/StoreTests/\(type)Tests.swift"
        case .serviceTests: "Tests/ModelTests/ServiceTests/\(type)ServiceTests.swift"
        case .sceneTests: "Tests/UserInterfaceTests/\(type)SceneTests.swift"
        case .commandTests: "Tests/UserInterfaceTests/\(type)CommandTests.swift"
        case .binaryTests: "Tests/AppTests/\(type)BinaryTests.swift"
        }
    }

    // MARK: What a form and a summary share

    /// A store's `.task`: what was saved, read each time the screen appears; a failure held for
    /// the view to say, and logged. Lines for a `case` at the depth of a store's `reduce`.
    var loadOnTask: String {
        Self.lines(
            [
                "// Read each time the screen appears: another screen, or process, may have saved since.",
                "do {",
                "    \(entities) = try await \(repository).load()",
                "    dataError = nil",
                "} catch {",
                "    dataError = error",
                "    logService.log(.dataFailed(error))",
                "}",
            ], indent: 12)
    }

    /// A view's `appear` up to what it shows: the store told, a read called off said and ended,
    /// the title.
    var appearing: String {
        Self.lines(
            [
                "await store.send(.task)",
                "// Ctrl-C while the read waited for another process: say why, and draw nothing more.",
                "if isCalledOff(store.dataError) { return }",
                "console.writeLine()",
                "console.writeLine(strings.\(member)Title, style: .title)",
            ], indent: 8)
    }

    /// Lines to interpolate into a template where the first stands at `indent` spaces: the others
    /// carry their own.
    private static func lines(_ lines: [String], indent: Int) -> String {
        lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
