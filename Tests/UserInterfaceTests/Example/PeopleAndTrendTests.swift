import DataSource
import Foundation
import TestSupport
import Testing

/// Several people on one machine, the change since a person's previous record and the trend of
/// their weight: as a person meets them, through the commands and the session.
@MainActor struct PeopleAndTrendTests {
    private static let historyFile = AppRun.dataDirectory.appendingPathComponent("history.jsonl")

    private func save(_ arguments: [String], _ files: InMemoryFiles) async -> AppRun {
        await AppRun(["save"] + arguments, files: files)
    }

    /// Ann (60 kg, 165 cm), then Bob (90 kg, 180 cm), saved.
    private func annAndBob() async -> InMemoryFiles {
        let files = InMemoryFiles()
        _ = await save(["--name", "Ann", "--weight", "60", "--height", "165"], files)
        _ = await save(["--name", "Bob", "--weight", "90", "--height", "180"], files)
        return files
    }

    /// The records `history --json` gives, as objects.
    private func records(_ arguments: [String] = [], _ files: InMemoryFiles) async -> [[String: Any]] {
        let run = await AppRun(["history", "--json"] + arguments, files: files)
        return (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [[String: Any]] ?? []
    }

    @Test
    func save_NameWithoutHeight_UsesThatPersonsSavedHeight() async {
        let files = await annAndBob()
        let run = await save(["--name", "ann", "--weight", "59"], files)
        #expect(run.status == 0, "\(run.error)")
        let saved = await records([], files)
        #expect(saved.map { $0["name"] as? String } == ["ann", "Bob", "Ann"])
        #expect(saved.map { $0["height"] as? Double } == [165, 180, 165])
    }

    @Test
    func save_NameNeverSavedWithoutHeight_RefusedSayingWhatToGiveAndNothingWritten() async {
        let files = InMemoryFiles()
        _ = await save(["--name", "Ann", "--weight", "60", "--height", "165"], files)
        let before = files.contents(of: Self.historyFile)
        let run = await save(["--name", "Cy", "--weight", "70"], files)
        #expect(run.status == 65)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): Cy has no saved height yet: give one with --height"))
        #expect(files.contents(of: Self.historyFile) == before)
        #expect(await AppRun(["show"], files: files).output.hasPrefix("Saved person: Ann, 60 kg, 165 cm\n"))
    }

    @Test
    func showAndHistory_WithAName_ShowThatPersonsRecords() async {
        let files = await annAndBob()
        _ = await save(["--name", "Ann", "--weight", "58.5"], files)
        _ = await save(["--name", "Bob", "--weight", "91"], files)
        let show = await AppRun(["show", "--name", "ANN"], files: files)
        #expect(
            show.output
                == "Newest record of Ann: 58.5 kg, 165 cm\nBMI 21.49 (Normal weight)\n"
                + "Healthy weight for 165 cm: 50.4 kg to 68 kg\nSince the previous record: -1.5 kg, BMI -0.55\n")
        let json = await AppRun(["show", "--name", "Ann", "--json"], files: files)
        #expect(json.output.contains("\"change\":{\"bmi\":-0.55,\"weight\":-1.5}"))
        let history = await AppRun(["history", "--name", "bob"], files: files)
        #expect(history.output.hasPrefix("History of Bob: 2 records, newest first\n"), "as saved, not as typed")
        #expect(!history.output.contains("58.5 kg"))
        #expect(await records(["--name", "Bob"], files).map { $0["weight"] as? Double } == [91, 90])
        let nobody = await AppRun(["show", "--name", "Zed"], files: files)
        #expect(nobody.status == 0)
        #expect(nobody.output == "No record of Zed yet: save one with --name Zed.\n")
        #expect(await AppRun(["history", "--name", "Zed"], files: files).output == "No records of Zed.\n")
    }

