import Foundation
import TestSupport
import Testing

/// What deleting a record leaves on disk, and which record it is, through the binary.
struct HistoryDeletionTests {
    private func line(_ id: String, _ date: String, weight: Int, name: String? = nil) -> String {
        let named = name.map { #","name":"\#($0)""# } ?? ""
        return
            #"{"date":"\#(date)","height":175,"id":"00000000-0000-0000-0000-0000000000\#(id)"\#(named),"weight":\#(weight)}"#
    }

    private func history(_ lines: [String], in data: URL) throws -> URL {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let url = data.appendingPathComponent("history.jsonl")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: url)
        return url
    }

    @Test
    func deletingARecord_RemovesItsMeasurementFromTheDisk() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let url = try history(
            [line("01", "2026-01-01T10:00:00Z", weight: 61), line("02", "2026-01-02T10:00:00Z", weight: 72)], in: data)
        let run = try AppProcess.run(input: "h\nd 1\ny\nq\n", dataDirectory: data)
        #expect(run.output.contains("Deleted record 1."))
        let left = try String(contentsOf: url, encoding: .utf8)
        #expect(left == line("01", "2026-01-01T10:00:00Z", weight: 61) + "\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        #expect(!names.contains { $0.contains("journal") || $0.hasPrefix(".history.jsonl.") }, "\(names)")
    }

    @Test
    func twoRecordsWithOneID_BothShownSaidSoAndDeletingOneKeepsTheOther() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let (older, newer) = (
            line("07", "2026-01-01T10:00:00Z", weight: 61), line("07", "2026-01-02T10:00:00Z", weight: 72)
        )
        let url = try history([older, newer], in: data)
        let shown = try AppProcess.run(["history"], dataDirectory: data)
        #expect(shown.output.contains("72 kg") && shown.output.contains("61 kg"))
        #expect(shown.error.contains("line 2 repeats the id of an earlier record"), "\(shown.error)")
        let run = try AppProcess.run(input: "h\nd 1\ny\nq\n", dataDirectory: data)
        #expect(run.output.contains("Deleted record 1."))
        #expect(try String(contentsOf: url, encoding: .utf8) == older + "\n")
    }

    @Test
    func aRecordDatedInTheFuture_LaterSavesAppendAndHistoryStaysNewestFirst() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        // A's, as this version writes them (unnamed ones would be named once, by the first save).
        let future = line("99", "2099-01-01T00:00:00Z", weight: 99, name: "A")
        let url = try history([line("01", "2026-01-01T10:00:00Z", weight: 61, name: "A"), future], in: data)
        let before = try Data(contentsOf: url)
        let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        for weight in ["70", "71", "72"] {
            let save = try AppProcess.run(
                ["save", "--name", "A", "--weight", weight, "--height", "175"], dataDirectory: data)
            #expect(save.status == 0)
        }
        let after = try Data(contentsOf: url)
        #expect(after.prefix(before.count) == before, "what was there keeps its bytes")
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == inode)
        let newest = try AppProcess.run(["history", "--limit", "2", "--json"], dataDirectory: data)
        #expect(newest.output.contains("\"weight\":99") && newest.output.contains("\"weight\":72"))
        #expect(!newest.output.contains("\"weight\":71"))
        let all = try AppProcess.run(["history", "--json"], dataDirectory: data)
        let records = try JSONSerialization.jsonObject(with: Data(all.output.utf8)) as? [[String: Any]]
        #expect(records?.map { $0["weight"] as? Double } == [99, 72, 71, 70, 61])
    }

    /// Home shows the newest record the history holds: not one deleted since (the app's clock has
    /// fractions of a second; the file keeps whole seconds), nor an older one once another process
    /// has saved a newer.
    @Test
    func session_TheNewestRecordDeleted_HomeNoLongerShowsIt() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        do {
            let run = try AppProcess.run(
                input: "c\nA\n70\n175\ns\nb\nh\nd 1\ny\nb\nq\n", dataDirectory: data)
            #expect(run.status == 0)
            #expect(run.output.contains("Deleted record 1."))
            // Home at the start, and again after the History screen.
            #expect(run.output.components(separatedBy: "No BMI saved yet.").count == 3, "\(run.output)")
        }
    }

    @Test
    func session_AnotherProcessSavesANewerRecord_HomeShowsItWhenBackOnTop() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        do {
            let first = try AppProcess.run(
                ["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: data)
            #expect(first.status == 0)
            // The session opens Settings, another bmi saves meanwhile, and the session goes back.
            let run = try AppProcess.runInShell(
                #"(printf 's\n'; "$0" save --name B --weight 90 --height 175 >/dev/null; printf 'b\nq\n') | "$0""#,
                dataDirectory: data)
            #expect(run.status == 0)
            #expect(run.output.contains("Newest record: B, BMI 29.39"), "\(run.output)")
        }
    }
}
