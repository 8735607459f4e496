import DataSource
import Foundation
import TestSupport
import Testing

/// Messages and exit statuses that say what happened, through the binary.
struct MessageTests {
    @Test(arguments: [["show"], ["show", "--json"], ["history"], ["history", "--json"]])
    func damagedSettingsAndNobodySaved_EveryReadingCommandExits65(arguments: [String]) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("{damaged".utf8).write(to: data.appendingPathComponent("settings.json"))
        let run = try AppProcess.run(arguments, dataDirectory: data)
        #expect(run.status == 65, "\(arguments)")
        #expect(run.error.contains("settings.json"), "\(arguments)")
    }

    @Test
    func damagedPerson_TheMessageSaysWhatThePersonCanDoNow() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("{damaged".utf8).write(to: data.appendingPathComponent("person.json"))
        let run = try AppProcess.run(["show"], dataDirectory: data)
        #expect(run.status == 65)
        #expect(run.error.contains("To start again, just save"), "\(run.error)")
        #expect(!run.error.contains("saving first moves it aside"))
    }

    /// A save of a person does not write the settings: the way to start them again is a setting.
    @Test
    func damagedSettings_TheMessageSaysToChangeASetting() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("{damaged".utf8).write(to: data.appendingPathComponent("settings.json"))
        let run = try AppProcess.run(["show"], dataDirectory: data)
        #expect(run.error.contains("To start again, change a setting"), "\(run.error)")
        #expect(!run.error.contains("just save"), "\(run.error)")
    }

    @Test
    func sessionWithADamagedPerson_SaysItCouldNotBeReadNotThatNobodySaved() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("{damaged".utf8).write(to: data.appendingPathComponent("person.json"))
        let run = try AppProcess.run(input: "c\n", dataDirectory: data)
        #expect(!run.output.contains("Nobody saved yet."), "\(run.output)")
        #expect(run.error.contains("person.json"))
    }

    @Test
    func unknownCommandOfAHundredKilobytes_IsEchoedShortened() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let huge = String(repeating: "x", count: 120_000)
        for arguments in [[huge], ["calc", "--" + huge], ["help", "calc", huge]] {
            let run = try AppProcess.run(arguments, dataDirectory: temporary.url.appendingPathComponent("data"))
            #expect(run.status == 64)
            #expect(run.error.utf8.count < 1_000, "\(run.error.prefix(200))")
            #expect(run.error.contains("…"))
        }
    }

    @Test
    func limitTooBigForTheMachine_SaysWhatTheLimitIs() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try AppProcess.run(
            ["history", "--limit", "99999999999999999999"], dataDirectory: temporary.url.appendingPathComponent("data"))
        #expect(run.status == 64)
        #expect(run.error.contains("at most 9223372036854775807"), "\(run.error)")
    }

    @Test
    func conflictingFlags_AreSaidToConflict() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try AppProcess.run(
            ["help", "--markdown", "--man"], dataDirectory: temporary.url.appendingPathComponent("data"))
        #expect(run.status == 64)
        #expect(run.error.contains("--man and --markdown cannot be used together"), "\(run.error)")
    }

    @Test
    func imperialHistoryRows_KeepTheirColumnsApart() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        for (weight, height) in [("70.55", "175.3"), ("120", "190")] {
            _ = try AppProcess.run(
                ["save", "--name", "A", "--weight", weight, "--height", height], dataDirectory: data)
        }
        let run = try AppProcess.run(["history", "--unit", "imperial"], dataDirectory: data)
        let rows = run.output.split(separator: "\n").filter { $0.contains(" lb") && $0.hasPrefix("  ") }
        #expect(rows.count == 2, "\(run.output)")
        // Under the chart, the healthy weight at the newest height, in pounds.
        let chart = try AppProcess.run(["history", "--chart", "--unit", "imperial"], dataDirectory: data)
        #expect(chart.output.hasPrefix("A's weight in lb, a column a day\n"), "\(chart.output)")
        #expect(chart.output.hasSuffix("· Healthy weight for 6 ft 2.8 in: 147.2 lb to 198.9 lb\n"), "\(chart.output)")
        for row in rows { #expect(row.contains(" lb  "), "\(row)") }
        // The weights end where they end on every row, and the BMIs after them.
        #expect(Set(rows.map { $0.firstRange(of: " lb")!.lowerBound.utf16Offset(in: $0) }).count == 1, "\(rows)")
        #expect(rows.contains { $0.contains(" lb  22.96") } && rows.contains { $0.contains(" lb  33.24") }, "\(rows)")
    }

    @Test(arguments: [
        (["--help"], [:], 80), (["help", "save"], ["COLUMNS": "50"], 50),
        (["history", "--help"], ["COLUMNS": "40"], 40),
        (["--help"], ["COLUMNS": "44", "LANG": "ja_JP.UTF-8"], 44), (["help", "history"], ["LANG": "ja_JP.UTF-8"], 80),
        (["help", "save"], ["COLUMNS": "24"], 24), (["--help"], ["COLUMNS": "30", "LANG": "ja_JP.UTF-8"], 30),
        // Narrower than 20 columns, help is laid out for 20.
        (["help", "calc"], ["COLUMNS": "5"], 20),
    ])
    func help_IsWrappedToTheWidthByDisplayWidth(arguments: [String], environment: [String: String], width: Int) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try AppProcess.run(
            arguments, dataDirectory: temporary.url.appendingPathComponent("data"), environment: environment)
        #expect(run.status == 0)
        for line in run.output.split(separator: "\n") {
            // A line that is one unbreakable ASCII word (a path) may pass the width; no other may.
            let word = line.trimmingCharacters(in: .whitespaces)
            #expect(line.displayWidth <= width || (!word.contains(" ") && word.allSatisfy(\.isASCII)), "\(line)")
        }
    }

    /// As root, `/proc/1` is the user's own, and the system says "No such file or directory" of a
    /// file made there; as anyone else it is another user's. Either way, the reason given is true.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/1")))
    func dataDirectoryInProc_TheReasonIsTheRealOne() throws {
        let run = try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "170"], dataDirectory: URL(fileURLWithPath: "/proc/1")
        )
        #expect(run.status != 0)
        #expect(run.error.contains("/proc/1"), "\(run.error)")
        #expect(!run.error.contains("No such file or directory"), "\(run.error)")
    }
}
