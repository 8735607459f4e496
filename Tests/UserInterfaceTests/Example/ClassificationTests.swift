import DataSource
import Foundation
import TestSupport
import Testing

/// The WHO's categories or JASSO's, as a person chooses them: for one command, or in Settings for
/// every screen and command; in both languages, in text, JSON and the chart's bands.
@MainActor struct ClassificationTests {
    private static let settingsFile = AppRun.dataDirectory.appendingPathComponent("settings.json")
    private static let japanese = ["LANG": "ja_JP.UTF-8"]

    @Test(arguments: [
        ("80", "who", "BMI 26.12 (Overweight)", "BMI 26.12 (過体重)"),
        ("80", "jasso", "BMI 26.12 (Obesity grade 1)", "BMI 26.12 (肥満(1度))"),
        ("95", "who", "BMI 31.02 (Obesity class I)", "BMI 31.02 (肥満クラスI)"),
        ("95", "jasso", "BMI 31.02 (Obesity grade 2)", "BMI 31.02 (肥満(2度))"),
        ("130", "jasso", "BMI 42.45 (Obesity grade 4)", "BMI 42.45 (肥満(4度))"),
        ("130", "who", "BMI 42.45 (Obesity class III)", "BMI 42.45 (肥満クラスIII)"),
        ("70", "jasso", "BMI 22.86 (Normal weight)", "BMI 22.86 (普通体重)"),
    ])
    func calc_Classification_NamesTheBandInEachLanguage(
        weight: String, classification: String, english: String, japanese: String
    ) async {
        let arguments = ["calc", "--weight", weight, "--height", "175", "--classification", classification]
        #expect(await AppRun(arguments).output.hasPrefix(english + "\n"))
        #expect(await AppRun(arguments, environment: Self.japanese).output.hasPrefix(japanese + "\n"))
    }

    @Test
    func calc_JSON_GivesTheClassificationBesideTheCategoryId() async {
        let run = await AppRun(["calc", "--weight", "130", "--height", "175", "--classification", "JASSO", "--json"])
        #expect(run.output.hasPrefix("{\"bmi\":42.45,\"category\":\"obesity4\",\"classification\":\"jasso\","))
        let who = await AppRun(["calc", "--weight", "80", "--height", "175", "--json"])
        #expect(who.output.hasPrefix("{\"bmi\":26.12,\"category\":\"overweight\",\"classification\":\"who\","))
    }

    @Test
    func japaneseWHOLabels_NeverBorrowJASSOsWordsForOtherBands() async {
        for weight in ["80", "95", "110", "130"] {
            let run = await AppRun(["calc", "--weight", weight, "--height", "175"], environment: Self.japanese)
            #expect(!run.output.contains("度"), "\(run.output)")
        }
    }

    @Test
    func settings_ClassificationChosen_EveryCommandAndScreenUsesIt() async throws {
        let files = InMemoryFiles()
        let chosen = await AppRun(["settings", "--classification", "jasso"], files: files)
        #expect(chosen.output.contains("Categories: JASSO (Japan)\n"))
        #expect(
            try JSONDecoder().decode(Preferences.self, from: files.contents(of: Self.settingsFile) ?? Data())
                .classification == .jasso)
        _ = await AppRun(["save", "--name", "Ann", "--weight", "80", "--height", "175"], files: files)
        #expect(await AppRun(["show"], files: files).output.contains("BMI 26.12 (Obesity grade 1)\n"))
        let history = await AppRun(["history", "--json"], files: files)
        #expect(history.output.contains("\"category\":\"obesity1\",\"classification\":\"jasso\""))
        // The chart's bands are JASSO's.
        let text = await AppRun(["history"], files: files).output
        #expect(text.contains("Obesity grade 1") && !text.contains("Overweight"))
        // One command may still ask for the WHO's.
        #expect(await AppRun(["show", "--classification", "who"], files: files).output.contains("(Overweight)"))
        let home = await AppRun(typing: ["q"], files: files)
        #expect(home.output.contains("Newest record: Ann, BMI 26.12 (Obesity grade 1)"))
    }

    @Test
    func session_SettingsPickers_SwitchTheClassificationAndHomeFollows() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Ann", "--weight", "80", "--height", "175"], files: files)
        let run = await AppRun(typing: ["s", "j", "b", "s", "w", "b", "q"], files: files)
        #expect(run.output.contains("Categories: JASSO (Japan)"))
        #expect(run.output.contains("Newest record: Ann, BMI 26.12 (Obesity grade 1)"))
        // Back to the WHO's: Home's last word on the newest record says so.
        let latest = run.output.split(separator: "\n").last { $0.hasPrefix("Newest record:") }
        #expect(latest?.contains("BMI 26.12 (Overweight)") == true)
    }

    @Test
    func settingsSavedBeforeTheClassification_ReadAsTheWHOs() async {
        let files = InMemoryFiles(files: [
            Self.settingsFile: Data(#"{"showsTutorial":false,"unitSystem":"imperial"}"#.utf8)
        ])
        let run = await AppRun(["settings"], files: files)
        #expect(run.status == 0)
        #expect(run.output == "Units: imperial (lb, in)\nCategories: WHO\nTutorial: off\n")
    }
}
