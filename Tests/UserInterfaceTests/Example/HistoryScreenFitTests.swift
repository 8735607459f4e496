import DataSource
import Foundation
import TestSupport
import Testing

/// The History screen as a person sees it in a terminal of a given size: the newest records, the
/// chart of one person's weight and the prompt on the screen at once; and the chart itself,
/// scaled to what it draws, with dates at both ends, in colour where colour is on.
@MainActor struct HistoryScreenFitTests {
    private static let japanese = ["LANG": "ja_JP.UTF-8"]

    /// What is on the screen when History's menu waits: from the blank line after `h` to the prompt.
    private func screen(_ output: String) -> [Substring] {
        let afterH = output.components(separatedBy: "> h\n")[1]
        let upToPrompt = afterH.components(separatedBy: "\n> ")[0]
        return upToPrompt.split(separator: "\n", omittingEmptySubsequences: false) + ["> "]
    }

    struct Size: Sendable, CustomTestStringConvertible {
        var columns: Int
        var rows: Int
        var hasChart: Bool
        var testDescription: String { "\(columns)×\(rows)" }
    }

    nonisolated static let sizes = [
        Size(columns: 80, rows: 24, hasChart: true), Size(columns: 120, rows: 40, hasChart: true),
        Size(columns: 40, rows: 20, hasChart: false),
    ]

