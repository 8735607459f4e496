import DataSource
import Foundation
import TestSupport
import Testing

/// The tracker on the built binary, as a script uses it: two people, dates, trend and change,
/// a goal, averages and the JASSO classification, in a real data directory.
struct TrackerBinaryTests {
    @Test
    func aHouseholdsWeeks_FromTheCommandLine() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        func bmi(_ arguments: [String], _ environment: [String: String] = [:]) throws -> AppProcess.Result {
            try AppProcess.run(arguments, dataDirectory: data, environment: ["TZ": "UTC"].merging(environment) { $1 })
        }
        for (name, weight, date) in [
            ("Ann", "80", "2026-10-24"), ("Bob", "90", "2026-10-25"), ("Ann", "79", "2026-10-31"),
            ("Ann", "78", "2026-11-07"), ("Ann", "77", "2026-11-14"), ("Ann", "76", "2026-11-21"),
        ] {
            let height = name == "Ann" ? ["--height", "170"] : ["--height", "180"]
            let saved = try bmi(
                ["save", "--name", name, "--weight", weight, "--date", date]
                    + (date == "2026-10-24" || name == "Bob" ? height : []))
            #expect(saved.status == 0, "\(saved.error)")
        }
        let ann = try bmi(["history", "--name", "ann", "--limit", "2", "--json"])
        let records = try JSONSerialization.jsonObject(with: Data(ann.output.utf8)) as? [[String: Any]]
        #expect(records?.map { $0["trend"] as? Double } == [76.87, 77.82])
        #expect(records?.map { ($0["change"] as? [String: Double])?["weight"] } == [-1, -1])
        let goal = try bmi(["goal", "--name", "Ann", "--weight", "70"])
        #expect(
            goal.output
                == "Goal for Ann: 70 kg; 6.87 kg to lose\nAt the trend of the last 4 weeks, reached around 2027-01-21.\n"
        )
        let months = try bmi(["history", "--by", "month", "--json"])
        let periods = try JSONSerialization.jsonObject(with: Data(months.output.utf8)) as? [[String: Any]]
        #expect(
            periods?.map { "\($0["period"] ?? "") \($0["name"] ?? "") \($0["count"] ?? "")" } == [
                "2026-11 Ann 3", "2026-10 Ann 2", "2026-10 Bob 1",
            ])
        let japanese = try bmi(["show", "--name", "bob", "--classification", "jasso"], ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.output.hasPrefix("Bobさんの最新の記録: 90 kg、180 cm\nBMI 27.78 (肥満(1度))\n"))
        let json = try bmi(["show", "--json", "--classification", "jasso"])
        #expect(
            json.output.contains("\"category\":\"obesity1\",") && json.output.contains("\"classification\":\"jasso\""))
    }
}

/// `bmi import FILE` reads the file a person names as `cat` would, not by the data directory's rules.
struct ImportBinaryTests {
    @Test
    func aLinkToAFile_ImportedAndADirectoryOrAFIFO_RefusedWithoutWaiting() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let file = temporary.url.appendingPathComponent("export.csv")
        try Data("date,name,weight_kg,height_cm,bmi\n2026-11-01T10:00:00Z,Ann,70,175,22.86\n".utf8).write(to: file)
        let link = temporary.url.appendingPathComponent("link.csv")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        let linked = try AppProcess.run(["import", link.path], dataDirectory: data)
        #expect(linked.status == 0, "\(linked.error)")
        #expect(linked.output == "Imported 1 record.\n")
        let folder = try AppProcess.run(["import", temporary.url.path], dataDirectory: data)
        #expect(folder.status == 74)
        #expect(folder.error.contains("is not a file (a folder, a pipe or a device)"), "\(folder.error)")
        let fifo = temporary.url.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let waiting = try AppProcess.run(["import", fifo.path], dataDirectory: data)
        #expect(waiting.status == 74)
    }
}

