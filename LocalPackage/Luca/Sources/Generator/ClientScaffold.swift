/// `luca client NAME`: a dependency client in DataSource, wired into `AppDependencies` (its live
/// value, and a parameter of `testDependencies`), with a test preset and its tests. Like every
/// scaffold, it is worked out and checked whole before anything is written.
public struct ClientScaffold {
    let tree: ProjectTree

    public init(tree: ProjectTree) {
        self.tree = tree
    }

    /// `Weather` and `WeatherClient` both name the client `WeatherClient`.
    public static func clientName(_ typed: String) throws(GeneratorError) -> Naming {
        let own = try Naming.droppingSuffix("Client", of: typed, kind: "client", example: "Weather")
        return try Naming(own, kind: "client", suffix: "Client")
    }

    static let dependencies = "LocalPackage/Sources/Model/AppDependencies.swift"

    public func plan(_ name: Naming) throws -> ChangeSet {
        let type = name.typeName
        try tree.checkNoType([type, type + "Tests"], for: name)
        let templates = ClientTemplates(name: name)
        var changes = ChangeSet()
        changes.make("LocalPackage/Sources/DataSource/Dependencies/\(type).swift", templates.client)
        changes.make("Tests/TestSupport/\(type)+Presets.swift", templates.presets)
        changes.make("Tests/DataSourceTests/\(type)Tests.swift", templates.tests)
        var text = try tree.read(Self.dependencies)
        for edit in templates.dependencyEdits(in: Self.dependencies) {
            text = try edit.apply(to: text)
        }
        changes.change(Self.dependencies, to: text)
        try changes.check(under: tree.root)
        return changes
    }
}