    @Test
    func history_SeveralPeople_NamesEachRecordAndChartsTheNewestOnesPerson() async {
        let files = await annAndBob()
        let run = await AppRun(["history"], files: files)
        let lines = run.output.split(separator: "\n")
        #expect(lines[1].contains("Person"))
        #expect(lines[2].contains("  Bob      90 kg  27.78  Overweight     90 kg"), "\(lines[2])")
        #expect(lines[3].contains("  Ann      60 kg  22.04  Normal weight  60 kg"), "\(lines[3])")
        let chart = await AppRun(["history", "--chart"], files: files)
        #expect(chart.output.hasPrefix("Bob's weight in kg, a column a day\n"), "\(chart.output)")
    }

    @Test
    func history_TrendMovesATenthOfTheWayEachDay_ChangeIsSinceThatPersonsPrevious() async {
        let files = InMemoryFiles()
        _ = await save(["--name", "Ann", "--weight", "90", "--height", "175", "--date", "2026-11-01"], files)
        _ = await save(["--name", "Bob", "--weight", "70", "--height", "180", "--date", "2026-11-01"], files)
        _ = await save(["--name", "Ann", "--weight", "89", "--date", "2026-11-02"], files)
        _ = await save(["--name", "Ann", "--weight", "88.5", "--date", "2026-11-03"], files)
        let ann = await records(["--name", "Ann"], files)
        #expect(ann.map { $0["trend"] as? Double } == [89.76, 89.9, 90])
        let all = await records([], files)
        #expect(all.map { $0["trend"] as? Double } == [89.76, 89.9, 70, 90])
        #expect(all.map { ($0["change"] as? [String: Double])?["weight"] } == [-0.5, -1, nil, nil])
        #expect(all.map { $0["change"] == nil } == [false, false, true, true], "absent for a first record")
        let pounds = await records(["--unit", "imperial", "--limit", "1"], files)
        #expect(pounds.first?["trend"] as? Double == 197.89)
    }

    @Test
    func history_APageWithALimit_HasTheTrendAndChangeTheWholeHistoryGives() async {
        let lines = (1...60).map { day in
            let weight = 80.0 + Double(day % 7) - Double(day) / 10
            return "{\"date\":\"2026-09-\(String(format: "%02d", day % 30 + 1))T0\(day / 30):00:00Z\",\"height\":175,"
                + "\"id\":\"00000000-0000-0000-0000-\(String(format: "%012d", day))\",\"name\":\"Ann\",\"weight\":\(weight)}"
        }
        let sorted = lines.sorted()  // in date order, as the app writes them
        let files = InMemoryFiles(files: [Self.historyFile: Data(sorted.map { $0 + "\n" }.joined().utf8)])
        let whole = await records([], files)
        let page = await records(["--limit", "5"], files)
        #expect(page.count == 5)
        #expect(page.map { $0["trend"] as? Double } == whole.prefix(5).map { $0["trend"] as? Double })
        #expect(page.last?["change"] != nil)
    }

