import Foundation

/// A project's files on disk: the root (where `Package.swift` is) and what is read or written
/// under it. Build products, version control and editor state are never part of it.
public struct ProjectTree: Sendable {
    public let root: URL

    /// Folders never copied: build output and local state.
    static func isExcluded(_ name: String) -> Bool {
        name == ".git" || name == ".swiftpm" || name == ".build" || name.hasPrefix(".build-")
            || name.hasPrefix(".build_")
            || name == "Package.resolved" || name == ".DS_Store"
    }

    /// What makes a folder a project made with this architecture: both package manifests.
    static let manifests = ["Package.swift", "LocalPackage/Package.swift"]

    public init(_ root: URL) throws(GeneratorError) {
        guard
            Self.manifests.allSatisfy({ FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) })
        else {
            throw GeneratorError(
                "\(root.path) is not a LUCA project (no \(Self.manifests.joined(separator: " and "))): "
                    + "run luca in a project's folder, or give --project PATH."
            )
        }
        self.root = root
    }

    /// Every file's path relative to the root, sorted, without the excluded folders.
    public func relativePaths() throws -> [String] {
        var paths: [String] = []
        try collect(root, prefix: "", into: &paths)
        return paths.sorted()
    }

    /// What a new project is made from: the files git tracks, where this is a repository (a
    /// `.env` or notes of one's own stay behind), else every file.
    public func keptPaths() throws -> [String] {
        guard let tracked = Git(folder: root).trackedFiles() else { return try relativePaths() }
        return tracked.filter { path in
            !path.split(separator: "/").contains { Self.isExcluded(String($0)) } && exists(path)
        }.sorted()
    }

    /// Files git tracks that are not on disk (deleted, and the deletion not committed).
    public func trackedButMissingPaths() -> [String] {
        (Git(folder: root).trackedFiles() ?? []).filter { !exists($0) }.sorted()
    }

    private func collect(_ directory: URL, prefix: String, into paths: inout [String]) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !Self.isExcluded(name) {
            let url = directory.appendingPathComponent(name)
            // NB: where links lead; a link to nowhere, a FIFO or a device is no file of the project.
            let type = (try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path))?[.type]
            if type as? FileAttributeType == .typeDirectory {
                try collect(url, prefix: prefix + name + "/", into: &paths)
            } else if type as? FileAttributeType == .typeRegular {
                paths.append(prefix + name)
            }
        }
    }

    /// Where the generator lives in the template: a package of its own, which no project made from
    /// the template has (luca is installed once, and runs in any project).
    static let generatorFolder = "LocalPackage/Luca/"

    /// The package's name in `Package.swift` (`Notes`): the app's name as a type.
    func packageName() throws -> String {
        guard let name = try read("Package.swift").firstMatch(of: /Package\(\s*name: "(\w+)"/)?.output.1 else {
            throw GeneratorError("Could not read the package's name from Package.swift (Package(name: \"…\")).")
        }
        return String(name)
    }

    /// The app's Swift files: in the template, every one but the generator's own, whose examples
    /// and tests name screens and clients that are not the app's.
    func appSwiftPaths() throws -> [String] {
        try relativePaths().filter { path in path.hasSuffix(".swift") && !path.hasPrefix(Self.generatorFolder) }
    }

    /// Refuses `name` when the project's Swift already declares a type of one of `names` (those a
    /// scaffold for it would declare).
    func checkNoType(_ names: [String], for name: Naming) throws {
        // A declaration starts its line (after its attributes and modifiers): what a comment or a
        // string says (`// the struct Widget we had`) declares nothing. NB: in any case: on a
        // case-insensitive disk `DIARY.swift` is `Diary.swift`.
        let declaration = try Regex(
            "^\\s*(?:(?:@\\w+(?:\\([^)]*\\))?|public|package|internal|fileprivate|private|open|final|indirect"
                + "|nonisolated|distributed)\\s+)*"
                + "(class|struct|enum|protocol|actor|typealias)\\s+(?i:(\(names.joined(separator: "|"))))\\b"
        ).anchorsMatchLineEndings().wordBoundaryKind(.simple)
        for path in try appSwiftPaths() {
            if let match = try read(path).firstMatch(of: declaration) {
                throw GeneratorError(
                    "'\(name.typeName)' clashes with \(match.output[1].substring ?? "") \(match.output[2].substring ?? "") "
                        + "in \(path): choose another name."
                )
            }
        }
    }

    /// The one Swift file under `folder` with a `// luca:marker` line: where a scaffold wires in
    /// what differs between projects' files (a bare project keeps its strings in fewer files).
    func path(withMarker marker: String, under folder: String) throws -> String {
        let line = try Regex("^\\s*// luca:\(marker)\\b").anchorsMatchLineEndings().wordBoundaryKind(.simple)
        let found = try relativePaths().filter { $0.hasPrefix(folder + "/") && $0.hasSuffix(".swift") }
            .filter { try read($0).firstMatch(of: line) != nil }
        guard found.count == 1 else {
            throw GeneratorError(
                "\(found.isEmpty ? "No" : "More than one") file under \(folder) has a '// luca:\(marker)' line: "
                    + "put the marker back where 'The markers' in docs/adding-a-feature.md says, and run again.")
        }
        return found[0]
    }

    /// The Swift files declaring a type named `type`.
    func declarations(of type: String) throws -> [String] {
        let declaration = try Regex("\\b(class|struct|enum|protocol|actor|typealias)\\s+(?i:\(type))\\b")
            .wordBoundaryKind(.simple)
        return try appSwiftPaths().filter {
            try read($0).firstMatch(of: declaration) != nil
        }
    }

    public func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    public func read(_ relativePath: String) throws -> String {
        do {
            return try String(contentsOf: url(relativePath), encoding: .utf8)
        } catch {
            throw GeneratorError(
                "\(relativePath) could not be read as UTF-8 text (\(error.localizedDescription)); nothing was written.")
        }
    }

    /// Files in the folder that git does not track and does not ignore; none outside a repository.
    public func untrackedPaths() -> [String] {
        Git(folder: root).run(["ls-files", "-z", "--others", "--exclude-standard"]).map { listing in
            listing.split(separator: 0).compactMap { String(data: Data($0), encoding: .utf8) }.sorted()
        } ?? []
    }

    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relativePath).path)
    }
}
