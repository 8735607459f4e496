import DataSource
import Foundation
import TestSupport
import Testing

/// The figures a person acts on, as they read them: a trend that moves with the days between
/// records, a BMI rounded as it is shown, a category that agrees with it, and a healthy range whose
/// ends are inside it.
@MainActor struct TrueFiguresTests {
    /// Saves `weights` for Kim (175 cm), each on its date (`YYYY-MM-DD`, at noon).
    private func kim(_ weights: [(String, String)]) async -> InMemoryFiles {
        let files = InMemoryFiles()
        for (weight, date) in weights {
            let run = await AppRun(
                ["save", "--name", "Kim", "--weight", weight, "--height", "175", "--date", date], files: files)
            #expect(run.status == 0, "\(run.error)")
        }
        return files
    }

    /// The trends `history --json` gives, newest first.
    private func trends(_ files: InMemoryFiles) async -> [Double] {
        let run = await AppRun(["history", "--json"], files: files)
        let records = (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [[String: Any]] ?? []
        return records.compactMap { $0["trend"] as? Double }
    }

    @Test
    func goal_MonthlyWeighIns_TheTrendFollowsTheDaysNotTheCount() async {
        // A month, a month, a month, then ten days and ten days: 1 − 0.9^d of the way each time.
        let files = await kim([
            ("100", "2026-06-01"), ("95", "2026-07-01"), ("90", "2026-08-01"), ("85", "2026-09-01"),
            ("81", "2026-09-11"), ("80", "2026-09-21"),
        ])
        // Worked out apart: 95.21, 90.2, 85.2, 82.46, 80.86 (a tenth a record gave 94.02).
        #expect(await trends(files) == [80.86, 82.46, 85.2, 90.2, 95.21, 100])
        let goal = await AppRun(["goal", "--name", "Kim", "--weight", "80"], files: files)
        #expect(goal.output.hasPrefix("Goal for Kim: 80 kg; 0.86 kg to lose\n"), "\(goal.output)")
        let history = await AppRun(["history", "--limit", "1"], files: files)
        #expect(history.output.contains("  80 kg  26.12  Overweight  80.86 kg  "), "\(history.output)")
        let show = await AppRun(["show", "--json"], files: files)
        #expect(show.output.contains("\"toGo\":-0.86"), "\(show.output)")
    }

    @Test
    func page_ARecordYearsBeforeTheNewest_StillGivesItsChangeAndTrend() async {
        let files = await kim([("90", "2023-01-01"), ("80", "2026-11-01")])
        let page = await AppRun(["history", "--limit", "1", "--json"], files: files)
        #expect(page.output.contains("\"change\":{\"bmi\":-3.27,\"weight\":-10}"), "\(page.output)")
        #expect(page.output.contains("\"trend\":80,"), "\(page.output)")
        let show = await AppRun(["show"], files: files)
        #expect(show.output.contains("Since the previous record: -10 kg, BMI -3.27"), "\(show.output)")
    }

    @Test
    func trend_DailyRecords_ATenthOfTheWayEachDay() async {
        let files = await kim([("90", "2026-11-01"), ("89", "2026-11-02"), ("88.5", "2026-11-03")])
        #expect(await trends(files) == [89.76, 89.9, 90])
    }

    @Test
    func trend_RecordsAtOneMoment_MoveItNoFurtherThanADayAndInAnyOrder() async {
        // 90 one day, then three records of 80 the next: a tenth of the way, not three tenths.
        let same = await kim([("90", "2026-11-01"), ("80", "2026-11-02"), ("80", "2026-11-02"), ("80", "2026-11-02")])
        #expect(await trends(same).first == 89)
        // 80 and 84 at one moment, saved in either order: the trend of the day is the same.
        let first = await kim([("90", "2026-11-01"), ("80", "2026-11-02"), ("84", "2026-11-02")])
        let second = await kim([("90", "2026-11-01"), ("84", "2026-11-02"), ("80", "2026-11-02")])
        // And every record of that moment shows it, not the way there.
        #expect(await trends(first) == [89.2, 89.2, 90])
        #expect(await trends(second) == [89.2, 89.2, 90])
    }

    @Test(arguments: [
        (["--weight", "90"], "reached"), (["--weight", "60"], "tooFewRecords"),
    ])
    func goalJSON_NoDate_SaysWhyInAValueAScriptReads(goal: [String], why: String) async {
        let files = await kim([("90", "2026-11-01")])
        _ = await AppRun(["goal", "--name", "Kim"] + goal, files: files)
        let json = await AppRun(["goal", "--json"], files: files)
        #expect(json.output.contains("\"projectedDate\":null"), "\(json.output)")
        #expect(json.output.contains("\"projection\":\"\(why)\""), "\(json.output)")
    }

    @Test
    func goalJSON_Dated_SaysSo() async {
        let files = await kim([("90", "2026-11-01"), ("89", "2026-11-08"), ("88", "2026-11-15")])
        _ = await AppRun(["goal", "--name", "Kim", "--weight", "80"], files: files)
        let json = await AppRun(["goal", "--json"], files: files)
        #expect(json.output.contains("\"projection\":\"dated\""), "\(json.output)")
        _ = await AppRun(["goal", "--name", "Kim", "--weight", "100"], files: files)
        let moving = await AppRun(["goal", "--json"], files: files)
        #expect(moving.output.contains("\"projection\":\"movingAway\""), "\(moving.output)")
    }

    @Test(arguments: [
        // 72 / 1.6² is 28.125 exactly: a half, rounded up.
        (["--weight", "72", "--height", "160"], "BMI 28.13 (Overweight)"),
        // 81 / 1.8² is 25 exactly: Overweight, and its range ends below it.
        (["--weight", "81", "--height", "180"], "BMI 25.00 (Overweight)"),
        (["--weight", "59.94", "--height", "180"], "BMI 18.50 (Normal weight)"),
        (["--weight", "59.93", "--height", "180"], "BMI 18.50 (Normal weight)"),
        (["--weight", "59.92", "--height", "180"], "BMI 18.49 (Underweight)"),
        (["--weight", "72", "--height", "160", "--classification", "jasso"], "BMI 28.13 (Obesity grade 1)"),
        // Just under a half, by more decimals than anyone types: 24.99499…, 18.49499…
        (["--weight", "99.98", "--height", "200.00001"], "BMI 24.99 (Normal weight)"),
        (["--weight", "73.98", "--height", "200.00001"], "BMI 18.49 (Underweight)"),
        (["--weight", "99.97999999999", "--height", "200"], "BMI 24.99 (Normal weight)"),
    ])
    func calc_ExactHalves_RoundUpAndTheCategoryIsTheShownFigures(arguments: [String], expected: String) async {
        let run = await AppRun(["calc"] + arguments)
        #expect(run.output.hasPrefix(expected + "\n"), "\(run.output)")
    }

    @Test
    func averages_AMeanThatIsAHalf_RoundsUpAndItsCategoryIsTheShownOnes() async {
        // 24.9925 and 24.9975: a mean of 24.995 exactly, so 25.00, Overweight.
        let files = InMemoryFiles()
        for (weight, date) in [("99.97", "2026-10-05"), ("99.99", "2026-10-06")] {
            _ = await AppRun(
                ["save", "--name", "A", "--weight", weight, "--height", "200", "--date", date], files: files)
        }
        let month = await AppRun(["history", "--by", "month"], files: files)
        #expect(month.output.contains("  25.00  Overweight  "), "\(month.output)")
        let json = await AppRun(["history", "--by", "month", "--json"], files: files)
        #expect(json.output.contains("\"bmi\":25,\"category\":\"overweight\""), "\(json.output)")
    }

    @Test(arguments: [
        (["--height", "180"], "Healthy weight for 180 cm: 60 kg to 80.9 kg"),
        (["--height", "175"], "Healthy weight for 175 cm: 56.7 kg to 76.5 kg"),
        (["--height", "160"], "Healthy weight for 160 cm: 47.4 kg to 63.9 kg"),
    ])
    func calc_HealthyWeight_EachEndIsANormalWeight(arguments: [String], expected: String) async {
        let run = await AppRun(["calc", "--weight", "70"] + arguments)
        #expect(run.output.hasSuffix(expected + "\n"), "\(run.output)")
        await expectEndsAreNormalWeights(of: run, arguments)
    }

    @Test
    func calc_HealthyWeightInPounds_EachEndIsANormalWeight() async {
        for inches in 58...80 {
            let arguments = ["--height", "\(inches)", "--unit", "imperial"]
            await expectEndsAreNormalWeights(of: await AppRun(["calc", "--weight", "150"] + arguments), arguments)
        }
    }

    /// Each end of the healthy weight `run` printed, typed back as shown, is Normal weight; a tenth
    /// beyond it is not.
    private func expectEndsAreNormalWeights(of run: AppRun, _ arguments: [String]) async {
        let line = run.output.split(separator: "\n")[1]
        let ends = line.split(separator: ": ")[1].split(separator: " to ").map { String($0.dropLast(3)) }
        for (end, step) in [(ends[0], -0.1), (ends[1], 0.1)] {
            let at = await AppRun(["calc", "--weight", end] + arguments)
            #expect(at.output.contains("(Normal weight)"), "\(arguments), \(end): \(at.output)")
            let beyond = await AppRun(["calc", "--weight", (Double(end)! + step).formatted1] + arguments)
            #expect(!beyond.output.contains("(Normal weight)"), "\(arguments), \(end) \(step): \(beyond.output)")
        }
    }

    @Test
    func chart_EachPointSitsInTheRowItsLabelNames() async {
        // BMIs equal to the weights at 100 cm.
        let files = InMemoryFiles()
        for (day, weight) in ["26.57", "26.72", "28.47", "27.9", "28.23", "27.83"].enumerated() {
            _ = await AppRun(
                ["save", "--name", "Q", "--weight", weight, "--height", "100", "--date", "2026-11-0\(day + 1)"],
                files: files)
        }
        // At 100 cm a weight is its BMI: the weight chart's rows are BMI's.
        let output = await AppRun(["history", "--chart"], files: files).output
        let rows = output.split(separator: "\n").filter { $0.contains("│") }.map { row in
            (
                label: Double(row.split(separator: "│")[0].trimmingCharacters(in: .whitespaces))!,
                cells: Array(row.split(separator: "│")[1].prefix(6))
            )
        }
        for (column, bmi) in [26.57, 26.72, 28.47, 27.9, 28.23, 27.83].enumerated() {
            let row = rows.firstIndex { $0.cells[column] == "●" }!
            // Rows run top down: the label is at most the value, the row above's is more.
            #expect(rows[row].label <= bmi, "\(bmi) in the row of \(rows[row].label)\n\(output)")
            #expect(row == 0 || rows[row - 1].label > bmi, "\(bmi) below the row of \(rows[row - 1].label)")
        }
    }
}

extension Double {
    /// One decimal, as typed.
    fileprivate var formatted1: String {
        let tenths = Int((self * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
