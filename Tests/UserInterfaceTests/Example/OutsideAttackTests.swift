import DataSource
import Foundation
import TestSupport
import Testing

/// Defects an outside attack on issue 9's work found, each as the person met it.
@MainActor struct OutsideAttackTests {
    private nonisolated static let historyFile = URL(fileURLWithPath: "/data/app/history.jsonl")
    private nonisolated static let settingsFile = URL(fileURLWithPath: "/data/app/settings.json")
    private nonisolated static let journalFile = URL(fileURLWithPath: "/data/app/.save-journal.json")
    private nonisolated static let journal = journal(
        Person(name: "New", weight: 90, height: 175), id: 9, date: "2026-11-22T10:00:00Z")

    /// A save journal as a save writes it: `person`, and their record numbered `id` at `date`.
    private nonisolated static func journal(_ person: Person, id: Int, date: String) -> Data {
        let record =
            "{\"date\":\"\(date)\",\"height\":\(Int(person.height)),\"id\":\"00000000-0000-0000-0000-"
            + String(repeating: "0", count: 12 - String(id).count) + "\(id)\",\"name\":\"\(person.name)\","
            + "\"weight\":\(Int(person.weight))}"
        let personJSON =
            "{\"name\":\"\(person.name)\",\"weight\":\(Int(person.weight)),\"height\":\(Int(person.height))}"
        return Data("{\"person\":\(personJSON),\"record\":\(record)}".utf8)
    }
    /// The journal's record, as a save appends it.
    private nonisolated static let journalRecord = Data(
        "{\"date\":\"2026-11-22T10:00:00Z\",\"height\":175,\"id\":\"00000000-0000-0000-0000-000000000009\",\"name\":\"New\",\"weight\":90}\n"
            .utf8)
    private nonisolated static let oldRecord = Data(
        "{\"date\":\"2026-11-21T10:00:00Z\",\"height\":175,\"id\":\"00000000-0000-0000-0000-000000000001\",\"weight\":70}\n"
            .utf8)

    /// A save killed after its journal, before its record: not done, so readers show the files
    /// as they are; the next write finishes it, once.
    @Test
    func killedBeforeTheRecord_ReadersShowItNotDone_TheNextWriteFinishesItOnce() async throws {
        let files = InMemoryFiles(files: [Self.historyFile: Self.oldRecord, Self.journalFile: Self.journal])
        let show = await AppRun(["show"], files: files)
        #expect(show.output.hasPrefix("Nobody saved yet."), "\(show.output)")
        let history = await AppRun(["history", "--json"], files: files)
        #expect(!history.output.contains("29.39"), "\(history.output)")
        #expect(files.contents(of: Self.journalFile) == Self.journal)  // readers write nothing
        _ = await AppRun(["settings", "--unit", "imperial"], files: files)
        #expect(files.savedPerson == Person(name: "New", weight: 90, height: 175))
        _ = await AppRun(["settings", "--unit", "metric"], files: files)  // finished already: not appended twice
        let lines = String(decoding: files.contents(of: Self.historyFile) ?? Data(), as: UTF8.self).split(
            separator: "\n")
        #expect(lines.count == 2)
    }

    /// A save killed after its record, before its person: done, so readers show its person (the
    /// journal's) with its record; the next write writes the person, and adds no second record.
    @Test
    func killedAfterTheRecord_ReadersShowItDone_TheNextWriteWritesThePerson() async throws {
        let files = InMemoryFiles(files: [
            AppRun.personFile: try JSONEncoder().encode(Person(name: "Old", weight: 70, height: 175)),
            Self.historyFile: Self.oldRecord + Self.journalRecord, Self.journalFile: Self.journal,
        ])
        for arguments in [["history", "--json"], ["history", "--json", "--limit", "5"], ["export"]] {
            let history = await AppRun(arguments, files: files)
            #expect(history.output.contains("29.39"), "\(arguments): \(history.output)")
        }
        let show = await AppRun(["show"], files: files)
        #expect(show.output.hasPrefix("Saved person: New, 90 kg, 175 cm"), "\(show.output)")
        let home = await AppRun(typing: ["q"], files: files)
        #expect(home.output.contains("Newest record: New, BMI 29.39"))
        #expect(files.contents(of: Self.journalFile) == Self.journal)  // readers write nothing
        #expect(await AppRun(["settings", "--unit", "imperial"], files: files).status == 0)
        #expect(files.contents(of: Self.journalFile) == nil)
        #expect(files.savedPerson == Person(name: "New", weight: 90, height: 175))
        let lines = String(decoding: files.contents(of: Self.historyFile) ?? Data(), as: UTF8.self).split(
            separator: "\n")
        #expect(lines.count == 2)
    }

