import Foundation

/// `luca new NAME --output PATH [--bare]`: the template, renamed, in a folder of its own that
/// needs nothing from here.
public struct ProjectGenerator {
    let source: ProjectTree

    public init(source: ProjectTree) {
        self.source = source
    }

    /// The files of the new project, relative to `destination`, checked against it: nothing is
    /// written until the plan is applied.
    public func plan(_ name: Naming, at destination: URL, isBare: Bool) throws -> ChangeSet {
        // Installed, the app's command would stand in for luca's, or luca for it.
        guard name.commandName != "luca" else {
            throw GeneratorError(
                "'\(name.typeName)' would name the app's command luca, the generator's own: choose another name.")
        }
        try checkDestination(destination)
        // What git does not track is left behind; in the app's folders, that would leave code out.
        // NB: what is never copied (the generator, what bare projects are made from) does not count.
        let sources = ["LocalPackage/", "App/", "Tests/", "Package.swift"]
        let isCopied = { (path: String) in
            sources.contains { path.hasPrefix($0) } && !path.hasPrefix(ProjectTree.generatorFolder)
                && !path.hasPrefix(BareSkeleton.overlayFolder + "/")
        }
        if let untracked = source.untrackedPaths().first(where: isCopied) {
            throw GeneratorError(
                "\(untracked) is not tracked by git, and luca new copies what git tracks: git add it (or move it "
                    + "away), and run again; nothing was written.")
        }
        if let missing = source.trackedButMissingPaths().first(where: isCopied) {
            throw GeneratorError(
                "\(missing) is tracked by git but not on disk, and a new project would be made without it: "
                    + "restore it (git checkout -- \(missing)) or delete it from git (git rm), and run again; "
                    + "nothing was written.")
        }
        let rewriter = try IdentityRewriter(source: source, new: name)
        let bare = isBare ? try BareSkeleton(source: source) : nil
        let exampleTypes = isBare ? try BareSkeleton.exampleTypes(in: source) : []
        var changes = ChangeSet()
        // The generator and what bare projects are made from stay in the template: a project runs
        // the luca that is installed.
        for path in try source.keptPaths()
        where !path.hasPrefix(ProjectTree.generatorFolder) && !path.hasPrefix(BareSkeleton.overlayFolder + "/")
            && bare?.keeps(path) ?? true
        {
            let data = try Data(contentsOf: source.url(path))
            let text = String(data: data, encoding: .utf8).map { text in
                rewriter.rewrite(
                    bare != nil ? BareSkeleton.withoutExample(text, path: path, types: exampleTypes) : text, path: path)
            }
            changes.make(
                rewriter.path(path),
                .init(text.map { Data($0.utf8) } ?? data, permissions: try Self.permissions(of: source.url(path))))
        }
        // NB: an overlay file takes the place of a kept one of the same path.
        for (path, text, template) in try bare?.overlay() ?? [] {
            changes.make(
                rewriter.path(path),
                .init(Data(rewriter.rewrite(text, path: path).utf8), permissions: try Self.permissions(of: template)))
        }
        try changes.check(under: destination)
        return changes
    }

    /// A bare project's one screen, `Sample`: made by `luca feature Sample`, as a person adds a
    /// screen, so that it lives in its own files plus one line at each marker, and `luca remove
    /// Sample` takes it out again.
    public func addSample(to destination: URL) throws {
        let tree = try ProjectTree(destination)
        try FeatureScaffold(tree: tree).plan(Self.sample).apply(under: destination)
    }

    public static let sample = try! Naming("Sample", kind: "feature")

    /// Makes `destination` a git repository with the project as its first commit, when `git` is
    /// there. Returns what to tell: the commit made, or why there is none and what to run.
    public func commit(_ destination: URL, name: Naming) -> String {
        let git = Git(folder: destination)
        // Said before `init`, which would make the folder its own top.
        let enclosing = git.repositoryRoot().map {
            " It is inside the git repository at \($0), and has its own (git treats it as an untracked folder there)."
        }
        guard git.run(["init", "-q"]) != nil else { return "No git repository was made (git is not there, or failed)." }
        guard git.run(["add", "-A"]) != nil,
            git.run(["commit", "-q", "-m", "\(name.typeName), made by luca new"]) != nil
        else {
            // NB: most often git does not know who is committing yet; the files are staged.
            return "A git repository is made, its files staged; git could not commit them (it does not know who "
                + "you are yet: git config --global user.name \"Your Name\" and git config --global user.email "
                + "you@example.com), so commit them yourself: git commit -m \"\(name.typeName)\"." + (enclosing ?? "")
        }
        return "A git repository is made, the project its first commit." + (enclosing ?? "")
    }

    /// A new folder, or an empty one, outside the template.
    private func checkDestination(_ destination: URL) throws {
        // NB: where the paths lead, links followed: a link to the template is inside it too.
        let (sourcePath, destinationPath) = (source.root.resolvedPath, destination.resolvedPath)
        if destinationPath == sourcePath || destinationPath.hasPrefix(sourcePath + "/") {
            throw GeneratorError(
                "\(destination.path) is inside the template (\(source.root.path)): choose a folder outside it, "
                    + "such as ../MyApp.")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw GeneratorError("\(destination.path) is a file: choose a new or empty folder; nothing was written.")
        }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        if FileManager.default.fileExists(atPath: destination.path), !existing.isEmpty {
            throw GeneratorError("\(destination.path) is not empty: choose a new or empty folder; nothing was written.")
        }
    }

    private static func permissions(of url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }
}
