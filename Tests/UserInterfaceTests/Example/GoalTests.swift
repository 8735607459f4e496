import DataSource
import Foundation
import TestSupport
import Testing

/// A person's goal weight: set, shown with what is left and when the trend reaches it, removed;
/// through `bmi goal`, `show` and the BMI screen's `g`.
@MainActor struct GoalTests {
    private static let goalsFile = AppRun.dataDirectory.appendingPathComponent("goals.json")

    /// Ann losing a kilogram a week for four weeks: 80 on 2026-10-24, then 79, 78, 77, 76.
    private func losingAnn() async -> InMemoryFiles {
        let files = InMemoryFiles()
        for (weight, date) in [("80", "2026-10-24"), ("79", "2026-10-31"), ("78", "2026-11-07"), ("77", "2026-11-14")] {
            _ = await AppRun(
                ["save", "--name", "Ann", "--weight", weight, "--height", "170", "--date", date], files: files)
        }
        _ = await AppRun(["save", "--name", "Ann", "--weight", "76", "--date", "2026-11-21"], files: files)
        return files
    }

    @Test
    func goal_Set_SaysWhatIsLeftAndWhenTheTrendReachesIt() async {
        let files = await losingAnn()
        let run = await AppRun(["goal", "--name", "Ann", "--weight", "70"], files: files)
        #expect(run.status == 0, "\(run.error)")
        // Trends 80, 79.48, 78.71, 77.82, 76.87 (a week apart: 1 − 0.9^7 of the way each): 0.113 kg
        // a day, 6.87 kg from the goal, 61 days.
        // What is left is from the trend too, as the date is (the newest weight is 76).
        #expect(
            run.output
                == "Goal for Ann: 70 kg; 6.87 kg to lose\nAt the trend of the last 4 weeks, reached around 2027-01-21.\n"
        )
        let json = await AppRun(["goal", "--json"], files: files)
        #expect(
            json.output
                == "{\"projectedDate\":\"2027-01-21\",\"projection\":\"dated\",\"toGo\":-6.87,\"unit\":\"kg\",\"weight\":70}\n"
        )
        let show = await AppRun(["show", "--json"], files: files)
        #expect(
            show.output.contains(
                "\"goal\":{\"projectedDate\":\"2027-01-21\",\"projection\":\"dated\",\"toGo\":-6.87,\"unit\":\"kg\",\"weight\":70}"
            ))
        let text = await AppRun(["show"], files: files)
        #expect(
            text.output.hasSuffix(
                "Goal for Ann: 70 kg; 6.87 kg to lose\nAt the trend of the last 4 weeks, reached around 2027-01-21.\n"))
        let pounds = await AppRun(["goal", "--unit", "imperial"], files: files)
        #expect(pounds.output.hasPrefix("Goal for Ann: 154.32 lb; 15.14 lb to lose\n"))
    }

    @Test
    func goal_TheTrendMovesAway_NoDateAndSaysWhy() async {
        let files = await losingAnn()
        let run = await AppRun(["goal", "--name", "ann", "--weight", "85"], files: files)
        #expect(
            run.output
                == "Goal for Ann: 85 kg; 8.13 kg to gain\n"
                + "The trend of the last 4 weeks does not move towards the goal: no date can be given.\n")
        #expect(await AppRun(["goal", "--json"], files: files).output.contains("\"projectedDate\":null"))
    }

    @Test
    func goal_OneRecord_NoPaceToGoBy() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Bo", "--weight", "90", "--height", "180"], files: files)
        let run = await AppRun(["goal", "--weight", "80"], files: files)
        #expect(run.output.hasPrefix("Goal for Bo: 80 kg; 10 kg to lose\nA date is given from records"))
        let reached = await AppRun(["goal", "--weight", "90"], files: files)
        #expect(reached.output == "Goal for Bo: 90 kg; reached\n")
    }

    @Test
    func goal_Cleared_IsGoneAndSaysSo() async {
        let files = await losingAnn()
        _ = await AppRun(["goal", "--weight", "70"], files: files)
        let run = await AppRun(["goal", "--clear"], files: files)
        #expect(run.status == 0)
        #expect(run.output == "Ann's goal weight is removed.\n")
        #expect(await AppRun(["goal"], files: files).output == "Ann has no goal weight.\n")
        #expect(await AppRun(["show", "--json"], files: files).output.contains("\"goal\":null"))
    }

    @Test(arguments: [["--weight", "1000"], ["--weight", "seventy"], ["--weight", "-70"]])
    func goal_AWeightOutsideTheAcceptedOnes_RefusedAndNothingSaved(arguments: [String]) async {
        let files = await losingAnn()
        _ = await AppRun(["goal", "--weight", "70"], files: files)
        let before = files.contents(of: Self.goalsFile)
        let run = await AppRun(["goal"] + arguments, files: files)
        #expect(run.status == 65)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): ") && run.error.contains("2 to 650"), "\(run.error)")
        #expect(files.contents(of: Self.goalsFile) == before)
    }

    @Test
    func goal_WeightAndClearTogether_RefusedAsConflicting() async {
        let run = await AppRun(["goal", "--name", "Ann", "--weight", "70", "--clear"])
        #expect(run.status == 64)
        #expect(run.error.contains("--weight") && run.error.contains("--clear"))
    }

    @Test
    func goal_NobodySavedAndNoName_SaysToNameThePerson() async {
        let run = await AppRun(["goal", "--weight", "70"])
        #expect(run.status == 64)
        #expect(
            run.error == "\(AppIdentity.commandName): nobody is saved yet: say whose goal it is with --name NAME.\n")
    }

    @Test
    func session_GoalWeightOnTheBMIScreen_EnterKeepsItAndZeroRemovesIt() async {
        let files = InMemoryFiles()
        let run = await AppRun(
            typing: ["c", "Alice", "70", "175", "s", "g", "65", "g", "", "g", "x", "g", "0", "q"], files: files)
        #expect(run.output.contains("Goal weight for Alice (kg): 65\nGoal for Alice: 65 kg; 5 kg to lose\n"))
        // Enter keeps the goal in brackets, as at every prompt.
        #expect(run.output.contains("Goal weight for Alice (kg) [65], 0 removes it: \nGoal for Alice: 65 kg"))
        #expect(run.error.contains("must be a number"))
        #expect(run.output.contains("Goal weight for Alice (kg) [65], 0 removes it: 0\nAlice has no goal weight.\n"))
        #expect(await AppRun(["goal", "--json"], files: files).output == "null\n")
    }

    // MARK: The outside attack's findings

    @Test(arguments: ["Bad\tName", "  Ann  ", "\u{1B}[2J", String(repeating: "x", count: 65)])
    func goal_ANameOutsideTheRules_RefusedAndNothingWritten(name: String) async {
        let files = await losingAnn()
        let run = await AppRun(["goal", "--name", name, "--weight", "70"], files: files)
        if name == "  Ann  " {
            // Spaces around a name are trimmed, as the form trims them: Ann's goal.
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("Goal for Ann: 70 kg"))
        } else {
            #expect(run.status == 65, "\(run.output)")
            #expect(files.contents(of: Self.goalsFile) == nil)
        }
    }

    @Test(arguments: ["garbage", "", #"[{"name":"Cy","weight":"80"}]"#, #"[{"name":"Cy","weight":1}]"#])
    func goalsFileDamaged_SaidAndTheRestStillShown(contents: String) async throws {
        let files = await losingAnn()
        try files.dataClient.write(Data(contents.utf8), Self.goalsFile)
        let show = await AppRun(["show"], files: files)
        #expect(show.status == 65)
        #expect(show.error.contains("goals.json could not be read"), "\(show.error)")
        #expect(show.output.contains("Since the previous record: -1 kg, BMI -0.34"))
        let goal = await AppRun(["goal"], files: files)
        #expect(goal.status == 65)
        // Setting a goal says so first, and keeps the damaged file's bytes aside.
        let set = await AppRun(["goal", "--weight", "70"], files: files)
        #expect(set.status == 0)
        #expect(set.error.contains("goals.json could not be read"))
        #expect(files.paths.contains { $0.contains("goals.json.corrupt-") })
    }

    @Test(arguments: [("2", "28.9 to 289"), ("28", "28.9 to 289"), ("650", "28.9 to 289")])
    func goal_AWeightNoAdultOfThatHeightHas_RefusedWithTheWeightsThatAre(weight: String, accepted: String) async {
        let files = await losingAnn()  // 170 cm: BMI 10 at 28.9 kg, 100 at 289 kg
        let run = await AppRun(["goal", "--weight", weight], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains(accepted), "\(run.error)")
        #expect(files.contents(of: Self.goalsFile) == nil)
    }

    @Test
    func goal_AnEmptyWeight_RefusedNotShown() async {
        let files = await losingAnn()
        let run = await AppRun(["goal", "--weight", ""], files: files)
        #expect(run.status == 65)
        #expect(files.contents(of: Self.goalsFile) == nil)
    }

    @Test
    func goal_UnitGivenAndSettingsDamaged_SettingsNotNeeded() async {
        let files = await losingAnn()
        try? files.dataClient.write(Data("junk".utf8), AppRun.dataDirectory.appendingPathComponent("settings.json"))
        let run = await AppRun(["goal", "--weight", "70", "--unit", "metric"], files: files)
        #expect(run.status == 0, "\(run.error)")
    }
}
