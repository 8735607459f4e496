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

    /// A project made with this architecture: both package manifests are there.
    public init(_ root: URL) throws(GeneratorError) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
            manager.fileExists(atPath: root.appendingPathComponent("LocalPackage/Package.swift").path)
        else {
            throw GeneratorError(
                "\(root.path) is not a LUCA project (no Package.swift and LocalPackage/Package.swift): "
                    + "run luca from a project's root, or give --project PATH."
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

    private func collect(_ directory: URL, prefix: String, into paths: inout [String]) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !Self.isExcluded(name) {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try collect(url, prefix: prefix + name + "/", into: &paths)
            } else {
                paths.append(prefix + name)
            }
        }
    }

    /// Refuses `name` when the project's Swift already declares a type of one of `names` (those a
    /// scaffold for it would declare).
    func checkNoType(_ names: [String], for name: Naming) throws {
        let declaration = try Regex(
            // NB: in any case: on a case-insensitive disk `DIARY.swift` is `Diary.swift`.
            "\\b(class|struct|enum|protocol|actor|typealias)\\s+(?i:(\(names.joined(separator: "|"))))\\b")
        for path in try relativePaths() where path.hasSuffix(".swift") {
            if let match = try read(path).firstMatch(of: declaration) {
                throw GeneratorError(
                    "'\(name.typeName)' clashes with \(match.output[0].substring ?? "a type") in \(path): choose another name."
                )
            }
        }
    }

    /// The one Swift file under `folder` with a `// luca:marker` line: where a scaffold wires in
    /// what differs between projects' files (a bare project keeps its strings in fewer files).
    func path(withMarker marker: String, under folder: String) throws -> String {
        let line = try Regex("^\\s*// luca:\(marker)\\b").anchorsMatchLineEndings()
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
        let declaration = try Regex("\\b(class|struct|enum|protocol|actor|typealias)\\s+\(type)\\b")
        return try relativePaths().filter { $0.hasSuffix(".swift") }.filter {
            try read($0).firstMatch(of: declaration) != nil
        }
    }

    public func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relativePath).path)
    }
}
