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

    static let dataFile = "LocalPackage/Sources/DataSource/Entities/DataFile.swift"
    static let repositories = "LocalPackage/Sources/Model/Extensions/AppDependencies+Repositories.swift"

    public func plan(_ entity: Naming) throws -> ChangeSet {
        let type = entity.typeName
        // An entity DataSource already has is kept and used; one elsewhere cannot be (DataSource
        // sees no other layer).
        let declared = try tree.declarations(of: type)
        let hasEntity = declared.contains { $0.hasPrefix("LocalPackage/Sources/DataSource/") }
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
        let templates = RepositoryTemplates(entity: entity, makesEntity: !hasEntity)
        if try tree.read(Self.dataFile).contains("case \(templates.fileCase)\n") {
            throw GeneratorError("DataFile already has a file '\(templates.fileCase)': choose another name.")
        }

        var changes = ChangeSet()
        if !hasEntity { changes.make("LocalPackage/Sources/DataSource/Entities/\(type).swift", templates.entityFile) }
        changes.make("LocalPackage/Sources/DataSource/Repositories/\(type)Repository.swift", templates.repository)
        changes.make("Tests/DataSourceTests/\(type)RepositoryTests.swift", templates.tests)
        let resources = "LocalPackage/Sources/UserInterface/Resources"
        let edits =
            templates.dataFileEdits(in: Self.dataFile) + [templates.repositoryEdit(in: Self.repositories)]
            + templates.meaningEdits(
                english: try tree.path(withMarker: "data-file-meanings-english", under: resources),
                japanese: try tree.path(withMarker: "data-file-meanings-japanese", under: resources))
        for edit in edits {
            let text = try changes.changed[edit.path] ?? tree.read(edit.path)
            changes.change(edit.path, to: try edit.apply(to: text))
        }
        try changes.check(under: tree.root)
        return changes
    }
}
