import DataSource
import Foundation
import TestSupport
import Testing

/// What the second outside attack on the tracker found, each as a person met it.
@MainActor struct TrackerAttackTests {
    private static let personFile = AppRun.personFile

    private func save(_ arguments: [String], _ files: InMemoryFiles) async {
        _ = await AppRun(["save"] + arguments, files: files)
    }

    @Test
    func goal_ForSomeoneWithNoRecord_RefusedSayingAHeightIsNeeded() async {
        let files = InMemoryFiles()
        await save(["--name", "Ann", "--weight", "70", "--height", "170"], files)
        let run = await AppRun(["goal", "--name", "Bob", "--weight", "3"], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains("Bob has no height saved yet"), "\(run.error)")
    }

    @Test
    func session_AGoalForSomeoneCalculatedNotSaved_CheckedAgainstTheHeightOnTheScreenAndKept() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "Carl", "80", "180", "g", "5", "75", "q"], files: files)
        // 180 cm: BMI 10 at 32.4 kg. Refused, asked again, then kept.
        #expect(run.error.contains("32.4"), "\(run.error)")
        #expect(run.output.contains("Goal for Carl: 75 kg"))
        #expect(await AppRun(["goal", "--name", "carl"], files: files).output == "Goal for Carl: 75 kg\n")
    }

    @Test
    func byMonthWithALimit_TheNewestMonthsWithEveryonesRowsAndNames() async {
        let files = InMemoryFiles()
        await save(["--name", "Ann", "--weight", "70", "--height", "170", "--date", "2026-11-10"], files)
        await save(["--name", "Bob", "--weight", "80", "--height", "180", "--date", "2026-11-11"], files)
        await save(["--name", "Ann", "--weight", "71", "--date", "2026-10-10"], files)
        let run = await AppRun(["history", "--by", "month", "--limit", "1"], files: files)
        #expect(run.output.contains("\n2026-11  Bob      80 kg  24.69"), "\(run.output)")
        #expect(run.output.contains("\n2026-11  Ann      70 kg  24.22"), "\(run.output)")
        #expect(!run.output.contains("2026-10"))
    }

    @Test
    func showAndGoalWithAName_APersonFileDamaged_SaidAndTheNamedPersonShown() async {
        let files = InMemoryFiles()
        await save(["--name", "Ann", "--weight", "70", "--height", "170"], files)
        try? files.dataClient.write(Data(#"{"height":170,"name":"Ann","weight":"#.utf8), Self.personFile)
        let show = await AppRun(["show", "--name", "ann"], files: files)
        #expect(show.status == 65)
        #expect(show.error.contains("person.json could not be read"))
        #expect(show.output.hasPrefix("Newest record of Ann: 70 kg, 170 cm\n"))
        let goal = await AppRun(["goal", "--name", "ann", "--weight", "64"], files: files)
        #expect(goal.output.hasPrefix("Goal for Ann: 64 kg"), "\(goal.error)")
    }

    @Test
    func namesWithSpacesAround_FoundAsTheFormTrimsThem() async {
        let files = InMemoryFiles()
        await save(["--name", "Ann", "--weight", "70", "--height", "170"], files)
        _ = await AppRun(["goal", "--name", "Ann", "--weight", "66"], files: files)
        #expect(await AppRun(["show", "--name", "  ann  "], files: files).output.hasPrefix("Saved person: Ann"))
        #expect(await AppRun(["history", "--name", "  ann  "], files: files).output.hasPrefix("History of Ann"))
        #expect(await AppRun(["goal", "--name", "  ann  "], files: files).output.hasPrefix("Goal for Ann: 66 kg"))
    }

    @Test
    func session_FilteredSecondPage_ADeletionPullsTheNextOfTheirsUp() async {
        let files = InMemoryFiles()
        for day in 1...25 {
            let date = "2026-10-" + (day < 10 ? "0\(day)" : "\(day)")
            await save(["--name", "Ann", "--weight", "\(60 + day % 5)", "--height", "165", "--date", date], files)
            await save(["--name", "Bob", "--weight", "90", "--height", "180", "--date", date + "T08:00"], files)
        }
        let run = await AppRun(typing: ["h", "f", "ANN", "n", "d 12", "y", "q"], files: files)
        let page = run.output.components(separatedBy: "Deleted record 12.\n").last ?? ""
        #expect(page.hasPrefix("History of Ann: records 11 to 20, newest first; older ones follow\n"))
        #expect(page.contains("\n 20  2026-10-05 12:00"))
    }
}

/// What the third outside attack on the tracker found.
@MainActor struct TrackerThirdAttackTests {
    @Test
    func thePersonWithoutAName_SavesAgainWithTheirHeight() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "", "--weight", "70", "--height", "170"], files: files)
        let again = await AppRun(["save", "--name", "", "--weight", "71"], files: files)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("BMI 24.57"))
    }

    @Test
    func aNoBreakSpaceInAName_IsTheSpaceItLooksLike() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "A\u{00A0}B", "--weight", "70", "--height", "170"], files: files)
        #expect(await AppRun(["show", "--name", "a b"], files: files).output.hasPrefix("Saved person: A\u{00A0}B"))
        #expect(await AppRun(["save", "--name", "A B", "--weight", "71"], files: files).status == 0)
    }

    @Test
    func clearingAGoalNoOneHas_SaysThereIsNoneAndTheSavedCase() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Ann", "--weight", "70", "--height", "170"], files: files)
        #expect(await AppRun(["goal", "--name", "zed", "--clear"], files: files).output == "zed has no goal weight.\n")
        _ = await AppRun(["goal", "--name", "Ann", "--weight", "65"], files: files)
        #expect(
            await AppRun(["goal", "--name", "ann", "--clear"], files: files).output == "Ann's goal weight is removed.\n"
        )
    }
}
