import DataSource
import Foundation
import TestSupport
import Testing

/// openScale's CSV export, as its users have it (`Tests/Fixtures/openScale-*.csv`): one person's
/// records, without a name or a height, in the local time of the phone.
@MainActor struct OpenScaleImportTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
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
        let docs = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "docs/examples")
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
}
