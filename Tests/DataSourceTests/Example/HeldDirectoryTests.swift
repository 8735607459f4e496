import Foundation
import TestSupport
import Testing

@testable import DataSource

/// The data directory is checked, then held open: what a write does after the check goes to the
/// directory checked, whatever its path comes to lead to meanwhile (against the live clients).
struct HeldDirectoryTests {
    @Test
    func thePathSwappedForALinkAfterTheCheck_EveryFileOperationStaysInTheDirectoryChecked() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = temporary.url.appendingPathComponent("bmi")
        let (moved, elsewhere) = (
            temporary.url.appendingPathComponent("moved"), temporary.url.appendingPathComponent("elsewhere")
        )
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        let directory = DataDirectory(path, .liveValue, .liveValue, .liveValue, .fixed())
        try await directory.whileLocked { (lock) throws(DataError) in
            do {
                // Checked and locked; now the path leads somewhere else.
                try FileManager.default.moveItem(at: path, to: moved)
                try FileManager.default.createSymbolicLink(at: path, withDestinationURL: elsewhere)
            } catch {
                Issue.record(error)
            }
            try directory.write(Data("{}".utf8), to: directory.url(of: .person), lock)
            try directory.append(Data("line\n".utf8), to: directory.url(of: .history), lock)
            try directory.write(Data("{}".utf8), to: directory.url(of: .goals), lock)
            try directory.setAside(directory.url(of: .goals), lock)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: moved.path).sorted()
        #expect(names.filter { !$0.hasPrefix("goals.json.corrupt-") } == [".lock", "history.jsonl", "person.json"])
        #expect(names.count == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
    }

    @Test
    func theDirectoryRemadeAtItsPath_TheOneHeldBeforeIsClosed() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = temporary.url.appendingPathComponent("bmi")
        let directory = DataDirectory(path, .liveValue, .liveValue, .liveValue, .fixed())
        try await directory.whileLocked { _ in }
        weak let first = OwnedPaths.located(directory.url(of: .person))?.directory
        #expect(first != nil)
        try FileManager.default.moveItem(at: path, to: temporary.url.appendingPathComponent("moved"))
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
        try await directory.whileLocked { _ in }
        // A session whose directory is moved or remade again and again holds one, not one each time.
        #expect(first == nil)
        #expect(OwnedPaths.located(directory.url(of: .person)) != nil)
    }
}
