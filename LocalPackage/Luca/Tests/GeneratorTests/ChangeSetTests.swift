import Foundation
import Generator
import Testing

/// A `luca` command's changes are written whole or not at all.
@Suite struct ChangeSetTests {
    let folder = try! TemporaryDirectory()

    func file(_ path: String) -> String? {
        try? String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    func put(_ path: String, _ text: String) throws {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func applyMakesChangesAndRemovesFilesWithTheirFolders() throws {
        defer { folder.remove() }
        try put("Home.swift", "old")
        try put("Gone.swift", "gone")
        var changes = ChangeSet()
        changes.make("Sources/Diary/Diary.swift", "new")
        changes.make("run", .init(Data("#!/bin/sh\n".utf8), permissions: 0o755))
        changes.change("Home.swift", to: "wired")
        changes.remove("Gone.swift")

        try changes.apply(under: folder.url)

        #expect(file("Sources/Diary/Diary.swift") == "new")
        #expect(file("Home.swift") == "wired")
        #expect(file("Gone.swift") == nil)
        let permissions =
            try FileManager.default.attributesOfItem(
                atPath: folder.url.appendingPathComponent("run").path)[.posixPermissions] as? Int
        #expect(permissions == 0o755)
    }

    @Test func aFileToMakeThatExistsIsRefusedByNameAndNothingIsWritten() throws {
        defer { folder.remove() }
        try put("Diary.swift", "mine")
        var changes = ChangeSet()
        changes.make("Another.swift", "new")
        changes.make("Diary.swift", "new")

        #expect {
            try changes.apply(under: folder.url)
        } throws: { error in
            "\(error)" == "Diary.swift already exists: remove it first, or choose another name; nothing was written."
        }
        #expect(file("Diary.swift") == "mine")
        #expect(file("Another.swift") == nil)
    }

    @Test func aFileToChangeThatIsGoneIsRefusedByName() throws {
        defer { folder.remove() }
        var changes = ChangeSet()
        changes.change("Home.swift", to: "wired")
        #expect {
            try changes.check(under: folder.url)
        } throws: { error in
            "\(error)".hasPrefix("Home.swift is not there")
        }
    }

    @Test func aFolderOnTheWayThatIsAFileIsNamedBeforeAnythingIsWritten() throws {
        defer { folder.remove() }
        try put("Sources", "a file")
        var changes = ChangeSet()
        changes.make("A.swift", "new")
        changes.make("Sources/Diary/Diary.swift", "new")
        #expect {
            try changes.apply(under: folder.url)
        } throws: { error in
            "\(error)".contains("/Sources is a file, so Sources/Diary/Diary.swift cannot be made there")
        }
        #expect(file("A.swift") == nil)
    }

    @Test func aWriteThatFailsHalfWayTakesBackWhatWasWrittenAndSaysWhichPath() throws {
        defer { folder.remove() }
        try put("Home.swift", "old")
        // A folder where a file is to be changed: the check passes, the write cannot.
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Wiring.swift"), withIntermediateDirectories: true)
        var changes = ChangeSet()
        changes.make("New/Diary.swift", "new")
        changes.change("Home.swift", to: "wired")
        changes.change("Wiring.swift", to: "wired")

        #expect {
            try changes.apply(under: folder.url)
        } throws: { error in
            "\(error)".hasPrefix("could not write Wiring.swift") && "\(error)".hasSuffix("nothing was changed.")
        }
        #expect(file("Home.swift") == "old")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("New").path))
    }

    @Test func aFileToMakeThatExistsInAnotherCaseIsRefused() throws {
        defer { folder.remove() }
        try put("Sources/PROBE.swift", "mine")
        var changes = ChangeSet()
        changes.make("Sources/Probe.swift", "new")
        #expect {
            try changes.check(under: folder.url)
        } throws: { error in
            "\(error)".hasPrefix("Sources/Probe.swift (as PROBE.swift) already exists")
        }
    }

    @Test func aLinkThatLeadsOutOfTheFolderIsRefused() throws {
        defer { folder.remove() }
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("Tests"), withDestinationURL: outside.url)
        var changes = ChangeSet()
        changes.make("Tests/ProbeTests.swift", "new")
        #expect {
            try changes.apply(under: folder.url)
        } throws: { error in
            "\(error)".contains("through a link: luca writes only inside the project")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
    }

    @Test func aLinkThatLeadsNowhereIsRefusedBeforeWriting() throws {
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Tests").path, withDestinationPath: "/nonexistent/deep")
        var changes = ChangeSet()
        changes.make("Tests/ProbeTests.swift", "new")
        #expect {
            try changes.check(under: folder.url)
        } throws: { error in
            "\(error)".contains("is a link that leads nowhere")
        }
    }

    @Test func aChangedFileKeepsItsPermissionsAndStaysALink() throws {
        defer { folder.remove() }
        try put("Real/Home.swift", "old")
        let real = folder.url.appendingPathComponent("Real/Home.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: real.path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Home.swift").path, withDestinationPath: "Real/Home.swift")
        var changes = ChangeSet()
        changes.change("Home.swift", to: "wired")

        try changes.apply(under: folder.url)

        #expect(file("Real/Home.swift") == "wired")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: folder.url.appendingPathComponent("Home.swift").path) == "Real/Home.swift")
        #expect(try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int == 0o600)
    }

    @Test func aChangedFileKeepsItsOwner() throws {
        defer { folder.remove() }
        try put("Home.swift", "old")
        let url = folder.url.appendingPathComponent("Home.swift")
        // NB: as root, any owner can be given; otherwise the file is the runner's own.
        try? FileManager.default.setAttributes(
            [.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: url.path)
        let owner = try FileManager.default.attributesOfItem(atPath: url.path)[.ownerAccountID] as? Int
        var changes = ChangeSet()
        changes.change("Home.swift", to: "wired")

        try changes.apply(under: folder.url)

        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.ownerAccountID] as? Int == owner)
    }

    @Test func aWriteThatFailsIsAWriteFailureNotARefusal() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Wiring.swift"), withIntermediateDirectories: true)
        var changes = ChangeSet()
        changes.change("Wiring.swift", to: "wired")
        #expect {
            try changes.apply(under: folder.url)
        } throws: { error in
            (error as? GeneratorError)?.isWriteFailure == true
        }
    }
}
