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
    public func plan(_ name: Naming, withService: Bool) throws -> ChangeSet {
        try checkNoClash(name)
        let templates = FeatureTemplates(name: name, key: try freeMenuKey(for: name), hasService: withService)

        var changes = ChangeSet()
        for (path, text) in templates.files { changes.make(path, text) }
        for edit in templates.homeEdits + templates.userInterfaceEdits {
            let text = try changes.changed[edit.path] ?? tree.read(edit.path)
            changes.change(edit.path, to: try edit.apply(to: text))
        }
        try changes.check(under: tree.root)
        return changes
    }

    /// `luca remove NAME`: the screen's files and its wiring taken out, as `luca feature` made
    /// them. Files of the feature's own that luca did not make stay, and are named.
    public func planRemoval(_ name: Naming) throws -> (changes: ChangeSet, kept: [String]) {
        let screens = try ProjectList(tree: tree).screens()
        guard screens.contains(name.typeName) else {
            throw GeneratorError(
                "Home has no screen '\(name.typeName)' (luca list shows the screens): nothing was changed.")
        }
        // NB: Home's menu (`HomeView.Choice`, an enum of keys) cannot be empty.
        guard screens.count > 1 else {
            throw GeneratorError(
                "'\(name.typeName)' is Home's only screen, and Home's menu needs one: add your own first (luca "
                    + "feature NAME), then take '\(name.typeName)' out. Nothing was changed.")
        }
        // luca's screens are opened by the line it wrote; another (the example's) is Home's own.
        let home = try tree.read(FeatureTemplates.home)
        let opens = "case .\(name.memberName)ButtonTapped("
        let isLucas =
            home.contains(opens + "let dependencies):")
            || (!home.contains(opens) && home.contains("\(name.memberName)ButtonTapped(AppDependencies)"))
        guard isLucas else {
            throw GeneratorError(
                "'\(name.typeName)' is a screen luca feature did not make (Home opens it its own way): luca cannot "
                    + "take it out; remove its files and wiring by hand. Nothing was changed.")
        }
        let homeView = try tree.read(FeatureTemplates.homeView)
        let choice = try Regex("case \(name.memberName) = \"(.)\"")
        guard let key = homeView.firstMatch(of: choice)?.output[1].substring else {
            throw GeneratorError(
                "Home's menu has no choice for '\(name.typeName)' as luca feature writes it (`case \(name.memberName) = "
                    + "\"…\"` in HomeView.Choice): put it back, or remove the screen by hand. Nothing was changed.")
        }
        let templates = FeatureTemplates(
            name: name, key: String(key), hasService: tree.exists(FeatureTemplates.servicePath(of: name)))
        var changes = ChangeSet()
        for path in templates.files.keys where tree.exists(path) { changes.remove(path) }
        // The blocks still as luca wrote them first; then the others, taken out by hand (or
        // changed, which a line still mentioning the screen tells).
        let edits = templates.homeEdits + templates.userInterfaceEdits
        let written = try edits.filter { $0.isWritten(in: try tree.read($0.path)) }
        for edit in written
            + edits.filter({ edit in !written.contains { $0.path == edit.path && $0.marker == edit.marker } })
        {
            let text = try changes.changed[edit.path] ?? tree.read(edit.path)
            changes.change(edit.path, to: try edit.revert(from: text, mentioning: [name.typeName, name.memberName]))
        }
        try changes.check(under: tree.root)
        try checkNothingLeftUses(changes, of: name)
        // Files of the app named after the feature that the scaffold did not make: its own, kept.
        let kept = try tree.relativePaths().filter { path in
            (path.hasPrefix("LocalPackage/Sources/") || path.hasPrefix("Tests/")) && path.hasSuffix(".swift")
                && !changes.removed.contains(path)
                && URL(fileURLWithPath: path).lastPathComponent.hasPrefix(name.typeName)
        }
        return (changes, kept)
    }

    /// Refuses a removal that would leave code using a type it takes out (another screen using
    /// the feature's service): the build would break. The feature's types are named after it.
    private func checkNothingLeftUses(_ changes: ChangeSet, of name: Naming) throws {
        let declaration = /(?:struct|class|enum|protocol|actor)\s+(\w+)/
        let removedTypes = try changes.removed.flatMap { path in
            try tree.read(path).matches(of: declaration).map { String($0.output.1) }
                .filter { $0.hasPrefix(name.typeName) }
        }
        guard !removedTypes.isEmpty else { return }
        let use = try Regex("\\b(\(removedTypes.joined(separator: "|")))\\b")
        // The app's code and tests; not the generator's, whose examples name screens.
        let generator = ["LocalPackage/Sources/Generator/", "LocalPackage/Sources/luca/", "Tests/GeneratorTests/"]
        for path in try tree.relativePaths()
        where path.hasSuffix(".swift") && !changes.removed.contains(path) && !generator.contains(where: path.hasPrefix)
        {
            let lines = try (changes.changed[path] ?? tree.read(path)).components(separatedBy: "\n")
            // NB: a comment that names a type does not break the build.
            if let index = lines.firstIndex(where: {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") && $0.firstMatch(of: use) != nil
            }), let match = lines[index].firstMatch(of: use) {
                let line = index + 1
                throw GeneratorError(
                    "\(path) (line \(line)) uses \(match.output[1].substring ?? ""), which luca remove would take out: "
                        + "change that first, or keep the screen. Nothing was changed.")
            }
        }
    }

    /// No type, file or screen of that name may exist already.
    private func checkNoClash(_ name: Naming) throws {
        // The app's own name: its command would be `notes notes`, its files beside `NotesApp`.
        if let package = try tree.read("Package.swift").firstMatch(of: /Package\(\s*name: "(\w+)"/)?.output.1,
            package.lowercased() == name.typeName.lowercased()
        {
            throw GeneratorError(
                "'\(name.typeName)' is the app's own name (its command would be \(name.commandName) "
                    + "\(FeatureTemplates.commandName(of: name))): choose another name.")
        }
        if try ProjectList(tree: tree).screens().contains(where: { $0.lowercased() == name.typeName.lowercased() }) {
            throw GeneratorError(
                "Home already has a screen '\(name.typeName)' (luca list shows the screens): choose another name.")
        }
        let names =
            [name.typeName]
            + ["View", "Service", "Tests", "ServiceTests", "SceneTests", "Strings", "Line", "Command", "CommandTests"]
            .map { name.typeName + $0 }
        try tree.checkNoType(names, for: name)
        // The command `luca feature` adds must be a new one.
        let commandSpec = try Regex("CommandSpec\\(\\s*\"\(FeatureTemplates.commandName(of: name))\"")
        for path in try tree.relativePaths() where path.hasSuffix("Command.swift") {
            if try tree.read(path).firstMatch(of: commandSpec) != nil {
                throw GeneratorError(
                    "There is already a command '\(FeatureTemplates.commandName(of: name))' in \(path): choose another name."
                )
            }
        }
        // Home gains the actions `<name>` and `<name>ButtonTapped`: Home's own (`quitButtonTapped`,
        // `onDisappear`) are taken.
        let home = try tree.read("LocalPackage/Sources/Model/Stores/Home.swift")
        let action = try Regex("case (\(name.memberName)|\(name.memberName)ButtonTapped)\\b")
        if let match = home.firstMatch(of: action) {
            throw GeneratorError(
                "Home already has an action '\(match.output[1].substring ?? "")': choose another name.")
        }
    }

    /// A letter of the name that Home's menu does not use yet, else a digit.
    private func freeMenuKey(for name: Naming) throws -> String {
        let homeView = try tree.read("LocalPackage/Sources/UserInterface/Views/HomeView.swift")
        // Home's way out (`MenuExit.quit`) takes its key too.
        let used = Set(homeView.matches(of: /case \w+ = "(.)"/).map { String($0.output.1) }).union(["q"])
        let candidates = name.commandName.map(String.init) + (1...9).map(String.init)
        guard let key = candidates.first(where: { !used.contains($0) }) else {
            throw GeneratorError("Home's menu has no free key left for '\(name.typeName)'.")
        }
        return key
    }
}
