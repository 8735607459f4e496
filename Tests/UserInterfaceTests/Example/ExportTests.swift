import DataSource
import Foundation
import TestSupport
import Testing

/// `bmi export`: every record as CSV a spreadsheet reads as meant, and no formula it would run.
@MainActor struct ExportTests {
    private func household() async -> InMemoryFiles {
        let files = InMemoryFiles()
        _ = await AppRun(
            ["save", "--name", #"Lee, "Sam""#, "--weight", "70", "--height", "175", "--date", "2026-11-01"],
            files: files)
        _ = await AppRun(["save", "--name", "=cmd|' /C calc'!A0", "--weight", "80.5", "--height", "180"], files: files)
        _ = await AppRun(
            ["save", "--name", "Ann", "--weight", "60", "--height", "165", "--date", "2026-10-30T07:15"], files: files)
        return files
    }

    @Test
    func export_EveryRecordOldestFirst_QuotedAndNeutralised() async {
        let run = await AppRun(["export"], files: await household())
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output
                == [
                    "date,name,weight_kg,height_cm,bmi",
                    "2026-10-30T07:15:00+00:00,Ann,60,165,22.04",
                    #"2026-11-01T12:00:00+00:00,"Lee, ""Sam""",70,175,22.86"#,
                    "2026-11-21T18:03:00+00:00,'=cmd|' /C calc'!A0,80.5,180,24.85",
                ].map { $0 + "\n" }.joined())
    }

    @Test
    func export_Imperial_TheHeaderNamesTheUnits() async {
        let run = await AppRun(["export", "--unit", "imperial"], files: await household())
        #expect(
            run.output.hasPrefix(
                "date,name,weight_lb,height_in,bmi\n2026-10-30T07:15:00+00:00,Ann,132.28,64.96,22.04\n"))
    }

    @Test
    func export_Output_TheSameBytesInTheFileAndSaysWhere() async throws {
        let files = await household()
        let file = URL(fileURLWithPath: "/data/export.csv")
        try files.dataClient.write(Data("old".utf8), file)
        let run = await AppRun(["export", "--output", file.path], files: files)
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "Exported 3 records to /data/export.csv.\n")
        #expect(files.contents(of: file) == Data(await AppRun(["export"], files: files).output.utf8))
    }

    @Test
    func export_OutputCannotBeWritten_SaysSoExits74AndWritesNothing() async {
        let run = await AppRun(["export", "--output", "/nowhere/export.csv"], files: await household())
        #expect(run.status == 74)
        #expect(run.error.contains("/nowhere/export.csv could not be written"), "\(run.error)")
    }

    @Test
    func export_NothingSaved_TheHeaderAlone() async {
        #expect(await AppRun(["export"]).output == "date,name,weight_kg,height_cm,bmi\n")
    }

    @Test
    func aWeight_IsWrittenWithTheDigitsItHasAndNoTrailingZeros() async {
        let files = InMemoryFiles()
        for (day, weight) in zip(10..., ["70", "70.5", "70.25", "70.05", "100.1", "60.10"]) {
            _ = await AppRun(
                ["save", "--name", "Ann", "--weight", weight, "--height", "175", "--date", "2026-11-\(day)"],
                files: files)
        }
        let weights = await AppRun(["export"], files: files).output.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",")[2]
        }
        #expect(weights == ["70", "70.5", "70.25", "70.05", "100.1", "60.1"])
    }
}
