import DataSource
import Foundation
import TestSupport
import Testing

/// A measurement from another day: `save --date`, and `d` on the BMI screen's menu. The clock of
/// these runs is stopped at 2026-11-21 18:03 UTC, the time zone UTC.
@MainActor struct MeasurementDateTests {
    private let historyFile = AppRun.dataDirectory.appendingPathComponent("history.jsonl")

    private func history(_ files: InMemoryFiles) -> String {
        String(decoding: files.contents(of: historyFile) ?? Data(), as: UTF8.self)
    }

    @Test(arguments: [("2026-11-20T07:30", "2026-11-20T07:30:00Z"), ("2026-11-20", "2026-11-20T12:00:00Z")])
    func save_WithADate_RecordsItMeasuredThen(date: String, recorded: String) async {
        let files = InMemoryFiles()
        let run = await AppRun(
            ["save", "--name", "A", "--weight", "70", "--height", "175", "--date", date], files: files)
        #expect(run.status == 0, "\(run.error)")
        #expect(history(files).contains("\"date\":\"\(recorded)\""), "\(history(files))")
    }

    @Test(arguments: [
        ("03/04/2026", "A date is written 2026-11-21, or 2026-11-21T08:30"),
        ("2026-11-21 08:30", "A date is written 2026-11-21, or 2026-11-21T08:30"),
        ("yesterday", "A date is written 2026-11-21, or 2026-11-21T08:30"),
        ("2026-02-30", "No such day or time here"), ("2026-11-20T24:00", "No such day or time here"),
        ("2026-11-22", "That is later than now"), ("2026-11-21T18:04", "That is later than now"),
        // The history reads no date before 1900 (no one kept a BMI then): none is saved either.
        ("1899-12-31", "from 1900 on"), ("0001-01-01", "from 1900 on"),
    ])
    func save_DateRefused_Exits65SayingTheAcceptedFormAndSavesNothing(date: String, message: String) async {
        let files = InMemoryFiles()
        let run = await AppRun(
            ["save", "--name", "A", "--weight", "70", "--height", "175", "--date", date], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(run.error.contains("2026-11-21T08:30"), "\(run.error)")
        #expect(files.paths.isEmpty)
    }

    @Test
    func history_AMeasurementFromAnotherDay_IsListedByItsDate() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "A", "--weight", "70", "--height", "175"], files: files)
        _ = await AppRun(
            ["save", "--name", "A", "--weight", "72", "--height", "175", "--date", "2026-11-01"], files: files)
        let run = await AppRun(["history"], files: files)
        let today = run.output.range(of: "2026-11-21 18:03")
        let earlier = run.output.range(of: "2026-11-01 12:00")
        #expect(today != nil && earlier != nil, "\(run.output)")
        if let today, let earlier { #expect(today.lowerBound < earlier.lowerBound) }
    }

    @Test
    func session_DateThenSave_RecordsTheMeasurementThen() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "A", "70", "175", "d", "2026-11-20T07:30", "s", "q"], files: files)
        #expect(run.status == 0)
        #expect(run.output.contains("Save records it as measured 2026-11-20 07:30."), "\(run.output)")
        #expect(history(files).contains("\"date\":\"2026-11-20T07:30:00Z\""), "\(history(files))")
    }

    /// The date belongs to the result it was given for: a new calculation is measured now.
    @Test
    func session_DateThenCalculateAgain_TheNewResultIsMeasuredNow() async {
        let files = InMemoryFiles()
        let run = await AppRun(
            typing: ["c", "A", "70", "175", "d", "2026-11-01", "c", "", "80", "", "s", "q"], files: files)
        #expect(run.status == 0)
        #expect(!history(files).contains("2026-11-01"), "\(history(files))")
        #expect(history(files).contains("\"date\":\"2026-11-21T18:0"), "\(history(files))")
    }

    @Test
    func session_DateRefused_SaysTheAcceptedFormAndTheNextSaveIsNow() async {
        let files = InMemoryFiles()
        // Refused, the date is asked again (as a refused weight is); Esc leaves it as it was.
        let run = await AppRun(typing: ["c", "A", "70", "175", "d", "03/04/2026", "\u{1B}", "s", "q"], files: files)
        #expect(run.error.contains("A date is written 2026-11-21, or 2026-11-21T08:30"), "\(run.error)")
        #expect(run.output.components(separatedBy: "Measured on (").count == 3)
        #expect(history(files).contains("\"date\":\"2026-11-21T18:03:00Z\""), "\(history(files))")
    }
}
