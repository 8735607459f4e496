import DataSource
import Foundation
import TestSupport
import Testing

/// `bmi save`, `bmi show` and `bmi history`: the same stores and rules as the screens.
@MainActor struct OneShotHistoryTests {
    private func filesWithTwoSaves() async -> InMemoryFiles {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Alice", "--weight", "70", "--height", "175"], files: files)
        _ = await AppRun(["save", "--name", "Alice", "--weight", "80", "--height", "175"], files: files)
        return files
    }

    @Test
    func save_SavesThePersonAndAppendsARecordAsTheSaveButtonDoes() async {
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", "Alice", "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 0)
        #expect(
            run.output
                == "BMI 22.86 (Normal weight)\nHealthy weight for 175 cm: 56.7 kg to 76.5 kg\nSaved to /data/app/person.json, and added to your history.\n"
        )
        #expect(files.savedPerson == Person(name: "Alice", weight: 70, height: 175))
        #expect(
            files.contents(of: URL(fileURLWithPath: "/data/app/history.jsonl")).map { $0.split(separator: 10).count }
                == 1)
    }

    @Test
    func save_BadWeight_Exits65AndSavesNothing() async {
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", "A", "--weight", "70 stone", "--height", "175"], files: files)
        #expect(run.status == 65)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): Weight must be a number"))
        #expect(files.paths.isEmpty)
    }

    @Test
    func save_DataDirectoryIsAFile_Exits74NamingThePath() async {
        let files = InMemoryFiles(files: [URL(fileURLWithPath: "/data/app"): Data()])
        let run = await AppRun(["save", "--name", "A", "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 74)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): /data/app is not a directory."))
    }

    @Test
    func save_Imperial_TakesPoundsAndInches() async {
        let files = InMemoryFiles()
        let run = await AppRun(
            ["save", "--name", "A", "--weight", "150", "--height", "65", "--unit", "imperial"], files: files)
        #expect(run.output.hasPrefix("BMI 24.96 (Normal weight)"))
    }

    /// A save cut short before its record left its journal, and the files cannot be written now:
    /// a read shows what is saved, and the next write that can finishes the save.
    @Test
    func show_AJournalThatCannotBeFinishedNow_ShowsWhatIsSaved() async throws {
        let data = AppRun.dataDirectory
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let old = Person(name: "Old", weight: 70, height: 175)
        let record = BMIRecord(id: UUID(), date: Date(timeIntervalSince1970: 1_795_000_000), weight: 80, height: 180)
        struct Journal: Encodable {
            var person: Person
            var record: BMIRecord
        }
        let files = InMemoryFiles(files: [
            data.appendingPathComponent("person.json"): try encoder.encode(old),
            data.appendingPathComponent(".save-journal.json"): try encoder.encode(
                Journal(person: Person(name: "New", weight: 80, height: 180), record: record)),
        ])
        var failing = files.dataClient
        failing.write = { _, _ in throw CocoaError(.fileWriteNoPermission) }
        let run = await AppRun(["show"], files: files, dataClient: failing)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("Saved person: Old, 70 kg, 175 cm\n"), "\(run.output)")
    }

    @Test
    func show_PrintsTheSavedPersonWithBMIAndCategory() async {
        let files = await filesWithTwoSaves()
        let run = await AppRun(["show"], files: files)
        #expect(
            run.output
                == "Saved person: Alice, 80 kg, 175 cm\nBMI 26.12 (Overweight)\nHealthy weight for 175 cm: 56.7 kg to 76.5 kg\n"
                + "Since the previous record: +10 kg, BMI +3.26\n"
        )
    }

    @Test
    func show_JSON_PrintsNameWeightHeightBMIAndCategory() async {
        let files = await filesWithTwoSaves()
        let run = await AppRun(["show", "--json"], files: files)
        #expect(
            run.output
                == "{\"bmi\":26.12,\"category\":\"overweight\",\"change\":{\"bmi\":3.26,\"weight\":10},\"classification\":\"who\",\"goal\":null,\"healthyWeight\":{\"max\":76.5,\"min\":56.7,\"unit\":\"kg\"},\"height\":175,\"name\":\"Alice\",\"unit\":\"metric\",\"weight\":80}\n"
        )
    }

    @Test
    func show_NothingSaved_SaysSo() async {
        #expect(await AppRun(["show"]).output == "Nobody saved yet.\n")
        #expect(await AppRun(["show", "--json"]).output == "null\n")
    }

    @Test
    func show_PersonFileIsCorrupt_Exits65NamingTheFile() async {
        let files = InMemoryFiles(files: [AppRun.personFile: Data("x".utf8)])
        let run = await AppRun(["show"], files: files)
        #expect(run.status == 65)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): /data/app/person.json could not be read"))
    }

    @Test
    func history_PrintsTheTableNewestFirst_ChartAsked() async {
        let files = await filesWithTwoSaves()
        let run = await AppRun(["history"], files: files)
        let lines = run.output.split(separator: "\n")
        #expect(lines.first == "History: 2 records, newest first")
        // Each with the trend of the weight, and the change since the person's previous record.
        // Both were saved at the test clock's one moment: the trend moves to their mean at once,
        // and both show it.
        #expect(lines[1] == "  #  Date              Weight    BMI  Category       Trend  Change")
        #expect(lines[2] == "  1  2026-11-21 18:03   80 kg  26.12  Overweight     75 kg  +10 kg")
        #expect(lines[3] == "  2  2026-11-21 18:03   70 kg  22.86  Normal weight  75 kg")
        #expect(lines.count == 4, "\(run.output)")  // The table alone, for a script.
        // Both on one day: one column, their mean.
        let chart = await AppRun(["history", "--chart"], files: files).output.split(separator: "\n")
        #expect(chart.first == "Alice's weight in kg, a column a day")
        #expect(chart.joined().filter { $0 == "●" }.count == 1, "\(chart)")
    }

    @Test
    func history_JSONWithLimit_PrintsTheNewestRecordsAsAnArray() async {
        let files = await filesWithTwoSaves()
        let run = await AppRun(["history", "--json", "--limit", "1"], files: files)
        #expect(
            run.output == "[{\"bmi\":26.12,\"category\":\"overweight\",\"change\":{\"bmi\":3.26,\"weight\":10},"
                + "\"classification\":\"who\",\"date\":\"2026-11-21T18:03:00Z\",\"healthyWeight\":{\"max\":76.5,\"min\":56.7,\"unit\":\"kg\"},"
                + "\"height\":175,\"id\":\"00000000-0000-0000-0000-000000000001\",\"name\":\"Alice\","
                + "\"trend\":75,\"unit\":\"metric\",\"weight\":80}]\n"
        )
    }

    @Test
    func history_Empty_SaysThereAreNoRecords() async {
        #expect(await AppRun(["history"]).output == "No records yet: save a BMI to start your history.\n")
        #expect(await AppRun(["history", "--json"]).output == "[]\n")
    }

    @Test(arguments: [
        ["history", "--limit", "0"], ["history", "--limit", "x"], ["history", "--limit", "+5"],
        ["calc", "--unit", "stone", "--weight", "1", "--height", "1"],
    ])
    func badOptionValue_Exits64SayingWhatIsAccepted(arguments: [String]) async {
        let run = await AppRun(arguments)
        #expect(run.status == 64)
        #expect(
            run.error.hasSuffix(
                arguments.contains("--unit")
                    ? "must be one of: metric, imperial.\n" : "must be a whole number, 1 or more.\n"))
    }
}

