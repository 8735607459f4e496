import Foundation

/// `luca feature NAME`: a new screen across the three layers, wired into Home's navigation, with
/// its tests. Everything is checked and prepared first; files are written only when all is well,
/// so a bad name or a missing marker changes nothing.
public struct FeatureScaffold {
    let tree: ProjectTree

    public init(tree: ProjectTree) {
        self.tree = tree
    }

    /// The feature's files and the wiring it changes, checked against the project: nothing is
    /// written until the plan is applied.
    /// `entity`: what the screen saves (`DiaryEntry` when nil), made with its repository.
    /// `reads`: an entity another screen saves, through a repository luca made: the screen is then
    /// a summary of it, with no form and no entity of its own.
    public func plan(_ name: Naming, entity: Naming? = nil, reads: Naming? = nil) throws -> ChangeSet {
        let entity = try reads ?? entity ?? FeatureTemplates.defaultEntity(of: name)
        if reads != nil { try checkReadable(entity) }
        let shape: FeatureTemplates.Shape = reads == nil ? .form : .summary
        try checkNoClash(name, entity: entity, shape: shape)
        let templates = FeatureTemplates(name: name, key: try freeMenuKey(for: name), entity: entity, shape: shape)

        var changes = ChangeSet()
        for (path, text) in templates.files { changes.make(path, text) }
        for edit in templates.wiring {
            let text = try changes.changed[edit.path] ?? tree.read(edit.path)
            changes.change(edit.path, to: try edit.apply(to: text))
        }
        if shape == .form { try RepositoryScaffold(tree: tree).add(entity, to: &changes, ruledBy: name) }
        try changes.check(under: tree.root)
        return changes
    }

    /// A summary reads what a repository luca made loads: `load() -> [Entity]`, built in
    /// `AppDependencies+Repositories`.
    private func checkReadable(_ entity: Naming) throws {
        let repository = RepositoryScaffold.paths(of: entity).repository
        let loads = try Regex("func load\\(\\)[^\\n{]*-> \\[\(entity.typeName)\\]")
        let built = try Regex("var \(entity.memberName)Repository: \(entity.typeName)Repository\\b")
        guard tree.exists(repository) else {
            throw GeneratorError(
                "--reads \(entity.typeName): the project has no \(entity.typeName)Repository: name what a screen "
                    + "saves (luca list shows the repositories), or make it with luca repository "
                    + "\(entity.typeName). Nothing was written.")
        }
        guard try tree.read(repository).firstMatch(of: loads) != nil,
            try tree.read(RepositoryScaffold.repositories).firstMatch(of: built) != nil
        else {
            throw GeneratorError(
                "--reads \(entity.typeName): \(repository) is not a repository as luca makes one (whose load() gives "
                    + "[\(entity.typeName)], built as \(entity.memberName)Repository in "
                    + "\(RepositoryScaffold.repositories)), so a summary cannot be made over it: read it in a screen "
                    + "of your own, after the shape of the summary's. Nothing was written.")
        }
    }

    /// No type, file or screen of that name may exist already.
    private func checkNoClash(_ name: Naming, entity: Naming, shape: FeatureTemplates.Shape) throws {
        // The app's own name: its command would be `notes notes`, its files beside `NotesApp`.
        if try tree.packageName().lowercased() == name.typeName.lowercased() {
            throw GeneratorError(
                "'\(name.typeName)' is the app's own name (its command would be \(name.commandName) "
                    + "\(FeatureTemplates.commandName(of: name))): choose another name.")
        }
        if let screen = try ProjectList(tree: tree).screens().first(where: {
            $0.lowercased() == name.typeName.lowercased()
        }) {
            throw GeneratorError(
                "Home already has a screen '\(screen)' (luca list shows the screens): choose another name.")
        }
        // Each file it makes declares the type it is named after.
        if entity.typeName == name.typeName {
            throw GeneratorError(
                "The screen and what it \(shape == .form ? "saves" : "reads") cannot share the name '\(name.typeName)': "
                    + "give \(shape == .form ? "--entity" : "--reads") another.")
        }
        let templates = FeatureTemplates(name: name, key: "", entity: entity, shape: shape)
        let types = templates.files.keys.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        // What it saves lives in DataSource, the screen's types in Model and UserInterface: one
        // name in two modules would build neither.
        if let type = ([entity.typeName, entity.typeName + "Repository"]).first(where: types.contains) {
            throw GeneratorError(
                "'\(type)' is a type the screen \(name.typeName) makes itself: give "
                    + "\(shape == .form ? "--entity" : "--reads") another name.")
        }
        try tree.checkNoType(types.sorted(), for: name)
        // The feature's words are members of each language's type: names another screen's words
        // have (`chartTitle`) would be declared twice.
        let strings =
            templates.files[templates.path(.strings)] ?? ""
        let words = Set(strings.matches(of: /(?:var|func)\s+(\w+)/).map { String($0.output.1) })
            .filter { $0.hasPrefix(name.memberName) }
        if !words.isEmpty {
            let declared = try Regex("\\b(?:var|let|func)\\s+(\(words.sorted().joined(separator: "|")))\\b")
                .wordBoundaryKind(.simple)
            for path in try tree.relativePaths()
            where path.hasPrefix("LocalPackage/Sources/UserInterface/") && path.hasSuffix(".swift") {
                if let match = try tree.read(path).firstMatch(of: declared) {
                    throw GeneratorError(
                        "'\(name.typeName)' would declare \(match.output[1].substring ?? "its words"), which \(path) "
                            + "declares already: choose another name.")
                }
            }
        }
        // The command `luca feature` adds must be a new one.
        let commandSpec = try Regex("CommandSpec\\(\\s*\"\(FeatureTemplates.commandName(of: name))\"")
        for path in try tree.relativePaths() where path.hasSuffix("Command.swift") {
            if try tree.read(path).firstMatch(of: commandSpec) != nil {
                throw GeneratorError(
                    "There is already a command '\(FeatureTemplates.commandName(of: name))' in \(path): choose another name."
                )
            }
        }
    }

    /// A letter of the name that Home's menu does not use yet, else a digit.
    private func freeMenuKey(for name: Naming) throws -> String {
        let homeView = try tree.read(FeatureTemplates.homeView)
        // Home's way out (`MenuExit.quit`) takes its key too.
        let used = Set(homeView.matches(of: /screen\("(.)"/).map { String($0.output.1) }).union(["q"])
        let candidates = name.commandName.map(String.init) + (1...9).map(String.init)
        guard let key = candidates.first(where: { !used.contains($0) }) else {
            throw GeneratorError("Home's menu has no free key left for '\(name.typeName)'.")
        }
        return key
    }
}
