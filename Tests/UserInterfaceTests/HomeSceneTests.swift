import DataSource
import Foundation
import TestSupport
import Testing

/// The whole app at a prompt: Home, its menu and its way out (each screen's own session is in
/// its SceneTests).
@MainActor struct HomeSceneTests {
    @Test
    func session_Quit_ExitsZeroSayingGoodbye() async {
        let run = await AppRun(typing: ["q"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output.hasSuffix("Goodbye.\n"))
    }

    @Test
    func session_InputEnds_ExitsZeroSayingGoodbye() async {
        let run = await AppRun(typing: [])
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("Goodbye.\n"))
    }

    @Test
    func session_UnknownChoiceOnHome_SaysWhichChoicesExist() async {
        let run = await AppRun(typing: ["x", "q"])
        // Screens put their keys before Quit's, which stays last.
        #expect(run.error.hasPrefix("Choose one of: "))
        #expect(run.error.hasSuffix(", q.\n"))
        // Each once: a key given to two screens would only ever open the first.
        let keys = run.error.dropFirst("Choose one of: ".count).dropLast(2).components(separatedBy: ", ")
        #expect(Set(keys).count == keys.count, "\(keys)")
    }

    @Test
    func session_JapaneseLocale_SpeaksJapanese() async {
        let run = await AppRun(typing: ["q"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.output.hasSuffix("終了します。\n"))
    }

    @Test
    func session_Verbose_LogsLaunchHomeAndTerminate() async {
        let run = await AppRun(["--verbose"], typing: ["q"])
        let events = run.error.split(separator: "\n").map {
            $0.split(separator: " ").dropFirst(2).first.map(String.init) ?? ""
        }
        #expect(events == ["launched", "screenAppeared", "screenDisappeared", "terminated"])
    }
}
