import Foundation

@testable import Generator

/// A copy of some of this project's files (always its two manifests) in a temporary folder: what
/// a scaffold reads and writes, without what anyone has added to this project since, so that a
/// test of a client still passes after someone ran `luca client` here. The tests name what they
/// plan `Probe`, a name no project gives a screen, client or repository.
struct ScratchProject {
    /// The template's root: this file is LocalPackage/Luca/Tests/GeneratorTests/ScratchProject.swift.
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let folder: TemporaryDirectory
    let tree: ProjectTree

    /// `paths`: files, or folders copied whole.
    init(copying paths: [String]) throws {
        folder = try TemporaryDirectory()
        // NB: folders first (shorter paths), so a file inside one copied whole is there already.
        for path in Set(["Package.swift", "LocalPackage/Package.swift"] + paths).sorted(by: { $0.count < $1.count }) {
            let target = folder.url.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: target.path) { continue }
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.source.appendingPathComponent(path), to: target)
        }
        tree = try ProjectTree(folder.url)
    }

    /// The files a feature is wired into: Home's, and its repository's (the languages' files are
    /// found by their markers, so all of `Resources`).
    static let featureWiring: [String] = {
        let name = try! Naming("Probe", kind: "feature")
        let templates = FeatureTemplates(name: name, key: "d", entity: try! FeatureTemplates.defaultEntity(of: name))
        return Array(Set(templates.wiring.map(\.path)))
            + [
                RepositoryScaffold.dataFile, RepositoryScaffold.repositories,
                "LocalPackage/Sources/UserInterface/Resources",
            ]
    }()

    /// Every file's bytes, by path.
    func snapshot() throws -> [String: Data] {
        Dictionary(uniqueKeysWithValues: try tree.relativePaths().map { ($0, try Data(contentsOf: tree.url($0))) })
    }

    func remove() {
        folder.remove()
    }
}
