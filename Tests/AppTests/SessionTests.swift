import DataSource
import Foundation
import TestSupport
import Testing

/// The built binary as any app made from the architecture runs: piped, interrupted, and its
/// one-line errors.
struct SessionTests {
    @Test
    func piped_Quit_SaysGoodbyeAndExitsZero() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try AppProcess.run(input: "q\n", dataDirectory: temporary.url.appendingPathComponent("data"))
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.hasSuffix("Goodbye.\n"))
    }

    @Test
    func ctrlCAtAPrompt_Exits130() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let app = AppProcess([], dataDirectory: temporary.url)
        let (input, output) = (Pipe(), Pipe())
        app.process.standardInput = input
        app.process.standardOutput = output
        app.process.standardError = FileHandle.nullDevice
        try app.process.run()
        app.terminate(ifRunningAfter: 60)
        var transcript = Transcript(output.fileHandleForReading.fileDescriptor)
        let prompted = transcript.receive(until: "> ")
        #expect(prompted)
        app.process.interrupt()
        app.process.waitUntilExit()
        #expect(app.process.terminationReason == .exit)
        #expect(app.process.terminationStatus == 130)
    }

    @Test
    func unknownOption_Exits64WithOneLine() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try AppProcess.run(["--nope"], dataDirectory: temporary.url)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("\(AppIdentity.commandName): unknown option '--nope' for "))
    }
}
