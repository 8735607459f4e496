import DataSource
import Foundation
import TestSupport
import Testing

/// `history --json` and `export` read the history a megabyte at a time (`HistorySnapshot`): what
/// they write is what a page read whole gives, whatever the file's size and however its lines fall
/// across the chunks read.
@MainActor
struct StreamedOutputTests {
    private static let historyFile = AppRun.dataDirectory.appendingPathComponent("history.jsonl")

    private static func id(_ number: Int) -> String {
        "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - String(number).count) + String(number)
    }

    /// A record `number` half-days after 2000-01-01, of Ann (even) or Bob (odd), so each weighs in
    /// daily, as a page's trend reads them (`ProgressService.memory`), or of no one (name-less
    /// records are the saved person's).
    private static func record(_ number: Int, halfDays: Int? = nil, name: String?? = nil) -> String {
        let date = Date(timeIntervalSince1970: 946_684_800 + Double((halfDays ?? number) * 43_200))
        let who = name ?? (number % 2 == 0 ? "Ann" : "Bob")
        return "{\"date\":\"\(date.ISO8601Format())\",\"height\":175,\"id\":\"\(id(number))\","
            + (who.map { "\"name\":\"\($0)\"," } ?? "") + "\"weight\":\(60 + Double(number % 40) / 4)}"
    }

    /// About 1.4 MB, so that reading it crosses a chunk in each direction: records in date order,
    /// some deleted further on, a damaged line, blank lines, records without a name, and an end
    /// out of date order (a clock set back), one of which is deleted before the file ends.
    private static func largeHistory() -> Data {
        var lines: [String] = []
        for number in 1...12_000 {
            lines.append(record(number, name: number % 997 == 0 ? .some(nil) : nil))
            if number % 1_000 == 0 { lines.append("{\"deleted\":\"\(id(number - 3))\"}") }
            if number == 6_000 { lines += ["{\"date\":\"not a date\"}", "", "   "] }
        }
        lines += [record(12_001, halfDays: 5), record(12_002, halfDays: 11_999), record(12_003, halfDays: 20)]
        lines.append("{\"deleted\":\"\(id(12_003))\"}")
        // The last line without its line end.
        return Data((lines.joined(separator: "\n")).utf8)
    }

    @Test
    func historyJSON_OfALargeHistory_IsThePageReadWhole() async throws {
        let files = InMemoryFiles(files: [Self.historyFile: Self.largeHistory()])
        let streamed = await AppRun(["history", "--json"], files: files)
        let whole = await AppRun(["history", "--json", "--limit", "1000000"], files: files)
        #expect(streamed.status == 65 && whole.status == 65)
        #expect(streamed.output == whole.output)
        #expect(streamed.output.components(separatedBy: "\"id\":").count - 1 == 12_000 + 2 - 12)
        #expect(streamed.error.contains("line 6007 could not be read"))
    }

    @Test
    func historyText_OfALargeHistory_IsThePageReadWholeWrittenAsRead() async throws {
        let files = InMemoryFiles(files: [Self.historyFile: Self.largeHistory()])
        let streamed = await AppRun(["history"], files: files)
        let whole = await AppRun(["history", "--limit", "1000000"], files: files)
        #expect(streamed.status == 65 && whole.status == 65)
        let (streamedLines, wholeLines) = (
            streamed.output.split(separator: "\n", omittingEmptySubsequences: false),
            whole.output.split(separator: "\n", omittingEmptySubsequences: false)
        )
        // The title says there are more than the first thousand, rather than waiting to count them.
        #expect(streamedLines.first == "History: every record (more than 1000), newest first")
        #expect(wholeLines.first == "History: 11990 records, newest first")
        // Every row, the healthy weights and the chart are the same, numbered on across thousands.
        #expect(streamedLines.dropFirst() == wholeLines.dropFirst())
        #expect(streamed.output.contains("\n 1001  "))
        #expect(streamed.error == whole.error)
    }

