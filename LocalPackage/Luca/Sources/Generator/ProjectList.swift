/// `luca list`: what a project has, read from the places the scaffolds wire into, so that it is
/// what the code says rather than a list kept beside it.
public struct ProjectList {
    let tree: ProjectTree

    public init(tree: ProjectTree) {
        self.tree = tree
    }

    /// Home's screens: the cases of `Home.Path`, as `case diary(Diary)`.
    public func screens() throws -> [String] {
        let home = try tree.read(FeatureTemplates.home)
        guard let start = home.range(of: "enum Path"), let end = home[start.upperBound...].range(of: "}") else {
            return []
        }
        return home[start.upperBound..<end.lowerBound].matches(of: /case \w+\((\w+)\)/).map { String($0.output.1) }
    }

    /// The commands declared under `Commands/`, by the name typed.
    public func commands() throws -> [String] {
        try tree.relativePaths()
            .filter { $0.hasPrefix("LocalPackage/Sources/UserInterface/Commands/") && $0.hasSuffix(".swift") }
            .flatMap { try tree.read($0).matches(of: /CommandSpec\(\s*"([\w-]+)"/).map { String($0.output.1) } }
            .sorted()
    }

    /// The clients of `AppDependencies`.
    public func clients() throws -> [String] {
        try tree.read(ClientScaffold.dependencies).matches(of: /public var \w+: (\w+) = \.liveValue/)
            .map { String($0.output.1) }.sorted()
    }

    /// The repositories `AppDependencies` builds.
    public func repositories() throws -> [String] {
        try tree.read(RepositoryScaffold.repositories).matches(of: /public var \w+: (\w+Repository) \{/)
            .map { String($0.output.1) }.sorted()
    }

    public func description() throws -> String {
        [
            ("Screens (Home's menu)", try screens()), ("Commands", try commands()), ("Clients", try clients()),
            ("Repositories", try repositories()),
        ]
        .map { title, names in
            "\(title):\n" + (names.isEmpty ? "  none" : names.map { "  \($0)" }.joined(separator: "\n"))
        }
        .joined(separator: "\n")
    }
}
