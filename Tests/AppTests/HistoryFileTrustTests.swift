import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What an outside attack on the history at any size found, through the real binary: a file in
/// the history's place that is not one, and text and JSON showing one value alike.
struct HistoryFileTrustTests {
    @Test
    func historyIsAFIFO_ReadsAndSavesSayItAndNothingWaitsForever() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        #expect(mkfifo(data.appendingPathComponent("history.jsonl").path, 0o600) == 0)
        for arguments in [
            ["history", "--limit", "2"], ["history"],
            ["save", "--name", "A", "--weight", "70", "--height", "175"],
        ] {
            let run = try AppProcess.run(arguments, dataDirectory: data)
            #expect(run.status == 74, "\(arguments)")
            #expect(run.error.contains("history.jsonl") && run.error.contains("not a regular file"), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("person.json").path))
    }

    @Test
    func historyIsASymlinkLoop_IsAnErrorNotAnEmptyHistory() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: data.appendingPathComponent("history.jsonl").path, withDestinationPath: "history.jsonl")
        let run = try AppProcess.run(["history"], dataDirectory: data)
        #expect(run.status == 74)
        #expect(!run.output.contains("No records yet"))
        #expect(run.error.contains("history.jsonl"))
    }

    @Test
    func aValueOnAHalf_TextAndJSONShowTheSameDigits() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(
            ["save", "--name", "R", "--weight", "70.045", "--height", "175.125"], dataDirectory: data)
        let text = try AppProcess.run(["show"], dataDirectory: data)
        let json = try AppProcess.run(["show", "--json"], dataDirectory: data)
        #expect(text.output.contains("70.05 kg, 175.13 cm"))
        #expect(json.output.contains("\"height\":175.13") && json.output.contains("\"weight\":70.05"))
    }

    @Test
    func aFileSavedAndThenEditedOutOfOrder_LimitShowsWhatTheWholeHistoryShows() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        for weight in ["60", "61"] {
            _ = try AppProcess.run(["save", "--name", "A", "--weight", weight, "--height", "175"], dataDirectory: data)
        }
        // By hand: a newer record put first, the second attack's shape (a version before date
        // order, or an edit); the app's own files never look like this.
        let history = data.appendingPathComponent("history.jsonl")
        let newer =
            #"{"date":"2099-01-01T00:00:00Z","height":175,"id":"00000000-0000-0000-0000-0000000000AA","weight":99}"#
        try (Data((newer + "\n").utf8) + Data(contentsOf: history)).write(to: history)
        let limited = try AppProcess.run(["history", "--limit", "1", "--json"], dataDirectory: data)
        #expect(limited.status == 0)
        #expect(limited.output.contains("\"weight\":99"))
        #expect(!limited.output.contains("\"weight\":61"))
    }
}
