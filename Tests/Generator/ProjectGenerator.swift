import Foundation

/// `luca new NAME --output PATH [--bare]`: this project, renamed, in a folder of its own that
/// needs nothing from here.
struct ProjectGenerator {
    let source: ProjectTree

    /// Writes the project (with `isDryRun`, only works out what it would write) and returns the
    /// paths of its files.
    @discardableResult
    func generate(_ typed: String, at destination: URL, isBare: Bool, isDryRun: Bool = false) throws -> [String] {
        let name = try Naming(typed, kind: "project")
        // The new project keeps this generator as a target named `luca`.
        guard name.commandName != "luca" else {
            throw GeneratorError(
                "'\(typed)' would name the app's command luca, the generator's own: choose another name.")
        }
        try checkDestination(destination)
        let rewriter = try IdentityRewriter(source: source, new: name)
        let bare = isBare ? try BareSkeleton(source: source) : nil
        var written: [String] = []
        for path in try source.relativePaths() where bare?.keeps(path) ?? true {
            written.append(rewriter.path(path))
            if isDryRun { continue }
            let data = try Data(contentsOf: source.url(path))
            let target = destination.appendingPathComponent(rewriter.path(path))
            let text = String(data: data, encoding: .utf8).map { rewriter.rewrite($0, path: path) }
            try write(text.map { Data($0.utf8) } ?? data, to: target, permissionsOf: source.url(path))
        }
        for (path, text, template) in try bare?.overlay() ?? [] {
            written.append(rewriter.path(path))
            if isDryRun { continue }
            let target = destination.appendingPathComponent(rewriter.path(path))
            try write(Data(rewriter.rewrite(text, path: path).utf8), to: target, permissionsOf: template)
        }
        // NB: once each: an overlay file takes the place of a kept one of the same path.
        return Set(written).sorted()
    }

    /// Makes `destination` a git repository with the project as its first commit, when `git` is
    /// there. Returns what to tell: the commit made, or why there is none and what to run.
    func commit(_ destination: URL, name: Naming) -> String {
        func git(_ arguments: [String]) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", destination.path] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        guard git(["init", "-q"]) else { return "No git repository was made (git is not there, or failed)." }
        guard git(["add", "-A"]), git(["commit", "-q", "-m", "\(name.typeName), made by luca new"]) else {
            // NB: most often git does not know who is committing yet; the files are staged.
            return "A git repository is made, its files staged; git could not commit them (it does not know who "
                + "you are yet: git config --global user.name \"Your Name\" and git config --global user.email "
                + "you@example.com), so commit them yourself: git commit -m \"\(name.typeName)\"."
        }
        return "A git repository is made, the project its first commit."
    }

    /// A new folder, or an empty one, outside this project.
    private func checkDestination(_ destination: URL) throws {
        // NB: where the paths lead, links followed: a link to this project is inside it too.
        let (sourcePath, destinationPath) = (Self.resolved(source.root), Self.resolved(destination))
        if destinationPath == sourcePath || destinationPath.hasPrefix(sourcePath + "/") {
            throw GeneratorError(
                "\(destination.path) is inside this project: choose a folder outside it, such as ../MyApp.")
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

    /// `url`'s path with the links of its longest existing part followed (`realpath`), the rest as it is.
    private static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        guard let real = realpath(existing.path, nil) else { return url.standardizedFileURL.path }
        defer { free(real) }
        return rest.reduce(URL(fileURLWithPath: String(cString: real))) { $0.appendingPathComponent($1) }.path
    }

    private func write(_ data: Data, to target: URL, permissionsOf original: URL) throws {
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
        // Scripts stay executable.
        if let permissions = try FileManager.default.attributesOfItem(atPath: original.path)[.posixPermissions] {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
        }
    }
}
