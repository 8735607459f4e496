/// Where each file of a screen luca makes goes: one declaration for `luca feature`, `luca remove`
/// and the checks before either.
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
}