    @Test(arguments: [
        ["calc", "--weight", "70", "--height", "175"], ["save", "--name", "A", "--weight", "70", "--height", "175"],
    ])
    func settingsDamaged_ValuesAreNotReadInAGuessedUnit(arguments: [String]) async {
        let files = InMemoryFiles(files: [Self.settingsFile: Data("junk".utf8)])
        let run = await AppRun(arguments, files: files)
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("/data/app/settings.json could not be read"))
        #expect(files.paths == [Self.settingsFile.path])
        // With the unit and the classification given, the settings are not needed.
        #expect(await AppRun(arguments + ["--unit", "metric", "--classification", "who"], files: files).status == 0)
        // With the unit alone, the category would be in a guessed classification.
        #expect(await AppRun(arguments + ["--unit", "metric"], files: files).status == 65)
    }

    @Test(arguments: [["show"], ["history"]])
    func settingsDamaged_ShownInStandardUnitsSaidAndExits65(arguments: [String]) async {
        let files = InMemoryFiles(files: [Self.settingsFile: Data("{}".utf8)])
        _ = await AppRun(
            [
                "save", "--name", "A", "--weight", "70", "--height", "175", "--unit", "metric", "--classification",
                "who",
            ],
            files: files)
        let run = await AppRun(arguments, files: files)
        #expect(run.status == 65)
        #expect(run.output.contains("22.86"))
        #expect(run.error.contains("settings.json could not be read"))
    }

    @Test
    func home_EveryHistoryLineDamaged_SaysSo() async {
        let files = InMemoryFiles(files: [Self.historyFile: Data("junk\n".utf8)])
        let run = await AppRun(typing: ["q"], files: files)
        #expect(run.error.contains("/data/app/history.jsonl: line 1 could not be read"))
    }

    @Test
    func calc_DataDirectoryIsAFile_Exits74() async {
        let files = InMemoryFiles(files: [AppRun.dataDirectory: Data()])
        let run = await AppRun(["calc", "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 74)
        #expect(run.output.isEmpty)
        #expect(run.error.components(separatedBy: "is not a directory").count == 2)
    }

    @Test
    func verbose_PathWithEscapes_LoggedVisibly() async {
        let run = await AppRun(["show", "--verbose", "--data-dir", "/data/\u{1B}[31mX\nY"])
        #expect(!run.error.unicodeScalars.contains { $0.isTerminalControl && $0 != "\n" })
        #expect(!run.error.split(separator: "\n").contains { $0.hasPrefix("Y") })
    }

    @Test
    func implausibleBMI_BothValuesLookImperial_SaysSo() async {
        let run = await AppRun(["calc", "--weight", "154", "--height", "69"])
        #expect(run.error.contains("Are these pounds and inches? Type 154 lb and 69 in, or use --unit imperial."))
    }

    @Test
    func name_52FamilyEmoji_IsAccepted() async {
        let name = String(repeating: "👨‍👩‍👧", count: 52)
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", name, "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 0)
        #expect(files.savedPerson?.name == name)
    }

    @Test
    func historyLimit_SaysThatOlderRecordsExist() async {
        let files = InMemoryFiles()
        for weight in ["70", "71", "72", "73"] {
            _ = await AppRun(["save", "--name", "A", "--weight", weight, "--height", "175"], files: files)
        }
        let run = await AppRun(["history", "--limit", "2"], files: files)
        // NB: not "of 4": counting every record would read the whole file, which --limit avoids.
        #expect(run.output.hasPrefix("History: the newest 2 records\n"))
        let all = await AppRun(["history", "--limit", "4"], files: files)
        #expect(all.output.hasPrefix("History: 4 records, newest first\n"))
    }

    @Test
    func diskFull_ReasonIsOneSentence() async throws {
        let files = try InMemoryFiles.with(Person(name: "Before", weight: 60, height: 160))
        let run = await AppRun.fullDisk(["save", "--name", "A", "--weight", "70", "--height", "175"], files: files)
        #expect(!run.error.contains(".."))
    }

    /// The session's Settings screen said "Units: imperial" after a save that failed.
    @Test
    func session_SettingThatCouldNotBeSaved_IsNotShownAsMade() async {
        let run = await AppRun.fullDisk(typing: ["s", "i", "q"], files: InMemoryFiles())
        #expect(run.error.contains("Could not save"))
        #expect(!run.output.contains("Units: imperial"), "\(run.output)")
        #expect(run.output.components(separatedBy: "Units: metric").count == 3, "shown before and after")
    }

    // The second attack, on the command line.

    @Test(arguments: [["--data-dir", "/elsewhere", "save", "-h"], ["--color", "never", "save", "--weight", "-h"]])
    func help_AfterAGlobalOptionWithAValue_IsTheCommandsHelp(arguments: [String]) async {
        let run = await AppRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("\(AppIdentity.commandName) save: "))
    }

    @Test(arguments: [["calc", "--version"], ["completions", "--version"], ["calc", "--unit", "si", "--version"]])
    func version_WinsWhereverItIsGiven(arguments: [String]) async {
        let run = await AppRun(arguments)
        #expect(run.status == 0)
        #expect(run.output == "\(AppIdentity.commandName) 0.4.0\n")
    }

    /// A journal no save left (its record an older line of the history, with another name): not
    /// read as the saved person, and not written over it by the next write, which keeps it aside.
    @Test
    func journalWhoseRecordIsAnOlderLine_NeitherReadNorWrittenOverThePerson() async throws {
        let saved = Person(name: "Before", weight: 60, height: 160)
        let newer = Data(
            ("{\"date\":\"2026-11-21T11:00:00Z\",\"height\":160,\"id\":\"00000000-0000-0000-0000-000000000002\","
                + "\"name\":\"Before\",\"weight\":60}\n").utf8)
        let journal = Self.journal(Person(name: "Zed", weight: 70, height: 175), id: 1, date: "2026-11-21T10:00:00Z")
        let files = InMemoryFiles(files: [
            AppRun.personFile: try JSONEncoder().encode(saved), Self.historyFile: Self.oldRecord + newer,
            Self.journalFile: journal,
        ])
        let show = await AppRun(["show"], files: files)
        #expect(show.output.hasPrefix("Saved person: Before"), "\(show.output)")
        #expect(await AppRun(["settings", "--unit", "imperial"], files: files).status == 0)
        #expect(files.savedPerson == saved)
        #expect(files.contents(of: Self.historyFile) == Self.oldRecord + newer)
        #expect(files.paths.contains { $0.hasPrefix(Self.journalFile.path + ".corrupt-") })
    }

    /// A damaged line after the journal's record: readers do not take the journal's person (its
    /// record is not the last line), and the next write goes by the same rule, keeping it aside.
    @Test
    func journalWhoseRecordIsFollowedByADamagedLine_ReadersAndTheNextWriteAgree() async throws {
        let saved = Person(name: "Before", weight: 60, height: 160)
        let files = InMemoryFiles(files: [
            AppRun.personFile: try JSONEncoder().encode(saved),
            Self.historyFile: Self.oldRecord + Self.journalRecord + Data("{not a record\n".utf8),
            Self.journalFile: Self.journal,
        ])
        let show = await AppRun(["show"], files: files)
        #expect(show.output.hasPrefix("Saved person: Before"), "\(show.output)")
        _ = await AppRun(["settings", "--unit", "imperial"], files: files)
        #expect(files.savedPerson == saved)
        #expect(files.paths.contains { $0.hasPrefix(Self.journalFile.path + ".corrupt-") })
    }

    @Test
    func journalOutsideTheRules_IsNotReplayed() async throws {
        let saved = Person(name: "Before", weight: 60, height: 160)
        let journal = Self.journal(Person(name: "J", weight: 8000, height: 175), id: 9, date: "2026-11-22T10:00:00Z")
        let files = InMemoryFiles(files: [
            AppRun.personFile: try JSONEncoder().encode(saved), Self.journalFile: journal,
        ])
        // Not used by a reader; kept aside by the next write, which goes on.
        let show = await AppRun(["show"], files: files)
        #expect(show.output.hasPrefix("Saved person: Before"), "\(show.output)")
        #expect(files.contents(of: Self.journalFile) == journal)
        let run = await AppRun(["settings", "--unit", "imperial"], files: files)
        #expect(run.status == 0, "\(run.error)")
        #expect(files.savedPerson == saved)
        #expect(files.contents(of: Self.historyFile) == nil)
        #expect(files.contents(of: Self.journalFile) == nil)
        // Kept aside with its bytes, not removed.
        let aside = files.paths.first { $0.hasPrefix(Self.journalFile.path + ".corrupt-") }
        #expect(aside.flatMap { files.contents(of: URL(fileURLWithPath: $0)) } == journal)
    }

    @Test
    func name_NotValidText_Refused() async {
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", "a\u{FFFD}b", "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains("Name must be text"))
        #expect(files.paths.isEmpty)
    }

    @Test
    func show_UnitAndClassificationGivenAndSettingsDamaged_SettingsNotNeeded() async {
        let files = InMemoryFiles(files: [Self.settingsFile: Data("{".utf8)])
        let shownAs = ["--unit", "metric", "--classification", "who"]
        _ = await AppRun(["save", "--name", "A", "--weight", "70", "--height", "175"] + shownAs, files: files)
        let run = await AppRun(["show"] + shownAs, files: files)
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
    }

    @Test
    func typographicDash_SuggestsTheOption() async {
        let run = await AppRun(["calc", "—weight", "70", "--height", "175"])
        #expect(run.status == 64)
        #expect(run.error.contains("did you mean '--weight'?"))
    }

    @Test(arguments: [["help", "--man", "calc"], ["help", "--man", "--markdown"]])
    func help_ManOrMarkdownWithMore_Refused(arguments: [String]) async {
        let run = await AppRun(arguments)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
    }

    @Test
    func help_OperandWithAFixedList_NamesIt() async {
        #expect(
            await AppRun(["help", "completions"]).output.contains("SHELL  the shell to complete for (bash, zsh, fish)"))
    }

    @Test
    func history_ThousandsOfDamagedLines_OneShortMessage() async {
        let files = InMemoryFiles(files: [Self.historyFile: Data(String(repeating: "junk\n", count: 5_000).utf8)])
        let run = await AppRun(["history"], files: files)
        #expect(run.error.contains("1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 4990 more"))
        #expect(run.error.count < 400)
    }
}
