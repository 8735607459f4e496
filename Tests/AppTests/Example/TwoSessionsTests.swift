import Foundation
import TestSupport
import Testing

/// Two `bmi` sessions on one data directory, each acting on what it showed a moment before.
struct TwoSessionsTests {
    @Test
    func deletingARecordAnotherSessionDeletedMeanwhile_SaysSoAndWritesNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let save = try AppProcess.run(
            ["save", "--name", "Al", "--weight", "70", "--height", "175"], dataDirectory: temporary.url)
        #expect(save.status == 0)
        // The first session shows the history, with record 1 on it.
        let first = AppProcess([], dataDirectory: temporary.url)
        let (input, output) = (Pipe(), Pipe())
        first.process.standardInput = input
        first.process.standardOutput = output
        first.process.standardError = output
        try first.process.run()
        first.terminate(ifRunningAfter: 60)
        var transcript = Transcript(output.fileHandleForReading.fileDescriptor)
        try input.fileHandleForWriting.write(contentsOf: Data("h\n".utf8))
        let shown = transcript.receive(until: "[d N] Delete record N")
        #expect(shown, "\(transcript.text)")
        // The second deletes it.
        let second = try AppProcess.run(input: "h\nd 1\ny\nq\n", dataDirectory: temporary.url)
        #expect(second.output.contains("Deleted record 1."))
        // The first, still showing it, asks to delete it too.
        try input.fileHandleForWriting.write(contentsOf: Data("d 1\ny\nq\n".utf8))
        try input.fileHandleForWriting.close()
        transcript.readToEnd()
        first.process.waitUntilExit()
        #expect(!transcript.text.contains("Deleted record 1."), "\(transcript.text)")
        #expect(transcript.text.contains("Record 1 was already deleted"), "\(transcript.text)")
        let history = try String(contentsOf: temporary.url.appendingPathComponent("history.jsonl"), encoding: .utf8)
        #expect(history.isEmpty, "the record is gone from the file: \(history)")
    }
}