    @Test(arguments: sizes, [false, true])
    func historyScreen_AtEachSize_TheNewestRecordsTheChartAndThePromptFitOnTheScreen(size: Size, isJapanese: Bool)
        async
    {
        for (count, people) in [(3, ["Ann"]), (3_000, ["Ann", "Bob", "Cy"])] {
            let run = await AppRun(
                typing: ["h", "q"],
                files: InMemoryFiles.history(count, people: isJapanese ? ["山田", "Bob", "佐藤"] : people),
                environment: isJapanese ? Self.japanese : [:], columns: size.columns, rows: size.rows)
            let screen = screen(run.output)
            let shown = screen.joined(separator: "\n")
            #expect(screen.count <= size.rows, "\(count) records:\n\(shown)")
            for line in screen { #expect(line.displayWidth <= size.columns, "\(line)") }
            // The newest record is the first row; a long history fills the page.
            let rows = screen.filter { $0.range(of: #"^ *[0-9]+  "#, options: .regularExpression) != nil }
            #expect(rows.first?.hasPrefix("  1  ") == true, "\(shown)")
            #expect(rows.count >= min(count, 6), "\(shown)")
            // A long history's page takes the room there is.
            #expect(count == 3 || screen.count >= size.rows - 3, "\(shown)")
            #expect(screen.contains { $0.contains("│") } == size.hasChart, "\(shown)")
        }
    }

    @Test
    func historyScreen_TheWindowMadeSmaller_TheNextPageShownFitsIt() async {
        // 40 lines when History opens, 24 after.
        let heights = LockIsolated([40])
        let run = await AppRun(
            typing: ["h", "c", "q"], files: InMemoryFiles.history(300, people: ["Ann"]), columns: 80,
            dependencies: { dependencies in
                dependencies.terminalClient.rows = { heights.withValue { $0.count > 1 ? $0.removeFirst() : $0[0] } }
                heights.withValue { $0 = [40, 24] }
            })
        let pages = run.output.components(separatedBy: "\n> ").dropLast().map { $0.split(separator: "\n") }
        let rows = pages.map { page in page.filter { $0.range(of: #"^ *[0-9]+  "#, options: .regularExpression) != nil }
        }
        #expect(rows.map(\.count) == [0, 19, 7], "\(run.output)")
        #expect(pages.last.map { $0.count + 1 <= 24 } == true, "\(run.output)")
    }

    @Test
    func chart_ScaledToTheWeightsItDraws_WithDatesAtBothEnds() async {
        // 70 to 75.6 kg.
        let run = await AppRun(["history", "--chart"], files: InMemoryFiles.history(9, people: ["Ann"]))
        let lines = run.output.split(separator: "\n")
        #expect(lines.first == "Ann's weight in kg, a column a day")
        let labels = lines.filter { $0.contains("│") }.compactMap {
            Double($0.split(separator: "│")[0].trimmingCharacters(in: .whitespaces))
        }
        // The rows span the weights with a little room, not the whole healthy range: each label is
        // where its row starts.
        #expect(labels.count == 10)
        #expect(labels.first! > 74.5 && labels.first! <= 75.6, "\(labels)")
        #expect(labels.last! <= 70 && labels.last! > 69, "\(labels)")
        #expect(lines.contains("       2026-01-01 – 2026-01-09"), "\(run.output)")
        // The trend, drawn where no point hides it.
        #expect(run.output.contains("─"))
    }

    @Test
    func chart_InColour_TintsTheBands_AndWithNoColorIsPlainWithTheHealthyBandDotted() async {
        let files = InMemoryFiles.history(9, people: ["Ann"])
        let coloured = await AppRun(
            ["history", "--chart"], files: files, environment: ["TERM": "xterm"], isTerminal: true, columns: 80)
        #expect(coloured.output.contains("\u{1B}[42m"), "\(coloured.output)")  // Normal weight, green
        #expect(coloured.output.contains("\u{1B}[43m"), "\(coloured.output)")  // Overweight, yellow
        let plain = await AppRun(
            ["history", "--chart"], files: files, environment: ["TERM": "xterm", "NO_COLOR": "1"], isTerminal: true,
            columns: 80)
        #expect(!plain.output.contains("\u{1B}["), "\(plain.output)")
        // The healthy band dotted, the overweight one above it blank.
        let rows = plain.output.split(separator: "\n").filter { $0.contains("│") }
        #expect(rows.first?.contains("Overweight") == true && rows.first?.contains("·") == false, "\(plain.output)")
        #expect(rows.last?.contains("·") == true, "\(plain.output)")
    }

    @Test
    func historyScreen_C_SwitchesTheChartBetweenWeightAndBMI() async {
        let run = await AppRun(
            typing: ["h", "c", "c", "q"], files: InMemoryFiles.history(9, people: ["Ann"]), columns: 80, rows: 24)
        let titles = run.output.split(separator: "\n").filter { $0.contains("a column a") }
        #expect(titles == ["Weight in kg, a column a day", "BMI, a column a day", "Weight in kg, a column a day"])
    }

    @Test
    func historyScreen_TooShortForTheChart_CDrawsItAlone() async {
        let run = await AppRun(
            typing: ["h", "c", "q"], files: InMemoryFiles.history(9, people: ["Ann"]), columns: 40, rows: 20)
        let afterC = run.output.components(separatedBy: "> c\n")[1]
        #expect(afterC.hasPrefix("Weight in kg, a column a day\n"), "\(afterC)")
        #expect(afterC.split(separator: "\n").filter { $0.contains("│") }.count == 5)
    }

    @Test
    func chart_InJapanese_SaysWhatAColumnIs() async {
        let run = await AppRun(
            ["history", "--chart"], files: InMemoryFiles.history(20, people: ["山田"]), environment: Self.japanese,
            columns: 40)
        #expect(run.output.hasPrefix("山田さんの体重 (kg)の推移 (1列1日)\n"), "\(run.output)")
        for line in run.output.split(separator: "\n") { #expect(line.displayWidth <= 40, "\(line)") }
    }

    @Test
    func chart_AGoalInsideTheScale_IsARowOfDashes_OneOutsideIsSaidOnly() async {
        let files = InMemoryFiles.history(9, people: ["Ann"])
        _ = await AppRun(["goal", "--name", "Ann", "--weight", "72"], files: files)
        let inside = await AppRun(["history", "--chart"], files: files).output
        // A row of the chart, and its key under it.
        #expect(inside.split(separator: "\n").filter { $0.contains("╌") }.count == 2, "\(inside)")
        #expect(inside.hasSuffix("   ╌ Goal: 72 kg\n"), "\(inside)")
        _ = await AppRun(["goal", "--name", "Ann", "--weight", "60"], files: files)
        let outside = await AppRun(["history", "--chart"], files: files).output
        #expect(!outside.contains("╌"), "\(outside)")
        #expect(outside.hasSuffix(" 73.9 kg   Goal: 60 kg\n"), "\(outside)")
    }

    /// helper-20: a point and a trend of one weight were drawn in two rows, at a threshold in
    /// two bands (the point by its BMI, the trend by its weight).
    @Test(arguments: [
        ("79.21", "178", " 79.2", "Overweight"), ("79.2", "178", " 79.2", "Overweight"),
        ("58.6", "178", " 58.6", "Normal weight"), ("100", "180", "100.0", "Obesity class I"),
    ])
    func chart_APointAndATrendOfOneWeight_ShareARowInTheBandTheTableNames(
        weight: String, height: String, label: String, band: String
    ) async {
        let files = InMemoryFiles()
        for day in ["2026-11-13", "2026-11-20"] {
            _ = await AppRun(
                ["save", "--name", "Bo", "--weight", weight, "--height", height, "--date", day], files: files)
        }
        let chart = await AppRun(["history", "--chart"], files: files, columns: 80).output
        let plot = chart.split(separator: "\n").filter { $0.contains("│") }
        // One row holds both points and the trend between them, labelled with the weight.
        let row = plot.firstIndex { $0.hasPrefix(label + " │●──────●") }
        #expect(row != nil, "\(chart)")
        // The band named last at or above that row is the category the table names.
        let names = ["Obesity class I", "Overweight", "Normal weight", "Underweight"]
        let named = row.flatMap { row in plot[...row].last { line in names.contains { line.hasSuffix("  " + $0) } } }
        #expect(named?.hasSuffix("  " + band) == true, "\(chart)")
    }

    @Test
    func historyScreen_DeletingOnAPageOfSeveralPeople_AsksNamingWhose() async {
        let run = await AppRun(
            typing: ["h", "d 2", "n", "q"], files: InMemoryFiles.history(6, people: ["Ann", "Bob"]))
        #expect(run.output.contains("Delete record 2 (Ann, 2026-01-05 12:00, BMI"), "\(run.output)")
    }

    /// helper-20: the chart kept room for the longest category's name, which it did not draw,
    /// and two months of daily weights took a column a week at 80 columns.
    @Test
    func chart_TwoMonthsOfDailyWeightsAt80Columns_TakesAColumnADay() async {
        let run = await AppRun(["history", "--chart"], files: InMemoryFiles.history(60, people: ["Ann"]), columns: 80)
        #expect(run.output.hasPrefix("Ann's weight in kg, a column a day\n"), "\(run.output)")
        for line in run.output.split(separator: "\n") { #expect(line.displayWidth <= 80, "\(line)") }
    }

    /// helper-21: records decades apart drew a month a column, the newest two as one point.
    @Test
    func chart_TwoRecentRecordsAfterDecades_TakeAColumnADay_OlderLeftOut() async {
        let files = InMemoryFiles()
        for (date, weight) in [("1965-06-01", "80"), ("1999-06-01", "80"), ("2026-11-13", "80"), ("2026-11-20", "75")] {
            _ = await AppRun(
                ["save", "--name", "Old", "--weight", weight, "--height", "175", "--date", date], files: files)
        }
        let chart = await AppRun(["history", "--chart"], files: files, columns: 80).output
        #expect(chart.hasPrefix("Old's weight in kg, a column a day; older records left out\n"), "\(chart)")
        #expect(chart.split(separator: "\n").filter { $0.contains("●") }.count == 2, "\(chart)")
    }

    /// helper-21: the trend rose in the days before the record that moved it.
    @Test
    func chart_BetweenTwoRecords_TheTrendIsHeldUntilTheRecordThatMovesIt() async {
        let files = InMemoryFiles()
        for (date, weight) in [("2026-11-01", "70"), ("2026-11-10", "80")] {
            _ = await AppRun(
                ["save", "--name", "Al", "--weight", weight, "--height", "175", "--date", date], files: files)
        }
        let chart = await AppRun(["history", "--chart"], files: files, columns: 80).output
        // From the first record, flat for the eight days between, in its row.
        #expect(chart.split(separator: "\n").contains { $0.contains("│●────────") }, "\(chart)")
    }

    /// helper-22: records typed in pounds and shown in kilograms, two 68.13 kg of BMI 24.99 and
    /// two of 25.00, were all drawn in the Normal band.
    @Test
    func chart_WeightsShownInTheOtherUnit_EachInTheBandOfItsOwnCategory() async {
        let files = InMemoryFiles()
        for (day, pounds) in [("01", "150.20"), ("05", "150.20"), ("10", "150.21"), ("15", "150.21")] {
            _ = await AppRun(
                [
                    "save", "--name", "Ann", "--weight", pounds, "--height", "65", "--unit", "imperial", "--date",
                    "2026-10-\(day)",
                ], files: files)
        }
        let chart = await AppRun(["history", "--chart"], files: files, columns: 80).output
        let plot = chart.split(separator: "\n").filter { $0.contains("│") }.map { $0.split(separator: "│")[1] }
        let names = ["Overweight", "Normal weight"]
        // The band named last at or above the row of a column's point.
        let band = { (column: Int) in
            plot.firstIndex { Array($0)[column] == "●" }.flatMap { row in
                plot[...row].last { line in names.contains { line.hasSuffix("  " + $0) } }
            }.map { line in names.first { line.hasSuffix("  " + $0) } }
        }
        #expect(band(0) == "Normal weight" && band(4) == "Normal weight", "\(chart)")
        #expect(band(9) == "Overweight" && band(14) == "Overweight", "\(chart)")
    }

    /// helper-22: two records a month apart at 45 columns drew one day and left the other out.
    @Test
    func chart_APeriodThatFitsInWeeks_TakesWeeksAndLeavesNothingOut() async {
        let files = InMemoryFiles()
        for (date, weight) in [("2026-10-01", "80"), ("2026-11-01", "78")] {
            _ = await AppRun(
                ["save", "--name", "Ann", "--weight", weight, "--height", "178", "--date", date], files: files)
        }
        let chart = await AppRun(["history", "--chart"], files: files, columns: 45).output
        #expect(chart.hasPrefix("Ann's weight in kg, a column a week\n"), "\(chart)")
        #expect(chart.split(separator: "\n").filter { $0.contains("●") }.count == 2, "\(chart)")
    }

    /// helper-22: at 20 to 30 columns the band names and the dates ran past the edge.
    @Test(arguments: [20, 25, 30])
    func chart_AtANarrowWidth_EveryLineFits(columns: Int) async {
        let run = await AppRun(
            ["history", "--chart"], files: InMemoryFiles.history(40, people: ["Ann"]), columns: columns)
        for line in run.output.split(separator: "\n") { #expect(line.displayWidth <= columns, "\(line)") }
        #expect(run.output.contains("●"))
    }

    @Test(arguments: [["--json"], ["--limit", "3"], ["--by", "week"]])
    func chart_WithAnOptionForTheTable_IsRefusedNamingBoth(other: [String]) async {
        let run = await AppRun(["history", "--chart"] + other, files: InMemoryFiles.history(3, people: ["Ann"]))
        #expect(run.status == 64)
        #expect(run.error.contains("--chart and \(other[0]) cannot be used together"), "\(run.error)")
        #expect(run.output.isEmpty)
    }
}
