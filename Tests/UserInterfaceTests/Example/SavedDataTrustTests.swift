import DataSource
import Foundation
import TestSupport
import Testing

/// Saved data is checked when it is read, a save is one step whose message is true, and what is
/// shown agrees with what is saved.
@MainActor struct SavedDataTrustTests {
    private nonisolated static let historyFile = URL(fileURLWithPath: "/data/app/history.jsonl")
    private nonisolated static let settingsFile = URL(fileURLWithPath: "/data/app/settings.json")

    private static func personFile(_ json: String) -> InMemoryFiles {
        InMemoryFiles(files: [AppRun.personFile: Data(json.utf8)])
    }

    private static func historyFile(_ lines: [String]) -> InMemoryFiles {
        InMemoryFiles(files: [historyFile: Data(lines.map { $0 + "\n" }.joined().utf8)])
    }

    private static func record(_ id: Int, date: String, weight: Double, height: Double = 175) -> String {
        "{\"date\":\"\(date)\",\"height\":\(height),\"id\":\"00000000-0000-0000-0000-\(String(format: "%012d", id))\","
            + "\"weight\":\(weight)}"
    }

    // MARK: Saved data is checked when it is read

    @Test(arguments: [
        "{\"name\":\"A\",\"weight\":-5,\"height\":175}",
        "{\"name\":\"A\",\"weight\":1e308,\"height\":1e-300}",
        "{\"name\":\"A\",\"weight\":70,\"height\":69}",
        "{\"name\":\"\\u001b[2JBMI 99\",\"weight\":70,\"height\":175}",
    ])
    func show_PersonFileOutsideTheRules_Exits65NamingItAndKeepsItByteForByte(json: String) async {
        let files = Self.personFile(json)
        for arguments in [["show"], ["show", "--json"]] {
            let run = await AppRun(arguments, files: files)
            #expect(run.status == 65)
            #expect(run.output.isEmpty)
            #expect(run.error.contains("/data/app/person.json"))
            #expect(!run.error.contains("\u{1B}"))
        }
        #expect(files.contents(of: AppRun.personFile) == Data(json.utf8))
    }

    @Test
    func session_PersonFileOutsideTheRules_SaidAndNotShownAsThePerson() async {
        let files = Self.personFile("{\"name\":\"A\",\"weight\":-5,\"height\":175}")
        let run = await AppRun(typing: ["c", "q"], files: files)
        #expect(run.error.contains("/data/app/person.json"))
        #expect(!run.output.contains("-5"))
        #expect(run.output.contains("Weight (kg): "))
    }