    @Test
    func recordsSavedBeforeNames_AreTheSavedPersonsAndStayTheirsWhenSomeoneElseIsSaved() async throws {
        let old = (1...2).map { id in
            "{\"date\":\"2026-11-0\(id)T10:00:00Z\",\"height\":175,\"id\":\"00000000-0000-0000-0000-00000000000\(id)\","
                + "\"weight\":7\(id)}"
        }
        let files = InMemoryFiles(files: [
            Self.historyFile: Data(old.map { $0 + "\n" }.joined().utf8),
            AppRun.personFile: try JSONEncoder().encode(Person(name: "Alice", weight: 72, height: 175)),
        ])
        #expect(await records([], files).map { $0["name"] as? String } == ["Alice", "Alice"])
        let bob = await save(["--name", "Bob", "--weight", "90", "--height", "180"], files)
        #expect(bob.status == 0, "\(bob.error)")
        #expect(await records(["--name", "Alice"], files).map { $0["weight"] as? Double } == [72, 71])
        let text = String(decoding: files.contents(of: Self.historyFile) ?? Data(), as: UTF8.self)
        #expect(text.components(separatedBy: "\"name\":\"Alice\"").count == 3)
        #expect(
            await AppRun(["show", "--name", "alice"], files: files).output.hasPrefix("Newest record of Alice: 72 kg"))
    }

    @Test
    func session_ANameNeverSaved_AsksForTheirMeasurementsAndHomeSaysWhose() async {
        let files = InMemoryFiles()
        _ = await save(["--name", "Ann", "--weight", "60", "--height", "165"], files)
        let run = await AppRun(typing: ["c", "Bob", "90", "180", "s", "b", "q"], files: files)
        #expect(run.output.contains("Name [Ann]: "))
        #expect(run.output.contains("Weight (kg): "), "Bob's weight is asked for, not Ann's offered")
        #expect(run.output.contains("Newest record: Bob, BMI 27.78 (Overweight)"))
    }

    @Test
    func session_HistoryFilteredByPerson_ShowsTheirRecordsUntilEveryoneIsAskedForAgain() async {
        let files = await annAndBob()
        let run = await AppRun(typing: ["h", "f", "ann", "f", "", "b", "q"], files: files)
        #expect(run.output.contains("History of Ann: 1 record, newest first"))
        #expect(run.output.components(separatedBy: "History: 2 records, newest first").count == 3)
    }

    @Test
    func home_ARecordSavedBeforeNames_SaysItIsTheSavedPersons() async throws {
        let old =
            "{\"date\":\"2026-11-01T10:00:00Z\",\"height\":175,\"id\":\"00000000-0000-0000-0000-000000000001\","
            + "\"weight\":70}\n"
        let files = InMemoryFiles(files: [
            Self.historyFile: Data(old.utf8),
            AppRun.personFile: try JSONEncoder().encode(Person(name: "Old", weight: 70, height: 175)),
        ])
        #expect(await AppRun(typing: ["q"], files: files).output.contains("Newest record: Old, BMI 22.86"))
    }

    @Test
    func names_WideCharactersLineUpAndCaseIsFoldedAsUnicodeFoldsIt() async {
        let files = InMemoryFiles()
        _ = await save(["--name", "日本 太郎", "--weight", "60", "--height", "165"], files)
        _ = await save(["--name", "Straße", "--weight", "90", "--height", "180"], files)
        _ = await save(["--name", "STRASSE", "--weight", "89"], files)
        let lines = await AppRun(["history"], files: files).output.split(separator: "\n")
        // The weights end in one column, whatever the names' widths (日本 太郎 takes nine).
        #expect(lines[4].contains("日本 太郎   60 kg"), "\(lines[4])")
        #expect(lines[3].contains("Straße      90 kg"), "\(lines[3])")
        #expect(lines[2].contains("STRASSE     89 kg"), "\(lines[2])")
        #expect(Set(lines[2...4].map(weightEnd)).count == 1)
        #expect(await records(["--name", "strasse"], files).count == 2)
    }

    @Test(arguments: [nil, "{\"name\":\"Old\",\"weight\":70,\"height\":17"])
    func recordsSavedBeforeNamesWithNobodySaved_AreNoOnesNotTheNextPersons(person: String?) async {
        let old =
            "{\"date\":\"2026-11-01T10:00:00Z\",\"height\":175,\"id\":\"00000000-0000-0000-0000-000000000001\","
            + "\"weight\":70}\n"
        var initial = [Self.historyFile: Data(old.utf8)]
        if let person { initial[AppRun.personFile] = Data(person.utf8) }
        let files = InMemoryFiles(files: initial)
        #expect(await save(["--name", "Zoe", "--weight", "60"], files).status == 65, "no height of Zoe's")
        _ = await save(["--name", "Zoe", "--weight", "60", "--height", "165"], files)
        let zoe = await records(["--name", "Zoe"], files)
        #expect(zoe.count == 1)
        #expect(zoe.first?["change"] == nil)
        #expect(await records([], files).map { $0["name"] as? String } == ["Zoe", ""])
    }

    @Test
    func show_AfterAnEarlierDaysMeasurementIsSaved_GivesTheNewestByDateThroughout() async {
        let files = InMemoryFiles()
        _ = await save(["--name", "A", "--weight", "90", "--height", "170", "--date", "2026-11-01"], files)
        _ = await save(["--name", "A", "--weight", "88", "--date", "2026-11-03"], files)
        _ = await save(["--name", "A", "--weight", "89", "--date", "2026-11-02"], files)
        let show = await AppRun(["show"], files: files)
        // 88 kg on the 3rd is the newest: its change is against the 2nd's 89 kg (30.80 to 30.45).
        #expect(show.output.hasPrefix("Saved person: A, 88 kg, 170 cm\nBMI 30.45"))
        #expect(show.output.contains("Since the previous record: -1 kg, BMI -0.35"))
    }

    @Test
    func namingRecordsSavedBeforeNames_DropsOldDeletionLinesAndWhatTheyHid() async throws {
        let lines = [
            "{\"date\":\"2026-11-01T10:00:00Z\",\"height\":175,\"id\":\"00000000-0000-0000-0000-000000000001\",\"weight\":99}",
            "{\"date\":\"2026-11-02T10:00:00Z\",\"height\":175,\"id\":\"00000000-0000-0000-0000-000000000002\",\"weight\":70}",
            "{\"deleted\":\"00000000-0000-0000-0000-000000000001\"}",
        ]
        let files = InMemoryFiles(files: [
            Self.historyFile: Data(lines.map { $0 + "\n" }.joined().utf8),
            AppRun.personFile: try JSONEncoder().encode(Person(name: "Old", weight: 70, height: 175)),
        ])
        _ = await save(["--name", "New", "--weight", "60", "--height", "165"], files)
        let text = String(decoding: files.contents(of: Self.historyFile) ?? Data(), as: UTF8.self)
        #expect(!text.contains("\"weight\":99") && !text.contains("deleted"))
        #expect(text.contains("\"name\":\"Old\""))
    }

    @Test(arguments: [
        ("アン", "ｱﾝ"), ("Alice", "Ａｌｉｃｅ"), ("ガク", "ｶﾞｸ"), ("パン", "ﾊﾟﾝ"), ("ｱﾝ", "アン"),
        // What makes no name look different: a joiner, a variation selector.
        ("Alice", "Ali\u{200D}ce"), ("Alice", "Ali\u{200C}ce"), ("Alice", "Alice\u{FE0F}"),
    ])
    func names_AsAJapaneseInputMethodTypesThem_AreOnePerson(saved: String, typed: String) async {
        let files = InMemoryFiles()
        _ = await save(["--name", saved, "--weight", "60", "--height", "160", "--date", "2026-11-01"], files)
        // Her height is found under the other form, and both records are hers.
        let run = await save(["--name", typed, "--weight", "59", "--date", "2026-11-02"], files)
        #expect(run.status == 0, "\(run.error)")
        let show = await AppRun(["show", "--name", typed], files: files)
        #expect(show.output.contains("59 kg, 160 cm\n"), "\(show.output)")
        #expect(show.output.contains("Since the previous record: -1 kg"), "\(show.output)")
        #expect(await records(["--name", saved], files).count == 2)
    }

    /// ﾊﾟﾝ ﾀﾞ takes six columns on a terminal (each voicing mark one); a letter with a variation
    /// selector takes one: the weights after them end in one column.
    @Test(arguments: ["ﾊﾟﾝ ﾀﾞ", "Alice\u{FE0F}"])
    func history_NamesOfOddWidths_KeepTheColumnsInLine(name: String) async {
        let files = InMemoryFiles()
        _ = await save(["--name", name, "--weight", "60", "--height", "160"], files)
        _ = await save(["--name", "Bo", "--weight", "70", "--height", "170"], files)
        let lines = await AppRun(["history"], files: files).output.split(separator: "\n")
        #expect(lines[2].contains("Bo") && lines[3].contains(name), "\(lines[2])\n\(lines[3])")
        #expect(weightEnd(lines[2]) == weightEnd(lines[3]), "\(lines[2])\n\(lines[3])")
    }

    /// Where a row's weight ends, in terminal columns.
    private func weightEnd(_ line: Substring) -> Int? {
        line.firstRange(of: " kg").map { line[..<$0.upperBound].displayWidth }
    }
}