/// What the hostile CSV attack found, on the binary.
struct CSVAttackTests {
    @Test
    func exportOutput_AFIFOOrAFolder_RefusedAndLeftAsTheyWere_ALinkWrittenThrough() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "Ann", "--weight", "70", "--height", "170"], dataDirectory: data)
        let fifo = temporary.url.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // NB: not /dev/null: were this broken, the test would replace the machine's.
        for path in [fifo.path, temporary.url.path + "/"] {
            let run = try AppProcess.run(["export", "--output", path], dataDirectory: data)
            #expect(run.status == 74, "\(path): \(run.error)")
        }
        var status = stat()
        #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        let target = temporary.url.appendingPathComponent("target.csv")
        try Data("old".utf8).write(to: target)
        let link = temporary.url.appendingPathComponent("link.csv")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try AppProcess.run(["export", "--output", link.path], dataDirectory: data).status == 0)
        #expect(lstat(link.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link is kept")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("date,name,weight_kg"))
    }

    @Test
    func importOwnImperialExport_IntoTheSameHistory_AllAlreadyThere() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "Bob", "--weight", "90", "--height", "185"], dataDirectory: data)
        let file = temporary.url.appendingPathComponent("imperial.csv")
        _ = try AppProcess.run(["export", "--unit", "imperial", "--output", file.path], dataDirectory: data)
        let run = try AppProcess.run(["import", file.path], dataDirectory: data)
        #expect(run.output == "Imported 0 records; 1 already in the history (or earlier in the file), skipped.\n")
    }

    @Test
    func dryRun_IntoADirectoryThatIsNotThere_MakesNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = temporary.url.appendingPathComponent("in.csv")
        try Data("date,name,weight_kg,height_cm\n2026-11-01T10:00:00Z,Ann,70,175\n".utf8).write(to: file)
        let data = temporary.url.appendingPathComponent("data")
        let run = try AppProcess.run(["import", "--dry-run", file.path], dataDirectory: data)
        #expect(run.output.hasPrefix("Would import 1 record."))
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    @Test
    func optionsForOpenScaleOnItsOwnFile_RefusedAndAmbiguousHeadersToo() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let own = temporary.url.appendingPathComponent("own.csv")
        try Data("date,name,weight_kg,height_cm\n2026-11-01T10:00:00Z,Ann,70,175\n".utf8).write(to: own)
        let named = try AppProcess.run(["import", "--name", "Bob", own.path], dataDirectory: data)
        #expect(named.status == 65)
        #expect(named.error.contains("--name and --height are for an openScale file"))
        let twice = temporary.url.appendingPathComponent("twice.csv")
        try Data("DATE,TIME,WEIGHT,WEIGHT\n2026-11-01,07:30,70,71\n".utf8).write(to: twice)
        let ambiguous = try AppProcess.run(
            ["import", "--name", "Ann", "--height", "170", twice.path], dataDirectory: data)
        #expect(ambiguous.status == 65)
        #expect(ambiguous.error.contains("Row 1: an openScale header needs one DATE"))
        #expect(ambiguous.error.hasSuffix(". Nothing was imported.\n"), "\(ambiguous.error)")
    }

    @Test
    func aMillionBlankLines_CostNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = temporary.url.appendingPathComponent("blank.csv")
        var text = "date,name,weight_kg,height_cm\n" + String(repeating: "\n", count: 1_000_000)
        text += "2026-11-01T10:00:00Z,Ann,70,175\n"
        try Data(text.utf8).write(to: file)
        let run = try AppProcess.run(
            ["import", "--dry-run", file.path], dataDirectory: temporary.url.appendingPathComponent("data"))
        #expect(run.output.hasPrefix("Would import 1 record."), "\(run.error)")
    }

    @Test
    func exportOutput_IntoTheDataDirectoryOrALinkLoop_RefusedAndNothingLost() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "A", "--weight", "60", "--height", "165"], dataDirectory: data)
        let history = data.appendingPathComponent("history.jsonl")
        let before = try Data(contentsOf: history)
        let link = temporary.url.appendingPathComponent("into-data")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: history)
        for path in [history.path, data.path + "/../data/./person.json", link.path] {
            let run = try AppProcess.run(["export", "--output", path], dataDirectory: data)
            #expect(run.status == 74, "\(path): \(run.error)")
        }
        #expect(try Data(contentsOf: history) == before)
        let (first, second) = (
            temporary.url.appendingPathComponent("loopA"), temporary.url.appendingPathComponent("loopB")
        )
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
        #expect(try AppProcess.run(["export", "--output", first.path], dataDirectory: data).status == 74)
    }

    @Test
    func recordsTypedInPoundsOrOnAHalf_ExportedAndReadBack_AllAlreadyThere() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(
            [
                "save", "--name", "A", "--weight", "154.43", "--height", "69", "--unit", "imperial", "--date",
                "2026-11-01",
            ],
            dataDirectory: data)
        _ = try AppProcess.run(["save", "--name", "A", "--weight", "70.05", "--height", "175"], dataDirectory: data)
        for unit in ["metric", "imperial"] {
            let file = temporary.url.appendingPathComponent("\(unit).csv")
            _ = try AppProcess.run(["export", "--unit", unit, "--output", file.path], dataDirectory: data)
            let run = try AppProcess.run(["import", file.path], dataDirectory: data)
            #expect(run.output.hasPrefix("Imported 0 records; 2 already"), "\(unit): \(run.output)")
        }
    }

    @Test
    func anOpenScaleRowWithoutATime_TheSameMomentAtEachImport() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let file = temporary.url.appendingPathComponent("o.csv")
        // Today's date: before noon its noon is later than now, and it is taken at the day's start.
        let today = Date().formatted(.iso8601.year().month().day())
        try Data("DATE,WEIGHT\n\(today),70\n".utf8).write(to: file)
        let arguments = ["import", "--name", "Z", "--height", "170", file.path]
        #expect(
            try AppProcess.run(arguments, dataDirectory: data, environment: ["TZ": "UTC"]).output
                == "Imported 1 record.\n")
        #expect(
            try AppProcess.run(arguments, dataDirectory: data, environment: ["TZ": "UTC"]).output.hasPrefix(
                "Imported 0 records; 1 already"))
    }

    @Test
    func emptyInput_IsNoHeader() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try AppProcess.run(
            ["import", "-"], input: "", dataDirectory: temporary.url.appendingPathComponent("data"))
        #expect(run.status == 65)
        #expect(run.error.contains("Row 1: the header is neither \(AppIdentity.commandName)'s"))
    }
}
