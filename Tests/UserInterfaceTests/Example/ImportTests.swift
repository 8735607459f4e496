import DataSource
import Foundation
import TestSupport
import Testing

/// `bmi import`: a CSV file's records added to the history, all or none, as typed input is checked.
@MainActor struct ImportTests {
    private static let historyFile = AppRun.dataDirectory.appendingPathComponent("history.jsonl")
    private static let csvFile = URL(fileURLWithPath: "/data/in.csv")

    private func files(with csv: String) -> InMemoryFiles {
        InMemoryFiles(files: [Self.csvFile: Data(csv.utf8)])
    }

    private static let header = "date,name,weight_kg,height_cm,bmi\n"

    @Test
    func exportImportIntoAnEmptyDirectoryExportAgain_TheSameBytes() async {
        let from = InMemoryFiles()
        _ = await AppRun(
            ["save", "--name", #"Lee, "Sam""#, "--weight", "70.25", "--height", "175", "--date", "2026-11-01"],
            files: from)
        _ = await AppRun(["save", "--name", "=cmd|' /C calc'!A0", "--weight", "80.5", "--height", "180"], files: from)
        _ = await AppRun(
            ["save", "--name", "'quoted", "--weight", "60", "--height", "165", "--date", "2026-10-30T07:15"],
            files: from)
        _ = await AppRun(
            ["save", "--name", "Ann", "--weight", "154.32 lb", "--height", "165", "--date", "2026-10-29"], files: from)
        let exported = await AppRun(["export"], files: from).output
        let into = files(with: exported)
        let run = await AppRun(["import", Self.csvFile.path], files: into)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Imported 4 records.\n")
        #expect(await AppRun(["export"], files: into).output == exported)
        // Again: each is there already.
        #expect(
            await AppRun(["import", Self.csvFile.path], files: into).output
                == "Imported 0 records; 4 already in the history (or earlier in the file), skipped.\n")
    }

    /// A measurement typed in pounds and inches is kept as its exact conversion; a metric export
    /// writes what is kept, so reading it back gives the same BMI and category (rounded to
    /// hundredths, 129.7 lb at 60.4 in came back as BMI 24.99, Normal, from 25.00, Overweight).
    @Test
    func aMeasurementTypedInPounds_ExportedAndReadBack_KeepsItsBMI() async {
        let from = InMemoryFiles()
        for (day, weight, height) in [(1, "129.7", "60.4"), (2, "154.2", "61"), (3, "70.3", "69.1")] {
            _ = await AppRun(
                [
                    "save", "--unit", "imperial", "--name", "Lu", "--weight", weight, "--height", height, "--date",
                    "2026-11-0\(day)",
                ], files: from)
        }
        let exported = await AppRun(["export"], files: from).output
        let into = files(with: exported)
        #expect(await AppRun(["import", Self.csvFile.path], files: into).status == 0)
        #expect(await AppRun(["export"], files: into).output == exported)
        let before = await AppRun(["history", "--json", "--unit", "imperial"], files: from).output
        let after = await AppRun(["history", "--json", "--unit", "imperial"], files: into).output
        let bmis = { (json: String) in json.components(separatedBy: "\"bmi\":").dropFirst().map { $0.prefix(5) } }
        #expect(bmis(after) == bmis(before))
        #expect(bmis(before).first == "25,\"c" || bmis(before).contains("25,\"c"))
    }

    @Test(arguments: [
        (
            "2026-11-01T10:00:00Z,Ann,70,175,\n2026-11-02T10:00:00Z,Ann,7000,175,\n",
            "Row 3: Weight must be from 2 to 650"
        ),
        ("2026-11-01 10:00,Ann,70,175,\n", "Row 2: the date must be ISO 8601 with its offset"),
        ("2099-11-01T10:00:00Z,Ann,70,175,\n", "Row 2: "),
        ("2026-11-01T10:00:00Z,\"Ann\u{1B}[2J\",70,175,\n", "Row 2: "),
        ("2026-11-01T10:00:00Z,Ann,70,69,\n", "Row 2: "),
        ("2026-11-01T10:00:00Z,Ann,70\n", "Row 2: 3 fields, where the header has 5"),
        ("2026-11-01T10:00:00Z,\"Ann,70,175,\n", "Row 2: not CSV"),
    ])
    func aBadRow_NamedByRowAndNothingImported(rows: String, message: String) async {
        let into = files(with: Self.header + rows)
        _ = await AppRun(["save", "--name", "Bo", "--weight", "80", "--height", "180"], files: into)
        let before = into.contents(of: Self.historyFile)
        let run = await AppRun(["import", Self.csvFile.path], files: into)
        #expect(run.status == 65)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): \(message)"), "\(run.error)")
        #expect(run.error.hasSuffix("Nothing was imported.\n"))
        #expect(into.contents(of: Self.historyFile) == before)
    }

