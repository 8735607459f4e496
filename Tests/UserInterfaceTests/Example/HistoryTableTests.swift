import DataSource
import Foundation
import TestSupport
import Testing

/// The history as a table a person reads at a glance: one line a record at every width, the
/// columns a narrow terminal has no room for left out rather than rows wrapped, in both
/// languages, for one person and for three, for a few records and for thousands.
@MainActor struct HistoryTableTests {
    private static let japanese = ["LANG": "ja_JP.UTF-8"]

    /// The lines of the table: the header, then a line per record, each starting with its number.
    private func table(_ output: String) -> (header: String, rows: [String]) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = lines.filter { $0.range(of: #"^ *[0-9]+  "#, options: .regularExpression) != nil }
        let header = lines.first { $0.hasPrefix("  #") } ?? ""
        return (header, rows)
    }

    @Test(arguments: [40, 80, 120])
    func history_AtEachWidth_EachRecordIsOneLineThatFitsWithItsBMI(columns: Int) async {
        let files = InMemoryFiles.history(3, people: ["Ann", "Bob", "Cy"])
        let run = await AppRun(["history"], files: files, columns: columns)
        let (header, rows) = table(run.output)
        #expect(rows.count == 3, "\(run.output)")
        #expect(header.contains("BMI"), "\(run.output)")
        for line in run.output.split(separator: "\n") { #expect(line.displayWidth <= columns, "\(line)") }
        // The newest first, each with its BMI (70 kg at 172 cm: 23.66; 71.4 kg: 24.13) on its line.
        #expect(rows.first?.contains("24.13") == true, "\(rows)")
        #expect(rows.last?.contains("23.66") == true, "\(rows)")
    }

    @Test
    func history_At80Columns_ShowsTheDateThePersonTheWeightTheBMIAndCategoryTheTrendAndTheChange() async {
        let files = InMemoryFiles.history(6, people: ["Ann", "Bob", "Cy"])
        let run = await AppRun(["history"], files: files, columns: 80)
        let (header, rows) = table(run.output)
        for label in ["Date", "Person", "Weight", "BMI", "Trend", "Change"] {
            #expect(header.contains(label), "\(header)")
        }
        // Cy's newest (73.5 kg on 2026-01-06) and the change since Cy's previous (71.4 kg).
        let newest = rows.first ?? ""
        for cell in ["2026-01-06", "Cy", "73.5 kg", "24.84", "Normal weight", "+2.1 kg"] {
            #expect(newest.contains(cell), "\(newest)")
        }
    }

    @Test
    func history_At40Columns_KeepsDateWeightAndBMIAndLeavesTheRestOut() async {
        let files = InMemoryFiles.history(6, people: ["Ann"])
        let run = await AppRun(["history"], files: files, columns: 40)
        let (header, rows) = table(run.output)
        #expect(rows.count == 6, "\(run.output)")
        #expect(!header.contains("Trend") && !header.contains("Change"), "\(header)")
        #expect(rows.first.map { $0.contains("2026-01-06") && $0.contains("73.5 kg") && $0.contains("24.84") } == true)
    }

    @Test(arguments: [40, 80, 120])
    func history_InJapanese_FitsByDisplayWidth(columns: Int) async {
        let files = InMemoryFiles.history(6, people: ["山田", "Bob", "佐藤"])
        let run = await AppRun(["history"], files: files, environment: Self.japanese, columns: columns)
        let (_, rows) = table(run.output)
        #expect(rows.count == 6, "\(run.output)")
        for line in run.output.split(separator: "\n") { #expect(line.displayWidth <= columns, "\(line)") }
        #expect(rows.first?.contains("24.84") == true, "\(rows)")
    }

    @Test
    func history_OfThreeThousandRecords_IsOneLineEachAt80Columns() async {
        let files = InMemoryFiles.history(3_000, people: ["Ann", "Bob", "Cy"])
        let run = await AppRun(["history"], files: files, columns: 80)
        let (_, rows) = table(run.output)
        #expect(rows.count == 3_000)
        #expect(run.output.split(separator: "\n").allSatisfy { $0.displayWidth <= 80 })
    }

    @Test(arguments: [40, 80, 120])
    func historyScreen_AtEachWidth_ShowsThePageAsTheTable(columns: Int) async {
        let files = InMemoryFiles.history(3, people: ["Ann", "Bob", "Cy"])
        let run = await AppRun(typing: ["h", "q"], files: files, columns: columns)
        let (header, rows) = table(run.output)
        #expect(rows.count == 3, "\(run.output)")
        #expect(header.contains("BMI"), "\(run.output)")
        #expect(rows.first?.contains("24.13") == true, "\(rows)")
    }

    /// A long name is cut short (`Maximilian …`), so every record stays one line that fits, its
    /// columns in line, at any width; at 30 columns the year goes too.
    @Test(arguments: [30, 40, 80, 120])
    func history_ALongName_IsCutShortAndEachRecordStaysOneLine(columns: Int) async {
        let files = InMemoryFiles.history(
            3, people: ["Alice", "Charlotte", "Maximilian Alexander von Hohenzollern-Sigmaringen"])
        let run = await AppRun(["history"], files: files, columns: columns)
        let (header, rows) = table(run.output)
        #expect(rows.count == 3, "\(run.output)")
        for line in [header] + rows { #expect(line.displayWidth <= columns, "\(line)") }
        #expect(rows.first?.contains("…") == true, "\(rows)")
        // The BMIs end in one column.
        #expect(Set(rows.map { $0.firstRange(of: " kg")?.lowerBound.utf16Offset(in: $0) }).count == 1, "\(rows)")
    }
}
