import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// openScale's CSV export, as its users have it (`Tests/Example/Fixtures/openScale-*.csv`): one person's
/// records, without a name or a height, in the local time of the phone.
@MainActor struct OpenScaleImportTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Example/Fixtures")
    private static let file = URL(fileURLWithPath: "/data/openScale.csv")

    private func files(_ fixture: String) throws -> InMemoryFiles {
        InMemoryFiles(files: [Self.file: try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))])
    }

    private func records(_ files: InMemoryFiles) async -> [[String: Any]] {
        let run = await AppRun(["history", "--json"], files: files)
        return (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [[String: Any]] ?? []
    }

    @Test
    func dateAndTimeColumns_AnOrderMarkCRLFAndOtherColumns_WeightsAsKilograms() async throws {
        let files = try files("openScale-date-time.csv")
        let run = await AppRun(["import", "--name", "Ann", "--height", "170", Self.file.path], files: files)
        #expect(run.status == 0, "\(run.error)")
        // The row with no weight (body fat only) is left out; a row with no time is at noon.
        #expect(run.output == "Imported 3 records.\n")
        let saved = await records(files)
        #expect(
            saved.map { $0["date"] as? String } == [
                "2026-11-04T12:00:00Z", "2026-11-02T07:31:00Z", "2026-11-01T07:30:00Z",
            ])
        #expect(saved.map { $0["weight"] as? Double } == [69.6, 69.9, 70.2])
        #expect(saved.allSatisfy { $0["name"] as? String == "Ann" && $0["height"] as? Double == 170 })
        // Again: each is there already.
        let again = await AppRun(["import", "--name", "ann", "--height", "170", Self.file.path], files: files)
        #expect(again.output == "Imported 0 records; 3 already in the history (or earlier in the file), skipped.\n")
    }

    @Test
    func oneDateTimeColumn_QuotedFields() async throws {
        let files = try files("openScale-dateTime.csv")
        _ = await AppRun(
            ["save", "--name", "Bo", "--weight", "72", "--height", "180", "--date", "2026-10-01"], files: files)
        // Bo's saved height is used.
        let run = await AppRun(["import", "--name", "Bo", Self.file.path], files: files)
        #expect(run.output == "Imported 2 records.\n", "\(run.error)")
        #expect((await records(files)).first?["height"] as? Double == 180)
    }

    @Test
    func aDateWithoutATime_IsNoon() async throws {
        let files = try files("openScale-date-only.csv")
        _ = await AppRun(["import", "--name", "Cy", "--height", "165", Self.file.path], files: files)
        #expect(
            (await records(files)).map { $0["date"] as? String } == ["2026-11-02T12:00:00Z", "2026-11-01T12:00:00Z"])
    }

    @Test
    func withoutAName_OrAHeight_RefusedSayingWhatToGive() async throws {
        let noName = await AppRun(["import", Self.file.path], files: try files("openScale-date-only.csv"))
        #expect(noName.status == 65)
        #expect(noName.error.contains("--name NAME"), "\(noName.error)")
        let noHeight = await AppRun(
            ["import", "--name", "Zed", Self.file.path], files: try files("openScale-date-only.csv"))
        #expect(noHeight.status == 65)
        #expect(noHeight.error.contains("give one with --height"), "\(noHeight.error)")
        let badHeight = await AppRun(
            ["import", "--name", "Zed", "--height", "tall", Self.file.path], files: try files("openScale-date-only.csv")
        )
        #expect(badHeight.status == 65)
        #expect(badHeight.error.hasSuffix("Nothing was imported.\n"))
    }

    @Test
    func theExampleFilesInDocs_AreReadAsTheirDocsSay() async throws {
        let docs = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/Example")
        let ours = InMemoryFiles(files: [
            Self.file: try Data(contentsOf: docs.appendingPathComponent("history-export.csv"))
        ])
        #expect(await AppRun(["import", Self.file.path], files: ours).output == "Imported 3 records.\n")
        let openScale = InMemoryFiles(files: [
            Self.file: try Data(contentsOf: docs.appendingPathComponent("openScale-export.csv"))
        ])
        #expect(
            await AppRun(["import", "--name", "Ann", "--height", "170", Self.file.path], files: openScale).output
                == "Imported 3 records.\n")
    }

    /// An openScale file of `rows` under `header`, imported as Ann's (170 cm).
    private func importing(
        _ header: String, _ rows: [String], dependencies: @escaping (inout AppDependencies) -> Void = { _ in }
    )
        async -> (run: AppRun, files: InMemoryFiles)
    {
        let files = InMemoryFiles(files: [Self.file: Data(([header] + rows).joined(separator: "\n").utf8)])
        let run = await AppRun(
            ["import", "--name", "Ann", "--height", "170", Self.file.path], files: files, dependencies: dependencies)
        return (run, files)
    }

    @Test(arguments: ["07:30 PM", "07:30 foo", "7:30", "07:30+09:00", "07:30Z", "0730", "07:30:15 PM", "07:30:1"])
    func time_NotAnAcceptedForm_RefusedWithTheRowAndWhatIsAcceptedAndNothingSaved(time: String) async {
        for (header, rows) in [
            ("DATE,TIME,WEIGHT", ["2026-10-31,07:00,71", "2026-11-01,\(time),70"]),
            ("dateTime,weight", ["2026-10-31 07:00,71", "2026-11-01 \(time),70"]),
        ] {
            let (run, files) = await importing(header, rows)
            #expect(run.status == 65, "\(time): \(run.output)")
            #expect(run.error.contains("Row 3:"), "\(time): \(run.error)")
            #expect(run.error.contains("07:30:15"), "says what is accepted: \(run.error)")
            #expect(await records(files).isEmpty)
        }
    }

    @Test(arguments: ["07:30:15", "07:30:15.250", "07:30:59"])
    func time_WithSeconds_IsThatMinute(time: String) async {
        let (run, files) = await importing("DATE,TIME,WEIGHT", ["2026-11-01,\(time),70"])
        #expect(run.status == 0, "\(run.error)")
        #expect(await records(files).first?["date"] as? String == "2026-11-01T07:30:00Z")
    }

    @Test(arguments: [
        ("2026-02-30", "07:30"), ("2026-11-01", "25:30"), ("2026-11-01", "07:60"), ("2026-11-01", "07:30:99"),
        ("2026-13-01", ""),
    ])
    func dateOrTime_ThatCannotBe_SaysThereIsNoSuchDateOrTime(day: String, time: String) async {
        let (run, _) = await importing("DATE,TIME,WEIGHT", ["\(day),\(time),70"])
        #expect(run.status == 65)
        #expect(run.error.contains("Row 2: there is no such day or time"), "\(run.error)")
        #expect(!run.error.contains("skipped"), "\(run.error)")
    }

    @Test
    func time_TheClockSkipped_SaysSo() async {
        let (run, _) = await importing("DATE,TIME,WEIGHT", ["2026-03-08,02:30,70"]) {
            // A clock that goes from 01:59 to 03:00 on 2026-03-08.
            $0.dateClient.date = { time in
                (time.year, time.month, time.day, time.hour) == (2026, 3, 8, 2) ? nil : time.utcDate
            }
        }
        #expect(run.status == 65)
        #expect(run.error.contains("Row 2: that date and time never showed on the clock here (a skipped hour)"))
    }

    @Test
    func height_IsReadInTheUnitInUse_TheSettingOrUnit() async {
        let file = Data("DATE,WEIGHT\n2026-11-01,70\n".utf8)
        let byOption = InMemoryFiles(files: [Self.file: file])
        let run = await AppRun(
            ["import", "--unit", "imperial", "--name", "Ann", "--height", "69", Self.file.path], files: byOption)
        #expect(run.status == 0, "\(run.error)")
        #expect(await records(byOption).first?["height"] as? Double == 175.26)
        let bySetting = InMemoryFiles(files: [Self.file: file])
        _ = await AppRun(["settings", "--unit", "imperial"], files: bySetting)
        let set = await AppRun(["import", "--name", "Ann", "--height", "69", Self.file.path], files: bySetting)
        #expect(set.status == 0, "\(set.error)")
        let saved = await AppRun(["history", "--json", "--unit", "metric"], files: bySetting)
        #expect(saved.output.contains("\"height\":175.26,"), "\(saved.output)")
        // In metric, 69 is centimetres: refused with the likely meaning.
        let metric = await AppRun(["import", "--name", "Ann", "--height", "69", Self.file.path], files: byOption)
        #expect(metric.status == 65)
        #expect(metric.error.contains("Is the height 69 in inches? Type 69 in."), "\(metric.error)")
    }

    @Test(arguments: [
        ("DATE,TIME", "Row 1: the WEIGHT column is missing"), ("TIME,WEIGHT", "Row 1: the DATE column is missing"),
        ("DATE,TIME,BMI", "Row 1: the WEIGHT column is missing"),
    ])
    func header_MissingAColumn_NamesIt(header: String, message: String) async {
        let (run, files) = await importing(header, ["2026-11-01,07:30"])
        #expect(run.status == 65)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(await records(files).isEmpty)
    }

    @Test
    func fileLevelRefusal_NamesNoRow() async {
        let files = InMemoryFiles(files: [Self.file: Data("DATE,WEIGHT\n2026-11-01,70\n".utf8)])
        let run = await AppRun(["import", "--name", "Zed", Self.file.path], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains(": An openScale file has no heights"), "\(run.error)")
        #expect(!run.error.contains("Row"), "\(run.error)")
    }
}