    @Test
    func dryRun_SaysWhatWouldBeImportedAndWritesNothing() async {
        let into = files(
            with: Self.header
                + "2026-11-01T10:00:00+09:00,Ann,70,175,22.86\r\n2026-11-01T10:00:00+09:00,Ann,70,175,22.86\r\n")
        let run = await AppRun(["import", "--dry-run", Self.csvFile.path], files: into)
        #expect(
            run.output
                == "Would import 1 record; 1 already in the history (or earlier in the file), skipped. Nothing was written (--dry-run).\n"
        )
        #expect(into.contents(of: Self.historyFile) == nil)
    }

    @Test
    func spreadsheetsFile_AnOrderMarkAndCRLFAndAQuotedLineBreakInAName_RefusedOnlyForTheName() async {
        let into = files(
            with: "\u{FEFF}" + Self.header.replacing("\n", with: "\r\n") + "2026-11-01T01:00:00Z,\"A\nB\",70,175,\r\n")
        let run = await AppRun(["import", Self.csvFile.path], files: into)
        #expect(run.status == 65)
        #expect(run.error.contains("Row 2: "), "\(run.error)")
    }

    @Test
    func aFileThatIsNotThere_OrNotUTF8_SaysSo() async {
        let missing = await AppRun(["import", "/data/none.csv"])
        #expect(missing.status == 74)
        #expect(missing.error.contains("/data/none.csv could not be read"))
        let files = InMemoryFiles(files: [Self.csvFile: Data([0xFF, 0xFE, 0x41])])
        let latin = await AppRun(["import", Self.csvFile.path], files: files)
        #expect(latin.status == 65)
        #expect(latin.error.contains("is not UTF-8 text"))
    }

    @Test
    func standardInput_ReadAsTheFile() async {
        let run = await AppRun(
            ["import", "-"], typing: ["date,name,weight_kg,height_cm,bmi", "2026-11-01T10:00:00Z,Ann,70,175,22.86"])
        #expect(run.output == "Imported 1 record.\n", "\(run.error)")
    }

    @Test(arguments: [
        ("date,name,weight_kg,weight_lb,height_cm", "Row 1: two columns for one quantity, weight_kg and weight_lb"),
        ("date,name,weight_kg,height_cm,height_in", "Row 1: two columns for one quantity, height_cm and height_in"),
        ("date,name,weight_kg", "Row 1: the height_cm column is missing"),
        ("date,name,weight_kg,height_cm,weight_kg", "Row 1: the weight_kg column is there twice"),
        ("date,name,name,weight_kg,height_cm", "Row 1: the name column is there twice"),
        ("date,weight_lb,height_in", "Row 1: the name column is missing"),
        ("name,weight_kg,height_cm", "Row 1: the date column is missing"),
        (
            "when,who,kilos",
            "Row 1: the header is neither \(AppIdentity.commandName)'s (date,name,weight_kg,height_cm[,bmi], or weight_lb,height_in) "
                + "nor openScale's (DATE, TIME, WEIGHT, or dateTime, weight)"
        ),
    ])
    func header_NotAsExportWritesIt_SaysWhatIsWrongAndImportsNothing(header: String, message: String) async {
        let files = files(with: header + "\n2026-11-01T01:00:00Z,Ann,70,175\n")
        let run = await AppRun(["import", Self.csvFile.path], files: files)
        #expect(run.status == 65)
        #expect(run.error == "\(AppIdentity.commandName): \(message). Nothing was imported.\n")
        #expect(files.contents(of: Self.historyFile) == nil)
    }
}
