import DataSource
import Foundation
import TestSupport
import Testing

/// What the worked example adds to HomeSceneTests.
extension HomeSceneTests {
    // The example's sessions, across its screens.
    @Test
    func session_HomeToBMIToSaveToHistoryBackToSettingsQuit_EveryScreenShowsAndFilesAreWritten() async throws {
        let files = InMemoryFiles()
        let run = await AppRun(
            typing: ["c", "Alice", "70", "175", "s", "b", "h", "b", "s", "i", "b", "q"],
            files: files
        )
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let screens = run.output.components(separatedBy: "\n\n").map { $0.split(separator: "\n").first ?? "" }
        #expect(
            screens == [
                "BMI calculator", "Calculate BMI", "BMI calculator", "History: 1 record, newest first",
                "BMI calculator", "Settings", "BMI calculator",
            ]
        )
        // Home shows the BMI saved on the BMI screen as soon as it is back on top.
        #expect(run.output.contains("Newest record: Alice, BMI 22.86 (Normal weight), measured "))
        #expect(run.output.contains("  1  2026-11-21"))
        #expect(run.output.contains("Units: imperial (lb, in)"))
        // Back on Home after choosing imperial, the BMI of the same measurement is the same.
        #expect(run.output.components(separatedBy: "Newest record: Alice, BMI 22.86 (Normal weight)").count == 4)
        #expect(run.output.hasSuffix("Goodbye. 1 BMI calculated.\n"))
        #expect(
            files.paths == [
                "/data/app/person.json", "/data/app/history.jsonl", "/data/app/.history-order",
                "/data/app/settings.json",
            ]
        )
        #expect(files.savedPerson == Person(name: "Alice", weight: 70, height: 175))
    }

    @Test
    func session_HistoryDeleteRecord_RecordIsGoneAndHomeHasNoLatest() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "A", "70", "175", "s", "b", "h", "d 1", "y", "b", "q"], files: files)
        #expect(run.output.contains("Deleted record 1."))
        #expect(run.output.contains("No records yet"))
        #expect(run.output.components(separatedBy: "No BMI saved yet.").count == 3)
    }

    @Test
    func session_HistoryDeleteANumberThatIsNotThere_SaysWhichNumbersExist() async {
        let run = await AppRun(typing: ["c", "A", "70", "175", "s", "b", "h", "d 5", "q"])
        #expect(run.error == "To delete a record, type d and a number shown, 1 to 1: d 1.\n")
    }

    @Test
    func session_SettingsTutorialOff_TheBMIScreenShowsNoTutorial() async {
        let files = InMemoryFiles()
        _ = await AppRun(typing: ["s", "t", "q"], files: files)
        let run = await AppRun(typing: ["c"], files: files)
        #expect(!run.output.contains("How it works"))
    }

    @Test
    func session_UnknownChoiceOnHome_NamesTheExamplesKeysInOrder() async {
        let run = await AppRun(typing: ["x", "q"])
        // Screens added later put their keys before Quit's, which stays last.
        #expect(run.error.hasPrefix("Choose one of: c, h, s, "))
        #expect(run.error.hasSuffix(", q.\n"))
    }

    @Test
    func session_Verbose_LogsLaunchScreensAndTerminateToStandardError() async {
        let run = await AppRun(["--verbose"], typing: ["c", "A", "70", "175", "b", "q"])
        let events = run.error.split(separator: "\n").map {
            $0.split(separator: " ").dropFirst(2).joined(separator: " ")
        }
        #expect(
            events == [
                "launched dataDirectory=/data/app", "screenAppeared screen=home",
                "screenAppeared screen=personBMI", "screenDisappeared screen=personBMI", "screenAppeared screen=home",
                "screenDisappeared screen=home", "terminated",
            ]
        )
    }

    @Test
    func session_BMILogEnvironment_LogsToo() async {
        let run = await AppRun(typing: ["q"], environment: [AppIdentity.logVariable: "debug"])
        #expect(run.error.contains("\(AppIdentity.commandName)[debug]"))
    }

    @Test
    func session_JapaneseLocale_CalculatesAndSaysGoodbyeInJapanese() async {
        let run = await AppRun(typing: ["c", "A", "70", "175", "q"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.output.contains("[c] BMIを計算"))
        #expect(run.output.contains("BMI 22.86 (普通体重)"))
        #expect(run.output.hasSuffix("終了します。BMIを1回計算しました。\n"))
    }

    @Test
    func session_FullWidthMenuKeysAsAJapaneseInputMethodTypesThem_AreTheKeys() async {
        let files = InMemoryFiles()
        let run = await AppRun(
            typing: ["ｃ", "Ａｌｉｃｅ", "７０", "１７５", "ｓ", "ｑ"], files: files, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty, "\(run.error)")
        #expect(files.savedPerson?.weight == 70)
    }

    @Test(arguments: [
        (["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], true),
        (["LC_MESSAGES": "ja_JP", "LANG": "en_US.UTF-8"], true),
        (["LC_ALL": "C", "LANG": "ja_JP.UTF-8"], false),
        (["LC_ALL": "", "LANG": "ja_JP.UTF-8"], true),
        (["LANG": "ja.utf8"], true),
        // Javanese is not Japanese; a codeset other than UTF-8 cannot show Japanese as written.
        (["LANG": "jav_ID.UTF-8"], false),
        (["LANG": "ja_JP.eucJP"], false),
        (["LANG": "ja_JP.SJIS"], false),
        ([:], false),
    ])
    func run_LocaleVariables_FirstSetOneChoosesTheLanguage(environment: [String: String], isJapanese: Bool) async {
        let run = await AppRun(["calc", "--weight", "70", "--height", "175"], environment: environment)
        #expect(run.output.contains("普通体重") == isJapanese)
    }
}

/// Settings that cannot be read reach the person, and the rest goes on with the standard ones.
@MainActor struct UnreadableSettingsTests {
    private var settingsFile: URL { AppRun.dataDirectory.appendingPathComponent("settings.json") }

    @Test
    func calc_SettingsFileIsCorrupt_SaysSoAndReadsNoValueInAGuessedUnit() async {
        let files = InMemoryFiles(files: [settingsFile: Data("{".utf8)])
        let run = await AppRun(["calc", "--weight", "70", "--height", "175"], files: files)
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): \(settingsFile.path) could not be read"))
        #expect(files.contents(of: settingsFile) == Data("{".utf8))
    }

    @Test
    func session_SettingsFileIsCorrupt_HomeSaysSo() async {
        let files = InMemoryFiles(files: [settingsFile: Data("{".utf8)])
        let run = await AppRun(typing: ["q"], files: files)
        #expect(run.error.hasPrefix("\(settingsFile.path) could not be read"))
    }

    /// The refusal names the choices as the menu shows them, in the session's language.
    @Test
    func session_JapaneseUnknownChoiceOnHistory_NamesTheChoicesAsTheMenuDoes() async {
        let run = await AppRun(
            typing: ["c", "A", "70", "175", "s", "b", "h", "x", "q"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.output.contains("[d 番号]"))
        #expect(run.error.contains("d 番号, n, p, f, w, m, c, b, q"), "\(run.error)")
    }

    /// An empty history offers what can be done with it: going back or quitting.
    @Test
    func session_HistoryWithNoRecords_OffersOnlyBackAndQuit() async {
        let run = await AppRun(typing: ["h", "d 1", "q"])
        #expect(run.output.contains("No records yet"))
        #expect(run.output.contains("\n[b] Back   [q] Quit\n"), "\(run.output)")
        #expect(run.error == "Choose one of: b, q.\n")
    }
}
