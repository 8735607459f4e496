import DataSource
import Foundation
import TestSupport
import Testing

/// Against a real temporary directory and the live file clients.
struct PersonRepositoryTests {
    private let alice = Person(name: "Alice", weight: 70, height: 175)

    private func makeRepository(_ directory: URL) -> PersonRepository {
        // The rule here stands for the app's (a positive weight): the repository's part is to apply it.
        PersonRepository(
            DataDirectory(directory, .liveValue, .liveValue, .liveValue, .fixed()), accepting: { $0.weight > 0 })
    }

    @Test
    func load_NothingSaved_ReturnsEmpty() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        await #expect(try makeRepository(temporary.url.appendingPathComponent("bmi")).load() == .empty)
    }

    @Test
    func save_ThenLoad_ReturnsTheSavedPerson() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let sut = makeRepository(temporary.url.appendingPathComponent("bmi"))
        try await sut.save(alice)
        await #expect(try sut.load() == alice)
    }

    @Test
    func save_DirectoryIsMissing_CreatesItPrivateWithAPrivateFileAndNothingElse() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let directory = temporary.url.appendingPathComponent("a/b/bmi")
        try await makeRepository(directory).save(alice)
        #expect(try permissions(of: directory) == 0o700)
        #expect(try permissions(of: directory.appendingPathComponent("person.json")) == 0o600)
        // The file and the lock that several `bmi` at once take turns with.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == [".lock", "person.json"])
        #expect(try permissions(of: directory.appendingPathComponent(".lock")) == 0o600)
    }

    @Test
    func load_FileIsUndecodable_ThrowsUndecodableAndLeavesTheFileAsItWas() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = temporary.url.appendingPathComponent("person.json")
        let garbage = Data("{\"name\": \"Al".utf8)
        try garbage.write(to: file)
        await #expect(throws: DataError.undecodable(file)) {
            try await makeRepository(temporary.url).load()
        }
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test
    func save_OverAnUndecodableFile_MovesItAsideWithItsBytesThenSaves() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = temporary.url.appendingPathComponent("person.json")
        let garbage = Data("not json".utf8)
        try garbage.write(to: file)
        let sut = makeRepository(temporary.url)
        try await sut.save(alice)
        let keptCopy = temporary.url.appendingPathComponent("person.json.corrupt-20261121T180300Z")
        #expect(try Data(contentsOf: keptCopy) == garbage)
        await #expect(try sut.load() == alice)
    }

    @Test
    func save_TwiceOverUndecodableFiles_KeepsBothCopies() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = temporary.url.appendingPathComponent("person.json")
        let sut = makeRepository(temporary.url)
        try Data("first".utf8).write(to: file)
        try await sut.save(alice)
        try Data("second".utf8).write(to: file)
        try await sut.save(alice)
        let stamp = "person.json.corrupt-20261121T180300Z"
        #expect(try Data(contentsOf: temporary.url.appendingPathComponent(stamp)) == Data("first".utf8))
        #expect(try Data(contentsOf: temporary.url.appendingPathComponent(stamp + "-2")) == Data("second".utf8))
    }

    @Test
    func save_DataDirectoryIsAFile_ThrowsNotADirectoryAndLeavesTheFile() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let notADirectory = temporary.url.appendingPathComponent("bmi")
        try Data("mine".utf8).write(to: notADirectory)
        let error = await #expect(throws: DataError.self) {
            try await makeRepository(notADirectory).save(alice)
        }
        guard case .notADirectory(let path) = error else {
            Issue.record("expected .notADirectory, got \(String(describing: error))")
            return
        }
        #expect(path.path == notADirectory.path)
        #expect(try Data(contentsOf: notADirectory) == Data("mine".utf8))
    }

    @Test
    func load_PersonFileIsADirectory_ThrowsUnreadable() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try FileManager.default.createDirectory(
            at: temporary.url.appendingPathComponent("person.json"),
            withIntermediateDirectories: false
        )
        await #expect(throws: DataError.self) {
            try await makeRepository(temporary.url).load()
        }
    }

    @Test
    func load_PersonOutsideTheRules_ThrowsUndecodableAndKeepsTheFile() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let json = Data("{\"height\":175,\"name\":\"A\",\"weight\":-5}".utf8)
        let file = temporary.url.appendingPathComponent("person.json")
        try json.write(to: file)
        await #expect(throws: DataError.undecodable(file)) {
            try await makeRepository(temporary.url).load()
        }
        #expect(try Data(contentsOf: file) == json)
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

struct StrayTemporaryFileTests {
    @Test
    func save_ATemporaryFileWasLeftByAKilledSave_ItIsRemovedAndOtherFilesAreKept() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let stray = temporary.url.appendingPathComponent(".person.json.Ab12Cd")
        let unrelated = temporary.url.appendingPathComponent(".person.json.notes")
        try Data("half".utf8).write(to: stray)
        try Data("mine".utf8).write(to: unrelated)
        try await PersonRepository(
            DataDirectory(temporary.url, .liveValue, .liveValue, .liveValue, .fixed()), accepting: { _ in true }
        )
        .save(Person(name: "A", weight: 70, height: 175))
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }
}
