import Foundation

/// `luca remove NAME`: a screen `luca feature` made, taken out again: its files, and the lines it
/// wired in at each marker. What was taken out by hand counts as taken out; what was changed is
/// refused, naming it. Whether the code that stays still uses what goes, the compiler says: `Luca`
/// builds the project after the removal and puts everything back when it does not build.
extension FeatureScaffold {
    /// `edited`: the files it removes that were changed since luca made them (so the person is
    /// told their changes go too).
    public func planRemoval(_ name: Naming) throws -> (changes: ChangeSet, kept: [String], edited: [String]) {
        let (type, member) = (name.typeName, name.memberName)
        let screens = try ProjectList(tree: tree).screens()
        // There while its route or any file luca makes for it is.
        let entity = try savedEntity(of: name)
        // A summary (`--reads`) has a total and no service of its own.
        let shape: FeatureTemplates.Shape =
            tree.exists(FeatureTemplates.path(.presentation, of: name, shape: .summary))
                && !tree.exists(FeatureTemplates.path(.service, of: name)) ? .summary : .form
        let files = FeatureTemplates(name: name, key: "", entity: entity, shape: shape).files.keys
        guard screens.contains(type) || files.contains(where: tree.exists) else {
            // A client or repository typed here is said to be one (where the project has the files
            // that list them).
            let list = ProjectList(tree: tree)
            let clients = tree.exists(ClientScaffold.dependencies) ? try list.clients() : []
            let repositories = tree.exists(RepositoryScaffold.repositories) ? try list.repositories() : []
            if let kind = clients.contains(type) ? "client" : repositories.contains(type) ? "repository" : nil {
                throw GeneratorError(
                    "'\(type)' is a \(kind), not a screen: luca remove takes out screens only. Take a \(kind) out by "
                        + "hand: its files, and the lines luca \(kind) wired in at the markers (docs/adding-a-feature.md, "
                        + "'The markers'). Nothing was changed.")
            }
            let near = screens.first { $0.lowercased() == type.lowercased() }
            throw GeneratorError(
                "Home has no screen '\(type)'" + (near.map { " (did you mean \($0)?)" } ?? " (luca list shows them)")
                    + ": nothing was changed.")
        }
        // The example's screens are declared in its Example folders: a bare project is made
        // without them, and luca takes out only what luca feature made.
        if try BareSkeleton.exampleTypes(in: tree).contains(type) {
            throw GeneratorError(
                "'\(type)' is one of the example's screens, not one luca feature made: luca cannot take it out (a "
                    + "project without the example is made with luca new NAME --bare). Nothing was changed.")
        }
        // NB: Home's menu needs a screen.
        guard screens.contains(where: { $0 != type }) else {
            throw GeneratorError(
                "'\(type)' is Home's only screen, and Home's menu needs one: add your own first (luca feature "
                    + "NAME), then take '\(type)' out. Nothing was changed.")
        }
        // Its key finds its menu line as written; none when the line was taken out by hand.
        let key = FeatureTemplates.menuKey(of: name, in: try tree.read(FeatureTemplates.homeView))
        let templates = FeatureTemplates(name: name, key: key ?? "\u{0}", entity: entity, shape: shape)
        let repository = RepositoryScaffold(tree: tree)
        let (entityFile, repositoryFile, testsFile) = RepositoryScaffold.paths(of: entity)
        var changes = ChangeSet()
        let repositoryTemplates = RepositoryTemplates(entity: entity, makesEntity: true, feature: name)
        // The entity is the screen's own while its repository is built with the screen's rule, as
        // luca wired it; a repository the store holds of another's (a summary of what another
        // screen saves) stays with that screen.
        let ownsEntity = try isBuilt(entity, withTheRuleOf: name)
        let written = templates.files.merging(
            ownsEntity
                ? [
                    entityFile: repositoryTemplates.entityFile, repositoryFile: repositoryTemplates.repository,
                    testsFile: repositoryTemplates.tests,
                ] : [:], uniquingKeysWith: { first, _ in first })
        // The scene test types the key luca chose; a key changed by hand in the menu line since
        // leaves that test as luca made it, so it is compared with the key it types.
        let sceneTests = templates.path(.sceneTests)
        let typedKey =
            tree.exists(sceneTests)
            ? try tree.read(sceneTests).firstMatch(of: /AppRun\(typing: \["(.)"/).map { String($0.output.1) } : nil
        let sceneTestsAsMade = typedKey.flatMap {
            FeatureTemplates(name: name, key: $0, entity: entity, shape: shape).files[sceneTests]
        }
        var edited: [String] = []
        for (path, text) in written where tree.exists(path) {
            changes.remove(path)
            let current = try tree.read(path)
            if current != text, path != sceneTests || current != sceneTestsAsMade { edited.append(path) }
        }
        try revert(templates.wiring, mentioning: [type, member], in: &changes)
        if ownsEntity {
            try revert(
                repository.edits(repositoryTemplates), mentioning: [entity.typeName, entity.memberName], in: &changes)
        }
        try changes.check(under: tree.root)
        // Files of the app named after the screen (`DiaryEntry.swift`, not `Diary2.swift`) that
        // luca did not make: the screen's own, kept. (`DiaryLog.swift` is the DiaryLog screen's;
        // `SignalClient.swift`, in the project as luca made it, the architecture's.)
        let longer = screens.filter { $0 != type && $0.hasPrefix(type) }
        let made = Git(folder: tree.root).firstCommitFiles() ?? []
        let kept = try tree.relativePaths().filter { path in
            let file = URL(fileURLWithPath: path).lastPathComponent
            guard path.hasPrefix("LocalPackage/Sources/") || path.hasPrefix("Tests/"), path.hasSuffix(".swift"),
                !made.contains(path),
                !changes.removed.contains(path), file.hasPrefix(type), !longer.contains(where: file.hasPrefix)
            else { return false }
            let next = file.dropFirst(type.count).first
            return next == "." || next == "+" || next?.isUppercase == true
        }
        return (changes, kept, edited.sorted())
    }

    /// What the screen saves: of the repositories its store holds
    /// (`private let readingRepository: ReadingRepository`), the one built with the screen's rule,
    /// as luca wires it; else the first (another screen's, read by a summary); else the one luca
    /// names by default.
    private func savedEntity(of name: Naming) throws -> Naming {
        let store = FeatureTemplates.path(.store, of: name)
        let held =
            try tree.exists(store)
            ? tree.read(store).matches(of: /private let \w+: (\w+)Repository\b/).map { String($0.output.1) } : []
        let entities = try held.map { try Naming($0, kind: "entity") }
        return try entities.first(where: { try isBuilt($0, withTheRuleOf: name) }) ?? entities.first
            ?? FeatureTemplates.defaultEntity(of: name)
    }

    /// Whether `entity`'s repository is built with `name`'s service's rule
    /// (`let xService = XService(self); return EntityRepository(…)`): the screen owns it.
    private func isBuilt(_ entity: Naming, withTheRuleOf name: Naming) throws -> Bool {
        try tree.read(RepositoryScaffold.repositories).firstMatch(
            of: try Regex(
                "let \(name.memberName)Service = \(name.typeName)Service\\(self\\)\\s*return \(entity.typeName)Repository\\("
            )) != nil
    }

    /// Takes out the lines `edits` wired in: those still as luca wrote them first; then the others,
    /// taken out by hand (or changed, which a line still mentioning one of `names` tells).
    private func revert(_ edits: [MarkerEdit], mentioning names: [String], in changes: inout ChangeSet) throws {
        let written = try edits.filter { $0.isWritten(in: try tree.read($0.path)) }
        for edit in written
            + edits.filter({ edit in !written.contains { $0.path == edit.path && $0.marker == edit.marker } })
        {
            let text = try changes.changed[edit.path] ?? tree.read(edit.path)
            changes.change(edit.path, to: try edit.revert(from: text, mentioning: names))
        }
    }
}
