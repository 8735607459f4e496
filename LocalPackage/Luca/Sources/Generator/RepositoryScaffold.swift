/// `luca repository NAME`: a repository in DataSource over one JSON file of the data directory
/// (with its entity, when DataSource has none of that name), the file declared in `DataFile` and
/// described in each language, the repository built in `AppDependencies+Repositories`, and its
/// tests. Checked whole before anything is written.
public struct RepositoryScaffold {
    let tree: ProjectTree

    public init(tree: ProjectTree) {
        self.tree = tree
    }

    /// `Reading` and `ReadingRepository` both name the repository of `Reading`s.
    public static func entityName(_ typed: String) throws(GeneratorError) -> Naming {
        let entity = try Naming.droppingSuffix("Repository", of: typed, kind: "entity", example: "Reading")
        return try Naming(entity, kind: "repository")
    }

    /// The entity's file, the repository's and its tests'.
    static func paths(of entity: Naming) -> (entity: String, repository: String, tests: String) {
        (
            "LocalPackage/Sources/DataSource/Entities/\(entity.typeName).swift",
            "LocalPackage/Sources/DataSource/Repositories/\(entity.typeName)Repository.swift",
            "Tests/DataSourceTests/\(entity.typeName)RepositoryTests.swift"
        )
    }

    /// The lines wired in at the markers: the data file, its meaning in each language, the
    /// repository built.
    func edits(_ templates: RepositoryTemplates) throws -> [MarkerEdit] {
        let resources = "LocalPackage/Sources/UserInterface/Resources"
        return templates.dataFileEdits(in: Self.dataFile) + [templates.repositoryEdit(in: Self.repositories)]
            + templates.meaningEdits(
                english: try tree.path(withMarker: "data-file-meanings-english", under: resources),
                japanese: try tree.path(withMarker: "data-file-meanings-japanese", under: resources))
    }

    static let dataFile = "LocalPackage/Sources/DataSource/Entities/DataFile.swift"
    static let repositories = "LocalPackage/Sources/Model/Extensions/AppDependencies+Repositories.swift"

    public func plan(_ entity: Naming) throws -> ChangeSet {
        var changes = ChangeSet()
        try add(entity, to: &changes)
        try changes.check(under: tree.root)
        return changes
    }

    /// Adds the repository's files and wiring to `changes`. `feature`: the screen `luca feature`
    /// makes with it, whose service holds the rule; its entity is always a new one.
    func add(_ entity: Naming, to changes: inout ChangeSet, ruledBy feature: Naming? = nil) throws {
        let type = entity.typeName
        // An entity DataSource already has is kept and used; one elsewhere cannot be (DataSource
        // sees no other layer).
        let declared = try tree.declarations(of: type)
        let hasEntity = declared.contains { $0.hasPrefix("LocalPackage/Sources/DataSource/") }
        if let feature, let path = declared.first {
            throw GeneratorError(
                "'\(type)' is declared in \(path) already, and the screen \(feature.typeName) makes its own: name it "
                    + "another way with --entity.")
        }
        if !hasEntity, let path = declared.first {
            throw GeneratorError(
                "'\(type)' is declared in \(path), outside DataSource, where a repository cannot see it: choose another name."
            )
        }
        if hasEntity, let path = declared.first {
            let declaration = try Regex("\\b(struct|enum|class)\\s+\(type)\\b[^{]*").wordBoundaryKind(.simple)
            let conformances = try tree.read(path).firstMatch(of: declaration).map {
                String($0.output[0].substring ?? "")
            }
            guard let conformances,
                conformances.contains("Codable")
                    || (conformances.contains("Encodable") && conformances.contains("Decodable"))
            else {
                throw GeneratorError(
                    "'\(type)' in \(path) is not Codable, so it cannot be saved as JSON: make it Codable (and "
                        + "Sendable), or choose another name.")
            }
        }
        try tree.checkNoType([type + "Repository", type + "RepositoryTests"], for: entity)
        let templates = RepositoryTemplates(entity: entity, makesEntity: !hasEntity, feature: feature)
        if try tree.read(Self.dataFile).contains("case \(templates.fileCase)\n") {
            throw GeneratorError("DataFile already has a file '\(templates.fileCase)': choose another name.")
        }

        let (entityFile, repositoryFile, testsFile) = Self.paths(of: entity)
        if !hasEntity { changes.make(entityFile, templates.entityFile) }
        changes.make(repositoryFile, templates.repository)
        changes.make(testsFile, templates.tests)
        for edit in try edits(templates) {
            let text = try changes.changed[edit.path] ?? tree.read(edit.path)
            changes.change(edit.path, to: try edit.apply(to: text))
        }
    }
}
