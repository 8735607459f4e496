import DataSource
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A save that meets another `bmi`'s lock: it says it waits after half a second, goes through
/// when the other lets go, and Ctrl-C during the wait saves nothing. The other `bmi` is the test,
/// holding the data directory's lock.
struct LockWaitTests {
    private let waitingNotice = "Waiting for another \(AppIdentity.commandName) using "

    /// A session on a pseudo-terminal that answers each prompt with its line, then types `key`
    /// while the test holds the lock; returns once the session says it waits.
    private func sessionWaiting(
        _ dataDirectory: URL, answering answers: [(prompt: String, line: String)], thenTyping key: String
    ) throws -> (AppProcess, PseudoTerminal, Transcript, HeldLock) {
        let terminal = try PseudoTerminal()
        let bmi = AppProcess([], dataDirectory: dataDirectory, environment: ["TERM": "dumb"])
        try terminal.run(bmi)
        var transcript = Transcript(terminal.primary)
        for (prompt, line) in answers {
            let arrived = transcript.receive(until: prompt)
            #expect(arrived, "no \(prompt.debugDescription) in \(transcript.text)")
            terminal.type(line)
        }
        let menu = transcript.receive(until: "> ")
        #expect(menu, "\(transcript.text)")
        let held = try HeldLock(dataDirectory)
        terminal.type(key)
        let waits = transcript.receive(until: waitingNotice)
        #expect(waits, "\(transcript.text)")
        return (bmi, terminal, transcript, held)
    }

    /// Ctrl-C, as the terminal sends it to the foreground process: the session ends with 130.
    private func interrupt(_ bmi: AppProcess, _ terminal: PseudoTerminal, _ transcript: inout Transcript) {
        kill(bmi.process.processIdentifier, SIGINT)
        withExtendedLifetime(terminal) { transcript.readToEnd() }
        bmi.process.waitUntilExit()
        #expect(bmi.process.terminationStatus == 130, "\(transcript.text)")
    }

    /// A session that computes a BMI, then presses `s` while the test holds the lock.
    private func sessionWaitingToSave(_ dataDirectory: URL) throws -> (AppProcess, PseudoTerminal, Transcript, HeldLock)
    {
        try sessionWaiting(
            dataDirectory,
            answering: [("> ", "c"), ("Name: ", "Alice"), ("Weight (kg): ", "70"), ("Height (cm): ", "175")],
            thenTyping: "s")
    }