    @Test
    func save_OverAPersonFileOutsideTheRules_KeepsItsBytesAside() async {
        let json = "{\"name\":\"A\",\"weight\":-5,\"height\":175}"
        let files = Self.personFile(json)
        let run = await AppRun(["save", "--name", "B", "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 0)
        #expect(files.paths.contains { $0.hasPrefix("/data/app/person.json.corrupt-") })
        let aside = files.paths.first { $0.hasPrefix("/data/app/person.json.corrupt-") }
        #expect(aside.flatMap { files.contents(of: URL(fileURLWithPath: $0)) } == Data(json.utf8))
    }

    @Test
    func history_ALineOutsideTheRules_NamedByLineLeftOutAndExits65() async {
        let files = Self.historyFile([
            Self.record(1, date: "2026-11-20T10:00:00Z", weight: 70),
            Self.record(2, date: "2026-11-21T10:00:00Z", weight: -5),
        ])
        let before = files.contents(of: Self.historyFile)
        let run = await AppRun(["history", "--json"], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains("/data/app/history.jsonl: line 2"))
        #expect(run.output.contains("\"weight\":70"))
        #expect(!run.output.contains("-5"))
        #expect(files.contents(of: Self.historyFile) == before)
    }

    @Test
    func json_EveryDocumentedKeyIsPresent() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "", "--weight", "70", "--height", "175"], files: files)
        let show = await AppRun(["show", "--json"], files: files).output
        for key in ["bmi", "category", "height", "name", "unit", "weight"] {
            #expect(show.contains("\"\(key)\":"))
        }
        let history = await AppRun(["history", "--json"], files: files).output
        for key in ["bmi", "category", "date", "height", "id", "unit", "weight"] {
            #expect(history.contains("\"\(key)\":"))
        }
    }

    // MARK: Names cannot reach the terminal raw

    @Test(arguments: ["\u{1B}]2;X\u{7}\u{1B}[2J", "A\nBMI 99", "A\u{202E}B", "A\u{9B}2J", "A\u{7F}"])
    func save_NameWithControlCharacters_Exits65SayingWhatIsAcceptedAndSavesNothing(name: String) async {
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", name, "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains("Name must not contain control characters"))
        #expect(!run.error.contains("\u{1B}"))
        #expect(files.paths.isEmpty)
    }

    /// Names refused, and the rule each message says: characters that show nothing (two names that
    /// look alike would be two people), code points that are not characters, and marks piled on
    /// one character (a name of a thousand accents draws over the lines around it).
    nonisolated static let refusedNames: [(name: String, rule: String)] = {
        let invisible: [String] = [
            "Al\u{200B}ice", "\u{FEFF}Alice", "Al\u{2060}ice", "Al\u{AD}ice", "\u{200B}", "A\u{E0041}l", "A\u{3164}l",
            "A\u{2800}l", "\u{115F}", "\u{34F}", "A\u{34F}", "\u{17B4}",
        ]
        // NB: built at run time: Swift refuses noncharacters in a literal.
        let noncharacters: [String] = ([0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF] as [UInt32]).map {
            "A" + String(Character(Unicode.Scalar($0)!)) + "l"
        }
        let piledUp: [String] = [
            "A" + String(repeating: "\u{301}", count: 1_000), "Zo" + String(repeating: "\u{336}\u{35C}", count: 5),
        ]
        return invisible.map { ($0, "Name must not contain invisible characters") }
            + noncharacters.map { ($0, "Name must be text") }
            + piledUp.map { ($0, "at most 8 accents or marks on one character") }
    }()

    @Test(arguments: refusedNames)
    func save_NameRefused_Exits65SayingWhatIsAcceptedAndSavesNothing(name: String, rule: String) async {
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", name, "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains(rule), "\(run.error)")
        #expect(files.paths.isEmpty)
    }

    /// Marks as scripts stack them are kept: Vietnamese, Devanagari, Thai.
    @Test(arguments: ["Nguyễn Thị Ánh", "क्षत्रिय", "ผู้ใหญ่"])
    func save_NameWithMarksAsWritten_IsSaved(name: String) async {
        let run = await AppRun(["save", "--name", name, "--weight", "70", "--height", "175"])
        #expect(run.status == 0, "\(run.error)")
    }

    /// What joins characters into one (an emoji family, a flag of a region, a Persian word) is kept.
    @Test(arguments: [
        "❤\u{FE0F}", "👨\u{200D}👩\u{200D}👧", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "می\u{200C}خواهم",
    ])
    func save_NameWithJoiners_IsSaved(name: String) async {
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", name, "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 0, "\(run.error)")
        #expect(files.savedPerson?.name == name)
    }

    @Test
    func save_NameLongerThanTheMaximum_Exits65() async {
        let files = InMemoryFiles()
        let run = await AppRun(
            ["save", "--name", String(repeating: "a", count: 65), "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains("at most 64 characters"))
        #expect(files.paths.isEmpty)
    }

    @Test
    func session_TypedNameWithAnEscape_AskedAgain() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "\u{1B}[2JEve", "Eve", "70", "175", "s", "q"], files: files)
        #expect(run.error.contains("Name must not contain control characters"))
        #expect(files.savedPerson?.name == "Eve")
    }

    @Test
    func pathWithAnEscape_ShownVisibly() async {
        let files = InMemoryFiles(files: [URL(fileURLWithPath: "/data/\u{1B}[2J"): Data()])
        let run = await AppRun(
            ["save", "--name", "A", "--weight", "70", "--height", "175", "--data-dir", "/data/\u{1B}[2J"], files: files)
        #expect(run.status == 74)
        #expect(!run.error.contains("\u{1B}"))
        #expect(run.error.contains("/data/^[[2J"))
    }

    // MARK: A save is one step, and its message is true

    @Test
    func save_HistoryCannotBeAppended_PersonUnchangedAndMessageSaysNothingWasSaved() async throws {
        let files = try InMemoryFiles.with(Person(name: "Before", weight: 60, height: 160))
        var dataClient = files.dataClient
        dataClient.example.append = { _, _ in throw POSIXError(.EACCES) }
        let run = await AppRun(
            ["save", "--name", "A", "--weight", "70", "--height", "175"], files: files, dataClient: dataClient)
        #expect(run.status == 74)
        #expect(run.error.contains("/data/app/history.jsonl"))
        #expect(run.error.contains("Nothing was saved"))
        #expect(files.savedPerson == Person(name: "Before", weight: 60, height: 160))
    }

    @Test
    func session_SettingChangedByAnotherSession_NotUndoneByThisOne() async throws {
        let files = InMemoryFiles(files: [
            Self.settingsFile: Data("{\"showsTutorial\":true,\"unitSystem\":\"metric\"}".utf8)
        ])
        // Home reads the settings, then the Settings screen does; just after that second read,
        // another session turns the tutorial off. This session then picks imperial.
        var dataClient = files.dataClient
        let settingsReads = LockIsolated(0)
        dataClient.open = { url in
            defer {
                if url == Self.settingsFile,
                    settingsReads.withValue({
                        $0 += 1
                        return $0
                    }) == 2
                {
                    try? files.dataClient.write(
                        Data("{\"showsTutorial\":false,\"unitSystem\":\"metric\"}".utf8), Self.settingsFile)
                }
            }
            return try files.dataClient.open(url)
        }
        _ = await AppRun(typing: ["s", "i", "q"], files: files, dataClient: dataClient)
        let saved = try JSONDecoder().decode(Preferences.self, from: files.contents(of: Self.settingsFile) ?? Data())
        #expect(saved == Preferences(unitSystem: .imperial, showsTutorial: false))
    }

    @Test(arguments: [["history"], ["show"]])
    func read_DataDirectoryIsAFile_Exits74NamingIt(arguments: [String]) async {
        let files = InMemoryFiles(files: [AppRun.dataDirectory: Data()])
        let run = await AppRun(arguments, files: files)
        #expect(run.status == 74)
        #expect(run.error.contains("/data/app is not a directory"))
    }

    @Test
    func home_HistoryCannotBeRead_SaysSoRatherThanNothingSaved() async {
        let files = InMemoryFiles()
        try? files.fileManagerClient.createDirectory(Self.historyFile, true)  // history.jsonl is a directory
        let run = await AppRun(typing: ["q"], files: files)
        #expect(!run.output.contains("No BMI saved yet."))
        #expect(run.error.contains("Refused to use /data/app/history.jsonl: it is not a regular file"))
    }

    // MARK: What is shown agrees with what is saved

    @Test
    func history_NewestFirstByMeasurementDateNotFileOrder() async {
        let files = Self.historyFile([
            Self.record(1, date: "2026-11-21T10:00:00Z", weight: 80),
            Self.record(2, date: "2026-11-01T10:00:00Z", weight: 70),  // written later, measured earlier
        ])
        let json = await AppRun(["history", "--json"], files: files).output
        let newest = json.range(of: "\"weight\":80")
        let older = json.range(of: "\"weight\":70")
        #expect(newest != nil && older != nil && newest!.lowerBound < older!.lowerBound)
        let home = await AppRun(typing: ["q"], files: files).output
        #expect(home.contains("Newest record: BMI 26.12"))
    }

    @Test
    func session_DeletingTheNewestRecord_HomeShowsTheNextNewest() async {
        let files = Self.historyFile([
            Self.record(1, date: "2026-11-21T10:00:00Z", weight: 80),
            Self.record(2, date: "2026-11-01T10:00:00Z", weight: 70),
        ])
        let run = await AppRun(typing: ["h", "d 1", "y", "b", "q"], files: files)
        #expect(run.output.contains("Newest record: BMI 22.86 (Normal weight)"))
    }

    @Test
    func showAndHome_SayWhatTheyAre() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "A", "--weight", "70", "--height", "175"], files: files)
        #expect(await AppRun(["show"], files: files).output.hasPrefix("Saved person: A, 70 kg, 175 cm\n"))
        #expect(await AppRun(typing: ["q"], files: files).output.contains("Newest record: A, BMI 22.86"))
    }

    @Test
    func chart_EveryPointInsideItsOwnBand() async {
        // Just under and just over each WHO threshold, and one outlier that must not squash the rest.
        let bmis = [18.49, 18.5, 24.99, 25, 29.99, 30, 22, 90]
        let lines = bmis.enumerated().map { index, bmi in
            // weight = bmi × (1.75 m)², rounded so that the BMI rounds back to `bmi`.
            Self.record(index + 1, date: "2026-11-\(String(format: "%02d", index + 1))T10:00:00Z", weight: bmi * 3.0625)
        }
        let run = await AppRun(["history", "--chart"], files: Self.historyFile(lines))
        // The weight chart, its bands the weights of each category at 175 cm.
        let chart = run.output.split(separator: "\n")
        let labels = ["Underweight", "Normal weight", "Overweight", "Obesity class I", "Obesity class II"]
        var band: String?
        var bandOfColumn: [Int: String] = [:]
        for line in chart where line.contains("│") {
            if let label = labels.last(where: { line.hasSuffix("  " + $0) }) { band = label }
            let cells = Array(line.split(separator: "│", maxSplits: 1)[1].prefix(bmis.count))
            for (column, cell) in cells.enumerated() where cell == "●" { bandOfColumn[column] = band }
        }
        let expected = ["Underweight", "Normal weight", "Normal weight", "Overweight", "Overweight", "Obesity class I"]
        #expect((0..<6).map { bandOfColumn[$0] } == expected)
        #expect(run.output.contains("↑"))  // the outlier, beyond the scale, marked at its top
    }

    @Test
    func chart_APeriodLongerThanTheWidth_TakesAColumnAMonthAndShowsTheNewest() async {
        // The first of each month for 70 months, where 60 columns fit.
        let lines = (0..<70).map {
            Self.record(
                $0 + 1, date: "\(2020 + $0 / 12)-\(String(format: "%02d", $0 % 12 + 1))-01T10:00:00Z", weight: 70)
        }
        let chart = await AppRun(["history", "--chart"], files: Self.historyFile(lines)).output.split(separator: "\n")
        #expect(chart.first == "Weight in kg, a column a month; older records left out")
        #expect(chart.filter { $0.contains("│") }.allSatisfy { $0.split(separator: "│")[1].count >= 60 })
        // Dates at both ends, under the first and the last column.
        let dates = "       2020-11" + String(repeating: " ", count: 46) + "2025-10"
        #expect(chart.map(String.init).contains(dates), "\(chart.joined(separator: "\n"))")
    }

    @Test
    func chart_RecordsOverAFewDays_TakesAColumnADay() async {
        let lines = (1...3).map { Self.record($0, date: "2026-11-0\($0 * 2)T10:00:00Z", weight: 70 + Double($0)) }
        let chart = await AppRun(["history", "--chart"], files: Self.historyFile(lines)).output.split(separator: "\n")
        #expect(chart.first == "Weight in kg, a column a day")
        // 2 to 6 November: five columns, a point on every other, rising.
        let plot = chart.filter { $0.contains("│") }.map { Array($0.split(separator: "│")[1].prefix(5)) }
        let rowOf = { (column: Int) in plot.firstIndex { $0[column] == "●" } }
        #expect(rowOf(1) == nil && rowOf(3) == nil)
        #expect(rowOf(0)! > rowOf(2)! && rowOf(2)! > rowOf(4)!, "\(chart.joined(separator: "\n"))")
        #expect(chart.last == "· Healthy weight for 175 cm: 56.7 kg to 76.5 kg")
    }

    @Test
    func japanese_ObesityClassesDoNotTakeJASSONames() async {
        let run = await AppRun(["calc", "--weight", "101", "--height", "175"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.output.hasPrefix("BMI 32.98"))
        #expect(!run.output.contains("肥満(1度)"))
        #expect(!run.output.contains("肥満(2度)"))
    }
}