/// A full disk, as a write that fails with ENOSPC.
@MainActor struct FullDiskTests {
    @Test
    func save_DiskIsFull_Exits74SayingNothingSavedChanged() async throws {
        let files = try InMemoryFiles.with(Person(name: "Before", weight: 60, height: 160))
        let run = await AppRun.fullDisk(["save", "--name", "A", "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 74)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): Could not save to /data/app/person.json: "))
        #expect(files.savedPerson == Person(name: "Before", weight: 60, height: 160))
    }

    @Test
    func session_DiskIsFull_ValuesAreKeptToRetry() async {
        let files = InMemoryFiles()
        let run = await AppRun.fullDisk(typing: ["c", "Alice", "70", "175", "s", "c", "", "", ""], files: files)
        #expect(run.error.contains("Could not save to /data/app/person.json"))
        // Calculate again offers what was typed, in brackets, to keep with Enter.
        #expect(run.output.contains("Name [Alice]: "))
        #expect(run.output.contains("Weight (kg) [70]: "))
        #expect(files.paths.isEmpty)
    }
}

/// Commands that only read take no lock and write nothing, so they wait for no one and never
/// finish another process's save; `calc` opens nothing but the settings.
@MainActor struct ReadOnlyCommandTests {
    @Test(arguments: [
        ["calc", "--weight", "70", "--height", "175"], ["show"], ["show", "--name", "Alice"], ["history"],
        ["history", "--limit", "1"], ["history", "--json"], ["history", "--by", "month"], ["export"],
        ["settings"], ["goal", "--name", "Alice"], ["import", "--dry-run", "-"],
    ])
    func readingCommand_TakesNoLockAndWritesNothing(arguments: [String]) async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Alice", "--weight", "70", "--height", "175"], files: files)
        let before = files.paths.sorted().map { files.contents(of: URL(fileURLWithPath: $0)) }
        let opened = LockIsolated<[String]>([])
        var reading = files.dataClient
        reading.open = { url in
            opened.withValue { $0.append(url.lastPathComponent) }
            return try files.dataClient.open(url)
        }
        let run = await AppRun(
            arguments, typing: ["date,name,weight_kg,height_cm", "2026-11-01T10:00:00Z,Alice,71,175"], files: files,
            dataClient: testDependency(of: DataClient.self) {
                $0.open = reading.open
                $0.stamp = reading.stamp
            },
            fileLockClient: FileLockClient(
                lock: { _, _ in try unimplemented("FileLockClient.lock") }, checkDirectory: { _ in }))
        #expect(run.status == 0, "\(arguments): \(run.error)")
        #expect(files.paths.sorted().map { files.contents(of: URL(fileURLWithPath: $0)) } == before)
        if arguments[0] == "calc" { #expect(opened.value == ["settings.json"]) }
        // The person shown, their change and their goal from one read of the history: a save
        // between two reads could pair one state's weight with another's change.
        if arguments == ["show"] { #expect(opened.value.filter { $0 == "history.jsonl" }.count == 1) }
    }
}

/// A history that cannot be read is said, not taken for none: `show` still shows the person, and
/// `goal` gives no figure it would have read from the history.
@MainActor struct UnreadableHistoryTests {
    @Test(arguments: [["show"], ["show", "--json"], ["goal"], ["goal", "--json"]])
    func withoutName_HistoryUnreadable_SaysSoAndEnds74(arguments: [String]) async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Ann", "--weight", "60", "--height", "165"], files: files)
        _ = await AppRun(["goal", "--name", "Ann", "--weight", "55"], files: files)
        var unreadable = files.dataClient
        unreadable.open = { url in
            guard url.lastPathComponent != "history.jsonl" else { throw POSIXError(.EACCES) }
            return try files.dataClient.open(url)
        }
        let run = await AppRun(arguments, files: files, dataClient: unreadable)
        #expect(run.status == 74, "\(arguments): \(run.error)")
        #expect(run.error.contains("history.jsonl"), "\(arguments): \(run.error)")
        #expect(!run.output.contains("noRecords"), "\(arguments): \(run.output)")
        if arguments == ["show"] { #expect(run.output.hasPrefix("Saved person: Ann"), "\(run.output)") }
        if arguments == ["show", "--json"] {
            #expect(run.output.contains("\"projection\":\"historyUnreadable\""), "\(run.output)")
        }
    }
}