    @Test
    func session_CtrlCWhileWaiting_SavesNothingAndEnds() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (bmi, terminal, waiting, held) = try sessionWaitingToSave(temporary.url)
        defer { held.release() }
        var transcript = waiting
        // What the terminal sends the foreground process for Ctrl-C.
        interrupt(bmi, terminal, &transcript)
        #expect(transcript.text.contains("nothing was saved"), "\(transcript.text)")
        // Released after the session ended: had the save gone on, it would have been written by now.
        held.release()
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        #expect(!names.contains("person.json") && !names.contains("history.jsonl"), "\(names)")
    }

    /// Ctrl-C while a screen's first read waits: the session says why it stops and draws nothing
    /// of a screen it never showed (no title), nor logs one as shown.
    /// Reading waits for no one: Home shows the newest record while another holds the lock.
    @Test
    func session_WhileAnotherHoldsTheLock_HomeReadsWithoutWaiting() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        _ = try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: temporary.url)
        let held = try HeldLock(temporary.url)
        defer { held.release() }
        let terminal = try PseudoTerminal()
        let bmi = AppProcess([], dataDirectory: temporary.url, environment: ["TERM": "dumb"])
        try terminal.run(bmi)
        var transcript = Transcript(terminal.primary)
        let shows = transcript.receive(until: "Newest record: A, BMI 22.86")
        #expect(shows, "\(transcript.text)")
        #expect(!transcript.text.contains(waitingNotice), "\(transcript.text)")
        interrupt(bmi, terminal, &transcript)
    }

    /// Ctrl-C while a settings change waits: why it stopped, and nothing of the screen after it.
    @Test
    func session_CtrlCWhileASettingWaits_SaysWhyAndRedrawsNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (bmi, terminal, waiting, held) = try sessionWaiting(
            temporary.url, answering: [("> ", "s")], thenTyping: "i")
        defer { held.release() }
        var transcript = waiting
        interrupt(bmi, terminal, &transcript)
        let afterStop = transcript.text.components(separatedBy: "nothing was saved or read").last ?? ""
        #expect(!afterStop.contains("Units:"), "\(transcript.text)")
    }

    @Test
    func session_TheOtherLetsGo_TheSaveGoesThrough() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (bmi, terminal, waiting, held) = try sessionWaitingToSave(temporary.url)
        var transcript = waiting
        held.release()
        // NB: the menu's prompt may come in the same read as this; `q` waits for it either way
        // (TERM=dumb: the terminal holds the line until the session reads it).
        let saved = transcript.receive(until: "added to your history")
        #expect(saved, "\(transcript.text)")
        terminal.type("q")
        transcript.readToEnd()
        bmi.process.waitUntilExit()
        #expect(bmi.process.terminationStatus == 0, "\(transcript.text)")
        // Said once, with the directory it waits on.
        #expect(transcript.text.components(separatedBy: waitingNotice).count == 2)
        #expect(transcript.text.contains(waitingNotice + temporary.url.path))
        #expect(FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("person.json").path))
    }

    /// A command that saves nothing reads files that are only ever replaced whole, so it waits for
    /// no one: another process holding the lock (saving) does not hold it up. (`show` reads the
    /// history too, for the change since the previous record, and waits as `history` does.)
    @Test(arguments: [
        ["calc", "--weight", "70", "--height", "175"], ["settings"], ["show"], ["show", "--name", "Alice"],
        ["history"], ["history", "--limit", "1"], ["history", "--json"], ["export"], ["goal", "--name", "Alice"],
        // A setting chosen as it already is: nothing to save.
        ["settings", "--unit", "metric", "--tutorial", "on"],
    ])
    func commandThatSavesNothing_WhileAnotherHoldsTheLock_AnswersWithoutWaiting(arguments: [String]) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let saved = try AppProcess.run(
            ["save", "--name", "Alice", "--weight", "70", "--height", "175"], dataDirectory: temporary.url)
        #expect(saved.status == 0)
        let held = try HeldLock(temporary.url)
        defer { held.release() }
        // Were it to wait, its watchdog would end it (143), and fail below.
        let run = try AppProcess.run(arguments, dataDirectory: temporary.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.error.contains(waitingNotice))
        // What was saved, read while the lock is held.
        let reads = !["calc", "settings"].contains(arguments[0])
        #expect(!reads || run.output.contains("Alice") || run.output.contains("22.86"), "\(run.output)")
    }

    /// `bmi save` started while the test holds the lock; returns once it says it waits.
    private func oneShotSaveWaiting(_ dataDirectory: URL) throws -> (AppProcess, Pipe, Transcript, HeldLock) {
        let held = try HeldLock(dataDirectory)
        let bmi = AppProcess(
            ["save", "--name", "Alice", "--weight", "70", "--height", "175"], dataDirectory: dataDirectory)
        let (output, error) = (Pipe(), Pipe())
        bmi.process.standardInput = FileHandle.nullDevice
        bmi.process.standardOutput = output
        bmi.process.standardError = error
        try bmi.process.run()
        bmi.terminate(ifRunningAfter: 60)
        var errorTranscript = Transcript(error.fileHandleForReading.fileDescriptor)
        let waits = errorTranscript.receive(until: waitingNotice)
        #expect(waits)
        return (bmi, output, errorTranscript, held)
    }

    @Test
    func oneShotSave_SaysItWaitsOnStandardErrorThenSaves() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (bmi, output, transcript, held) = try oneShotSaveWaiting(temporary.url)
        var errorTranscript = transcript
        held.release()
        errorTranscript.readToEnd()
        let saved = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bmi.process.waitUntilExit()
        #expect(bmi.process.terminationStatus == 0, "\(errorTranscript.text)")
        #expect(saved.contains("added to your history"))
    }

    @Test
    func oneShotSave_CtrlCWhileWaiting_SaysItStoppedWaitingAndSavesNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (bmi, _, transcript, held) = try oneShotSaveWaiting(temporary.url)
        var errorTranscript = transcript
        defer { held.release() }
        kill(bmi.process.processIdentifier, SIGINT)
        errorTranscript.readToEnd()
        bmi.process.waitUntilExit()
        #expect(bmi.process.terminationStatus == 130, "\(errorTranscript.text)")
        #expect(errorTranscript.text.contains("Stopped waiting"), "\(errorTranscript.text)")
        held.release()
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        #expect(!names.contains("person.json") && !names.contains("history.jsonl"), "\(names)")
    }
}
