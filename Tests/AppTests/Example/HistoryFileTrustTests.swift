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
        let openScale = temporary.url.appendingPathComponent("openScale.csv")
        try Data("dateTime,weight\n2026-11-01 08:00,70\n".utf8).write(to: openScale)
        // Commands that need a height from the history, or its averages, say why they have none
        // (not "no saved height", not "no records").
        for arguments in [
            ["history", "--limit", "2"], ["history"], ["history", "--by", "week"],
            ["history", "--by", "month", "--json"],
            ["save", "--name", "A", "--weight", "70", "--height", "175"], ["save", "--name", "A", "--weight", "70"],
            ["goal", "--name", "A", "--weight", "60"], ["import", "--name", "A", openScale.path],
        ] {
            let run = try AppProcess.run(arguments, dataDirectory: data)
            #expect(run.status == 74, "\(arguments)")
            #expect(run.error.contains("history.jsonl") && run.error.contains("not a regular file"), "\(arguments)")
            #expect(!run.output.contains("No records"), "\(arguments)")
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

    @Test(arguments: [
        "2026-02-30T10:00:00Z", "2026-11-21T24:00:00Z", "2026-11-21T10:00:00+25:00",
        // Before 1900 no one kept a BMI, and before 1583 calendars disagree on the day.
        "0001-01-01T12:00:00Z", "1582-10-10T12:00:00Z", "1899-12-31T12:00:00Z",
    ])
    func aDateThatDoesNotExist_IsADamagedLineNotAnotherDay(date: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "A", "--weight", "60", "--height", "175"], dataDirectory: data)
        let history = data.appendingPathComponent("history.jsonl")
        // Spaces after the colons send the line past the fast path, to JSONDecoder.
        let line = #"{"date": "\#(date)", "height": 175, "id": "00000000-0000-0000-0000-0000000000AA", "weight": 99}"#
        try (Data(contentsOf: history) + Data((line + "\n").utf8)).write(to: history)
        let run = try AppProcess.run(["history", "--json"], dataDirectory: data)
        #expect(!run.output.contains("\"weight\":99"), "\(date)")
        #expect(run.error.contains("line 2"), "\(date)")
    }

    @Test(arguments: ["person.json", "settings.json"])
    func anOversizedSmallFile_IsNotReadAndSavingKeepsItAside(name: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let file = data.appendingPathComponent(name)
        let huge = Data(("{\"name\":\"" + String(repeating: "a", count: 2_000_000) + "\"}").utf8)
        try huge.write(to: file)
        let show = try AppProcess.run(name == "person.json" ? ["show"] : ["settings"], dataDirectory: data)
        #expect(show.status == 65)
        #expect(show.error.contains("\(name) is larger than"))
        let save = try AppProcess.run(
            name == "person.json"
                ? ["save", "--name", "A", "--weight", "60", "--height", "175"] : ["settings", "--unit", "imperial"],
            dataDirectory: data)
        #expect(save.status == 0)
        let aside = try FileManager.default.contentsOfDirectory(atPath: data.path).filter {
            $0.hasPrefix("\(name).corrupt-")
        }
        #expect(aside.count == 1)
        #expect(try aside.first.map { try Data(contentsOf: data.appendingPathComponent($0)) } == huge)
    }
}