    @Test
    func export_OfALargeHistory_IsEveryRecordOldestFirst() async throws {
        let files = InMemoryFiles(files: [Self.historyFile: Self.largeHistory()])
        let export = await AppRun(["export"], files: files)
        let json = await AppRun(["history", "--json", "--limit", "1000000"], files: files)
        #expect(export.status == 65)
        #expect(export.error.contains("line 6007 could not be read"))
        let lines = export.output.split(separator: "\n")
        // The header, then the records the JSON lists, in the opposite order.
        let weights = json.output.components(separatedBy: "\"unit\":\"metric\",\"weight\":").dropFirst().map {
            $0.prefix { $0 != "," && $0 != "}" }
        }
        #expect(lines.count == weights.count + 1)
        let exported = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[2] }
        let listed = weights.reversed().map { Substring($0) }
        let differ = zip(exported, listed).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(differ == nil, "\(differ.map { "\($0.offset): \(lines[$0.offset + 1])" } ?? "")")
        // The record of a clock set back comes in its place by date, not where it was saved:
        // after the one of the same moment saved before it.
        #expect(lines[5] == "2000-01-03T12:00:00+00:00,Bob,61.25,175,20.00")
        #expect(lines[6] == "2000-01-03T12:00:00+00:00,Bob,60.25,175,19.67")
    }

    @Test
    func historyJSON_OfOnePerson_StreamsTheirRecordsWithTheirTrend() async throws {
        let files = InMemoryFiles(files: [Self.historyFile: Self.largeHistory()])
        let streamed = await AppRun(["history", "--json", "--name", "bob"], files: files)
        let whole = await AppRun(["history", "--json", "--name", "bob", "--limit", "1000000"], files: files)
        #expect(streamed.output == whole.output)
        #expect(!streamed.output.contains("\"name\":\"Ann\""))
    }

    /// A deletion line written by hand, with spaces or another field, hides its record in every
    /// reader, as it always did (an outside attack found export and `history --json` showing it).
    @Test(arguments: [
        #"{"deleted":                              "00000000-0000-0000-0000-000000000002"}"#,
        #"{"deleted":"00000000-0000-0000-0000-000000000002","note":"removed by hand, a long note"}"#,
        #"{"\u0064eleted":"00000000-0000-0000-0000-000000000002"}"#,
    ])
    func aDeletionLineWrittenByHand_HidesItsRecordInEveryReader(deletion: String) async {
        let lines = (1...3).map { Self.record($0) } + [deletion]
        let files = InMemoryFiles(files: [Self.historyFile: Data(lines.map { $0 + "\n" }.joined().utf8)])
        let export = await AppRun(["export"], files: files).output
        let json = await AppRun(["history", "--json"], files: files).output
        let page = await AppRun(["history", "--json", "--limit", "10"], files: files).output
        #expect(export.split(separator: "\n").count == 3)
        #expect(!json.contains(Self.id(2)))
        #expect(json == page)
    }

    /// Pages of many people, each weighed twice far apart: every one of them reads back to their
    /// other record, and the records come out as a page read whole gives them.
    @Test
    func historyJSON_OfManyPeopleWeighedTwice_IsThePageReadWhole() async {
        let lines = (1...2_400).map { Self.record($0, name: .some("Guest \($0 % 1_200)")) }
        let files = InMemoryFiles(files: [Self.historyFile: Data(lines.map { $0 + "\n" }.joined().utf8)])
        let streamed = await AppRun(["history", "--json"], files: files)
        let whole = await AppRun(["history", "--json", "--limit", "1000000"], files: files)
        #expect(streamed.output == whole.output)
        #expect(streamed.output.components(separatedBy: "\"change\":").count - 1 == 1_200)
    }

    /// A deletion line before its record (a file edited by hand): once the order is stamped, a page
    /// read from the end still meets the deletion before the record (an outside attack found
    /// `--limit` showing it from the second run on).
    @Test
    func aDeletionBeforeItsRecord_HidesItInPagesReadFromTheEndToo() async {
        let lines = ["{\"deleted\":\"\(Self.id(2_000))\"}"] + (1...2_000).map { Self.record($0) }
        let files = InMemoryFiles(files: [Self.historyFile: Data(lines.map { $0 + "\n" }.joined().utf8)])
        for _ in 1...3 {
            let page = await AppRun(["history", "--json", "--limit", "2"], files: files).output
            #expect(!page.contains(Self.id(2_000)))
            #expect(page.contains(Self.id(1_999)))
        }
        #expect(!(await AppRun(["export"], files: files).output.contains("2015-03-25T08:00")))
    }
}
