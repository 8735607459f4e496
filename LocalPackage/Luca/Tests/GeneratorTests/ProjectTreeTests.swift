import Foundation
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

    @Test func aLinkToNowhereOrAFIFOIsNoFileOfTheProject() throws {
        defer { folder.remove() }
        for path in ["Package.swift", "LocalPackage/Package.swift"] { try put(path) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Gone.swift").path, withDestinationPath: "/nonexistent")
        #expect(mkfifo(folder.url.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        #expect(try ProjectTree(folder.url).relativePaths() == ["LocalPackage/Package.swift", "Package.swift"])
    }

    @Test(.enabled(if: Git(folder: URL(fileURLWithPath: "/")).run(["--version"]) != nil))
    func aNewProjectIsRefusedWhileCodeOfTheAppIsNotTracked() throws {
        defer { folder.remove() }
        for path in ["Package.swift", "LocalPackage/Package.swift", "LocalPackage/Sources/Model/New.swift", ".env"] {
            try put(path)
        }
        let git = Git(folder: folder.url)
        #expect(git.run(["init", "-q"]) != nil)
        #expect(git.run(["add", "Package.swift", "LocalPackage/Package.swift"]) != nil)
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("luca-untracked-\(UUID())")

        #expect {
            try ProjectGenerator(source: ProjectTree(folder.url)).plan(
                Naming("Notes", kind: "project"), at: destination, isBare: false)
        } throws: { error in
            "\(error)".hasPrefix("LocalPackage/Sources/Model/New.swift is not tracked by git")
        }
    }
}
