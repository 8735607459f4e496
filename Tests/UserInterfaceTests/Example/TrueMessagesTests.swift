import DataSource
import Foundation
import TestSupport
import Testing

/// What a message tells a person to do works when they do it.
@MainActor struct TrueMessagesTests {
    private static func url(_ name: String) -> URL { AppRun.dataDirectory.appendingPathComponent(name) }

    @Test(arguments: [
        (
            "goals.json", ["goal"], "set a goal weight (\(AppIdentity.commandName) goal --weight W",
            ["goal", "--weight", "66"]
        ),
        ("settings.json", ["show"], "change a setting", ["settings", "--unit", "metric"]),
        ("person.json", ["show"], "just save", ["save", "--name", "Ann", "--weight", "70", "--height", "175"]),
    ])
    func damagedFile_TheAdviceGiven_MovesItAsideWhenFollowed(
        file: String, reading: [String], advice: String, following: [String]
    ) async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Ann", "--weight", "70", "--height", "175"], files: files)
        _ = await AppRun(["goal", "--weight", "66"], files: files)
        let damaged = InMemoryFiles(
            files: [Self.url(file): Data("{damaged".utf8)].merging(
                files.paths.filter { !$0.hasSuffix("/" + file) }.map {
                    (URL(fileURLWithPath: $0), files.contents(of: URL(fileURLWithPath: $0))!)
                }
            ) { $1 })
        let run = await AppRun(reading, files: damaged)
        #expect(run.error.contains("To start again, \(advice)"), "\(run.error)")
        let followed = await AppRun(following, files: damaged)
        #expect(followed.status == 0, "\(followed.error)")
        #expect(damaged.paths.contains { $0.contains("/\(file).corrupt-") }, "\(file): \(damaged.paths)")
    }

    @Test(arguments: [
        ["import", "/data/bad.csv"], ["import", "--name", "Ann", "--height", "1000", "/data/bad.csv"], ["frob"],
        ["calc", "--weight", "x", "--height", "170"],
    ])
    func japaneseMessages_NoStraySpaceBetweenSentences(arguments: [String]) async {
        let files = InMemoryFiles(files: [
            URL(fileURLWithPath: "/data/bad.csv"): Data("DATE,WEIGHT\n2026-11-01,70\n".utf8)
        ])
        let run = await AppRun(arguments, files: files, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.status != 0)
        #expect(!run.error.isEmpty)
        #expect(!run.error.contains("。 ") && !run.error.contains(" 。") && !run.error.contains("コマンド で"), "\(run.error)")
    }

    @Test(arguments: [["show"], ["history"], ["goal"], ["history", "--json"]])
    func aNameToLookUp_ThatNoOneCanBeSavedWith_IsRefusedAsSaveRefusesIt(command: [String]) async {
        for name in ["Ann\u{200B}Lee", "Ann\u{1B}[31mLee", "Ann\u{7}"] {
            let run = await AppRun(command + ["--name", name])
            #expect(run.status == 65, "\(command) \(name.debugDescription): \(run.output)")
            #expect(!run.output.contains("Ann") && !run.error.contains("\u{1B}") && !run.error.contains("\u{200B}"))
            #expect(run.error.hasPrefix("\(AppIdentity.commandName): "), "\(run.error)")
        }
    }

    @Test
    func aNarrowTerminal_ItsWidthIsTakenAsTwentyAtLeast() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Ann", "--weight", "70", "--height", "175"], files: files)
        let run = await AppRun(["show"], files: files, columns: 1)
        #expect(run.output.contains("70 kg"), "numbers are not broken apart: \(run.output)")
    }
}
