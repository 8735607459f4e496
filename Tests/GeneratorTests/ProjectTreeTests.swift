import Foundation
import TestSupport
import Testing

@testable import Generator

@Suite struct ProjectTreeTests {
    let folder = try! TemporaryDirectory()

    func put(_ path: String) throws {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: url)
    }

    @Test(.enabled(if: Git(folder: URL(fileURLWithPath: "/")).run(["--version"]) != nil))
    func aNewProjectIsMadeFromWhatGitTracksNotFromFilesOfOnesOwn() throws {
        defer { folder.remove() }
        for path in ["Package.swift", "LocalPackage/Package.swift", "docs/a.md", ".env", "notes.txt", ".build/x"] {
            try put(path)
        }
        let git = Git(folder: folder.url)
        #expect(git.run(["init", "-q"]) != nil)
        #expect(git.run(["add", "Package.swift", "LocalPackage/Package.swift", "docs/a.md"]) != nil)

        #expect(
            try ProjectTree(folder.url).keptPaths() == ["LocalPackage/Package.swift", "Package.swift", "docs/a.md"])
    }

    @Test func outsideARepositoryEveryFileButBuildOutputIsKept() throws {
        defer { folder.remove() }
        for path in ["Package.swift", "LocalPackage/Package.swift", ".env", ".build/x", ".swiftpm/y"] { try put(path) }
        // NB: the temporary folder is in no repository (Git finds none above it).
        try #require(Git(folder: folder.url).repositoryRoot() == nil)
        #expect(try ProjectTree(folder.url).keptPaths() == [".env", "LocalPackage/Package.swift", "Package.swift"])
    }

    @Test func aFolderWithoutBothManifestsIsNoProject() throws {
        defer { folder.remove() }
        try put("Package.swift")
        #expect {
            try ProjectTree(folder.url)
        } throws: { error in
            "\(error)".contains("is not a LUCA project")
        }
    }
}
