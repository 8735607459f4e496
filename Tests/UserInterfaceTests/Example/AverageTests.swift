import DataSource
import Foundation
import TestSupport
import Testing

/// Weight and BMI averaged per calendar week or month and person: `history --by`, and the History
/// screen's `w` and `m`.
@MainActor struct AverageTests {
    /// Ann and Bob over three weeks that cross a month: Sunday 2026-11-01 (ISO week 44), Monday
    /// 2026-11-02 and Wednesday 2026-11-04 (week 45), and 2026-10-30 (week 44, October).
    private func twoPeople() async -> InMemoryFiles {
        let files = InMemoryFiles()
        let saves: [(String, String, String)] = [
            ("Ann", "70", "2026-10-30"), ("Ann", "71", "2026-11-01"), ("Bob", "90", "2026-11-02"),
            ("Ann", "69", "2026-11-02"), ("Ann", "68", "2026-11-04T23:30"),
        ]
        for (name, weight, date) in saves {
            let height = name == "Ann" ? "165" : "180"
            _ = await AppRun(
                ["save", "--name", name, "--weight", weight, "--height", height, "--date", date], files: files)
        }
        return files
    }

    private func averages(_ arguments: [String], _ files: InMemoryFiles) async -> [[String: Any]] {
        let run = await AppRun(["history", "--json"] + arguments, files: files)
        return (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [[String: Any]] ?? []
    }

    @Test
    func byWeek_ISOWeeksPerPersonNewestFirst() async {
        let files = await twoPeople()
        let weeks = await averages(["--by", "week"], files)
        #expect(weeks.map { $0["period"] as? String } == ["2026-W45", "2026-W45", "2026-W44"])
        #expect(weeks.map { $0["name"] as? String } == ["Ann", "Bob", "Ann"])
        #expect(weeks.map { $0["weight"] as? Double } == [68.5, 90, 70.5])
        #expect(weeks.map { $0["count"] as? Int } == [2, 1, 2])
        // The mean of 25.34 and 24.98 (69 and 68 kg at 165 cm).
        #expect(weeks.first?["bmi"] as? Double == 25.16)
        #expect(weeks.first?["category"] as? String == "overweight")
    }

    @Test
    func byMonth_OnePersonsMonths() async {
        let files = await twoPeople()
        let months = await averages(["--by", "month", "--name", "ann"], files)
        #expect(months.map { $0["period"] as? String } == ["2026-11", "2026-10"])
        #expect(months.map { $0["weight"] as? Double } == [69.33, 70])
        let text = await AppRun(["history", "--by", "month", "--name", "Ann", "--limit", "1"], files: files)
        #expect(
            text.output
                == """
                Monthly averages of Ann, newest first; older months left out
                Period     Weight    BMI  Category    Records
                2026-11  69.33 kg  25.47  Overweight        3

                """)
    }

    @Test
    func session_WeeklyAveragesFromTheHistoryScreen() async {
        let files = await twoPeople()
        let run = await AppRun(typing: ["h", "w", "b", "q"], files: files)
        #expect(run.output.contains("Weekly averages, newest first\nPeriod    Person   Weight"), "\(run.output)")
        #expect(run.output.contains("\n2026-W45  Ann     68.5 kg  25.16  Overweight        2\n"), "\(run.output)")
    }

    @Test
    func averageBMI_IsRoundedOnce() async {
        let files = InMemoryFiles()
        _ = await AppRun(
            ["save", "--name", "A", "--weight", "72", "--height", "175", "--date", "2026-11-16"], files: files)
        _ = await AppRun(["save", "--name", "A", "--weight", "70", "--date", "2026-11-17"], files: files)
        // 23.51 and 22.86 as shown; their exact mean is 23.18, as for 71 kg (not 23.19).
        #expect((await averages(["--by", "week"], files)).first?["bmi"] as? Double == 23.18)
    }

    @Test
    func session_AveragesShown_DeletingByNumberWaitsForTheListAgain() async {
        let files = await twoPeople()
        let run = await AppRun(typing: ["h", "w", "d 1", "l", "d 1", "n", "b", "q"], files: files)
        #expect(run.error.contains("Choose one of: l, f, w, m, b, q."), "\(run.error)")
        #expect(run.output.contains("[l] Records"))
        #expect(run.output.contains("Record 1 kept."))
    }
}

/// The averages as a table a person reads at a glance, as the history's: a line a period at any
/// width, columns left out rather than rows wrapped.
@MainActor struct AverageTableTests {
    @Test(arguments: [30, 40, 80], [false, true])
    func averages_AtEachWidth_EachPeriodIsOneLineThatFits(columns: Int, isJapanese: Bool) async {
        let files = InMemoryFiles()
        // Weeks 44, 45 (two people) and 46 of 2026.
        for (day, name) in [(1, "Ann"), (2, "Maximilian Alexander"), (8, "Ann"), (9, "佐藤花子")] {
            let saved = await AppRun(
                ["save", "--name", name, "--weight", "\(60 + day)", "--height", "165", "--date", "2026-11-0\(day)"],
                files: files)
            #expect(saved.status == 0, "\(saved.error)")
        }
        let run = await AppRun(
            ["history", "--by", "week"], files: files, environment: isJapanese ? ["LANG": "ja_JP.UTF-8"] : [:],
            columns: columns)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2 + 4, "\(run.output)")  // the title, the header, a line a week and person
        for line in lines { #expect(line.displayWidth <= columns, "\(line)") }
        // Every row's BMI where the header says.
        let rows = lines.filter { $0.hasPrefix("2026-W") }
        #expect(rows.count == 4, "\(run.output)")
        #expect(rows.first?.contains("25.34") == true, "\(rows)")  // 69 kg at 165 cm
    }
}
