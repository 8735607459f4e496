import DataSource
import Foundation
import TestSupport
import Testing

/// The History screen a page at a time, and `bmi history --limit`, over a history of any size.
@MainActor struct HistoryPagingTests {
    /// `count` records a minute apart from 2026-11-21 18:04 UTC, weighing 51, 52, … kg (so of 25,
    /// record N from the newest weighs 76 - N), as the app writes them.
    private func filesWithSaves(_ count: Int = 25) async -> InMemoryFiles {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let lines = (1...count).map { number in
            let record = BMIRecord(
                id: UUID(uuidString: "00000000-0000-0000-0000-0000000000\(number + 10)")!,
                date: Date(timeIntervalSince1970: 1_795_284_180 + Double(number) * 60),
                weight: Double(50 + number),
                height: 175
            )
            return try! encoder.encode(record) + Data("\n".utf8)
        }
        return InMemoryFiles(files: [AppRun.dataDirectory.appendingPathComponent("history.jsonl"): Data(lines.joined())]
        )
    }

    @Test
    func session_NextPageThenDeleteANumberShownThere_DeletesThatRecordAndThePageRefills() async {
        let files = await filesWithSaves()
        let run = await AppRun(typing: ["h", "n", "d 15", "y", "p", "q"], files: files)
        #expect(run.error == "")
        #expect(run.output.contains("History: the newest 10 records\n"))
        #expect(run.output.contains("History: records 11 to 20, newest first; older ones follow\n"))
        #expect(run.output.contains(" 15  2026-11-21 18:"))
        #expect(run.output.contains("Deleted record 15."))
        let history = await AppRun(["history", "--json"], files: files)
        #expect(!history.output.contains("\"weight\":61}"))  // the 15th newest of 51…75 kg
        #expect(history.output.contains("\"weight\":60}"))
        #expect(history.output.contains("\"weight\":62}"))
    }

    @Test
    func session_NoOlderOrNewerPage_SaysSoAndShowsTheMenuAgain() async {
        let files = await filesWithSaves(3)
        let run = await AppRun(typing: ["h", "n", "p", "q"], files: files)
        #expect(run.error == "There are no older records.\nThese are the newest records.\n")
        #expect(run.output.contains("History: 3 records, newest first\n"))
    }

    @Test
    func session_DeleteANumberOnAnotherPage_IsRefusedNamingTheNumbersShown() async {
        let files = await filesWithSaves()
        let run = await AppRun(typing: ["h", "n", "d 3", "q"], files: files)
        #expect(run.error == "To delete a record, type d and a number shown, 11 to 20: d 11.\n")
        let history = await AppRun(["history", "--json"], files: files)
        #expect(history.output.components(separatedBy: "\"id\"").count == 26)
    }

    @Test
    func session_HistoryCannotBeRead_SaysSoAndNotThatNothingWasSaved() async {
        // The file double makes history.jsonl a folder: it holds a file.
        let inside = AppRun.dataDirectory.appendingPathComponent("history.jsonl/inside")
        let run = await AppRun(typing: ["h", "q"], files: InMemoryFiles(files: [inside: Data()]))
        #expect(run.error.contains("history.jsonl: it is not a regular file"))
        #expect(!run.output.contains("No records yet"))
    }

    @Test
    func historyLimit_ADamagedLineAtTheEnd_IsNamedAndTheNewestRecordsShown() async throws {
        let files = await filesWithSaves()
        let url = AppRun.dataDirectory.appendingPathComponent("history.jsonl")
        let damaged = try #require(files.contents(of: url)) + Data("{\"date\": tru\n".utf8)
        let withDamage = InMemoryFiles(files: [url: damaged])
        let run = await AppRun(["history", "--limit", "2"], files: withDamage)
        #expect(run.status == 65)
        #expect(run.output.hasPrefix("History: the newest 2 records\n"))
        #expect(run.output.contains("75 kg") && run.output.contains("74 kg") && !run.output.contains("73 kg"))
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): ") && run.error.contains("line 26"), "\(run.error)")
        #expect(withDamage.contents(of: url) == damaged)
    }
}
