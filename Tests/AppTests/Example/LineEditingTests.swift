import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The line editor through the real binary on a pseudo-terminal (`TERM=xterm`), as a person types:
/// keys go in as the terminal sends them, and the terminal's settings are compared before and
/// after every way the session can end.
struct LineEditingTests {
    /// Runs `bmi` on a pseudo-terminal; `steps` are (what to wait for, keys to press) in turn.
    private func session(
        _ steps: [(waitFor: String, keys: String)],
        dataDirectory: URL,
        environment: [String: String] = ["TERM": "xterm"],
        end: (AppProcess, PseudoTerminal) -> Void = { _, terminal in terminal.press("q\r") }
    ) throws -> (status: Int32, transcript: String, settingsKept: Bool, settingsBefore: [UInt8]) {
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        let bmi = AppProcess([], dataDirectory: dataDirectory, environment: environment)
        try terminal.run(bmi)
        var transcript = Transcript(terminal.primary)
        let isEditing = environment["TERM"] != "dumb"
        for step in steps {
            // NB: a prompt is written before the editor takes the terminal; keys sent before that
            // would meet the terminal's own line editing (Backspace erasing a byte). The editor's
            // first drawing of the prompt ends by erasing the rest of the row: wait for that.
            let isPrompt = step.waitFor.hasSuffix(": ") || step.waitFor.hasSuffix("> ")
            let marker = isEditing && isPrompt ? step.waitFor + "\u{1B}[0K" : step.waitFor
            let arrived = transcript.receive(until: marker)
            #expect(arrived, "no \(marker.debugDescription) in \(transcript.text)")
            terminal.press(step.keys)
        }
        end(bmi, terminal)
        transcript.readToEnd()
        bmi.process.waitUntilExit()
        return (bmi.process.terminationStatus, transcript.text, terminal.settings() == before, before)
    }

    private func savedPerson(_ dataDirectory: URL) throws -> String {
        try String(contentsOf: dataDirectory.appendingPathComponent("person.json"), encoding: .utf8)
    }

    @Test
    func editingInTheMiddleOfAValue_SavesTheEditedValue() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try session(
            [
                ("> ", "c\r"), ("Name: ", "Alice\r"),
                // 60, Left, Backspace (the 6 goes), 7: 70.
                ("Weight (kg): ", "60\u{1B}[D\u{7F}7\r"),
                // 185, Home, Right, Delete (the 8 goes), 7: 175.
                ("Height (cm): ", "185\u{1B}[H\u{1B}[C\u{1B}[3~7\r"),
                ("> ", "s\r"), ("> ", ""),
            ], dataDirectory: temporary.url)
        #expect(run.status == 0)
        #expect(run.transcript.contains("BMI 22.86"))
        let person = try savedPerson(temporary.url)
        #expect(person.contains("\"weight\" : 70") && person.contains("\"height\" : 175"))
        #expect(run.settingsKept)
    }

    @Test
    func backspaceOverADoubleWidthCharacter_RemovesItWhole() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try session(
            [
                ("> ", "c\r"), ("Name: ", "山田太\u{7F}\r"), ("Weight (kg): ", "70\r"), ("Height (cm): ", "175\r"),
                ("> ", "s\r"), ("> ", ""),
            ], dataDirectory: temporary.url, environment: ["TERM": "xterm", "LANG": "C.UTF-8"])
        #expect(run.status == 0)
        #expect(try savedPerson(temporary.url).contains("\"name\" : \"山田\""))
        #expect(run.settingsKept)
    }

    @Test
    func upAtAPrompt_RecallsWhatWasTypedThereBefore() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try session(
            [
                ("> ", "c\r"), ("Name: ", "Alice\r"), ("Weight (kg): ", "70\r"), ("Height (cm): ", "175\r"),
                ("> ", "c\r"), ("Name [Alice]: ", "\r"), ("Weight (kg) [70]: ", "82\r"), ("Height (cm) [175]: ", "\r"),
                // Up twice: 82, then 70; Backspace and 1: 71.
                ("> ", "c\r"), ("Name [Alice]: ", "\r"), ("Weight (kg) [82]: ", "\u{1B}[A\u{1B}[A\u{7F}1\r"),
                ("Height (cm) [175]: ", "\r"), ("> ", "s\r"), ("> ", ""),
            ], dataDirectory: temporary.url)
        #expect(run.status == 0)
        #expect(try savedPerson(temporary.url).contains("\"weight\" : 71"))
        #expect(run.settingsKept)
    }

    @Test
    func escAtAValuePrompt_GoesBackWithoutQuittingOrSaving() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try session(
            [("> ", "c\r"), ("Name: ", "Alice\r"), ("Weight (kg): ", "\u{1B}"), ("[c] Calculate BMI", "")],
            dataDirectory: temporary.url)
        #expect(run.status == 0)
        #expect(run.transcript.hasSuffix("Goodbye.\n"))
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("person.json").path))
        #expect(run.settingsKept)
    }

    @Test
    func deleteFromHistory_AsksFirstAndKeepsTheRecordWithoutAYes() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        _ = try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: temporary.url)
        let history = temporary.url.appendingPathComponent("history.jsonl")
        let before = try Data(contentsOf: history)
        let run = try session(
            [("> ", "h\r"), ("> ", "d 1\r"), ("? [y/N]: ", "n\r"), ("Record 1 kept.", "")],
            dataDirectory: temporary.url)
        #expect(run.status == 0)
        #expect(try Data(contentsOf: history) == before)
        #expect(run.settingsKept)
    }

    @Test(arguments: [
        "ctrl-c", "ctrl-backslash", "ctrl-d", "sigterm", "sighup", "sigquit", "sigusr1", "sigalrm", "sigsys", "end",
    ])
    func everyWayTheSessionEnds_LeavesTheTerminalAsItWas(_ ending: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try session(
            [("> ", "c\r"), ("Name: ", "Al")], dataDirectory: temporary.url,
            end: { bmi, terminal in
                switch ending {
                case "ctrl-c": terminal.press("\u{3}")
                case "ctrl-backslash": terminal.press("\u{1C}")  // SIGQUIT's key
                case "ctrl-d": terminal.press("\u{15}\u{4}")  // Ctrl-U empties the line first
                case "sigterm", "sighup", "sigquit", "sigusr1", "sigalrm", "sigsys":
                    // The editor has the terminal in raw mode while it waits for the name.
                    var transcript = Transcript(terminal.primary)
                    transcript.receive(until: "Al")
                    let signals = [
                        "sigterm": SIGTERM, "sighup": SIGHUP, "sigusr1": SIGUSR1, "sigalrm": SIGALRM, "sigsys": SIGSYS,
                    ]
                    kill(bmi.process.processIdentifier, signals[ending] ?? SIGQUIT)
                default: terminal.press("\r70\r175\rq\r")
                }
            })
        // SIGUSR1 and SIGALRM end the process by their default action (the status is the signal).
        let expected: Int32 =
            [
                "ctrl-c": 130, "ctrl-backslash": 131, "sigterm": 143, "sighup": 129, "sigquit": 131, "sigusr1": SIGUSR1,
                "sigalrm": SIGALRM,
                "sigsys": SIGSYS,
            ][ending] ?? 0
        #expect(run.status == expected, "\(run.transcript)")
        #expect(run.settingsKept, "\(ending)")
        // Pastes marked while the line was edited are no longer marked: the terminal was told so
        // after it was last asked to (else a shell's paste would arrive wrapped in ESC[200~).
        let lastOn = run.transcript.range(of: "\u{1B}[?2004h", options: .backwards)
        #expect(lastOn.map { run.transcript[$0.upperBound...].contains("\u{1B}[?2004l") } ?? true, "\(ending)")
    }

    /// Ctrl-Z while a line is edited (a key then), or SIGTSTP from outside: the process stops
    /// with the terminal as it was, and edits on when continued (`fg`).
    @Test(arguments: ["ctrl-z", "sigtstp"])
    func stoppedMidEdit_LeavesTheTerminalAsItWasWhileStoppedAndEditsOnWhenContinued(_ stop: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        var (isStopped, settingsWhileStopped) = (false, [UInt8]())
        let run = try session(
            [("> ", "c\r"), ("Name: ", "Al")], dataDirectory: temporary.url,
            end: { bmi, terminal in
                var transcript = Transcript(terminal.primary)
                transcript.receive(until: "Al")
                let pid = bmi.process.processIdentifier
                if stop == "ctrl-z" { terminal.press("\u{1A}") } else { kill(pid, SIGTSTP) }
                // NB: a blocking wait for the stop, as a shell's; Foundation reaps only the exit.
                var (status, waited): (Int32, pid_t) = (0, -1)
                repeat { waited = waitpid(pid, &status, WUNTRACED) } while waited == -1 && errno == EINTR
                isStopped = waited == pid && status & 0xFF == 0x7F
                settingsWhileStopped = terminal.settings()
                kill(pid, SIGCONT)
                // Drawn again when continued, with what was typed, without waiting for a key.
                let drawnAgain = transcript.receive(until: "Name: Al\u{1B}[0K")
                #expect(drawnAgain, "\(transcript.text)")
                terminal.press("ice\r70\r175\rs\rq\r")
            })
        #expect(isStopped)
        #expect(settingsWhileStopped == run.settingsBefore)
        #expect(run.status == 0, "\(run.transcript)")
        #expect(run.settingsKept)
        #expect(try savedPerson(temporary.url).contains("\"name\" : \"Alice\""))
    }

    /// A terminal marks a paste only when asked: the editor asks while it edits a line, and
    /// stops asking when the line is done, so a pasted "Ann⏎Lee" is one name.
    @Test
    func editing_AsksTheTerminalToMarkPastesWhileALineIsEdited() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try session(
            [("> ", "c\r"), ("Name: ", "\u{1B}[200~Ann\rLee\u{1B}[201~\r"), ("Weight (kg): ", "70\r")],
            dataDirectory: temporary.url,
            end: { _, terminal in terminal.press("175\rs\rq\r") })
        #expect(run.status == 0)
        let asked = run.transcript.components(separatedBy: "\u{1B}[?2004h").count - 1
        let stopped = run.transcript.components(separatedBy: "\u{1B}[?2004l").count - 1
        #expect(asked >= 5 && asked == stopped, "\(run.transcript)")
        #expect(try savedPerson(temporary.url).contains("\"name\" : \"AnnLee\""))
    }

    /// A window made narrower mid-edit: the line is drawn again at once for the new width (here
    /// scrolled, its start behind "<"), and editing goes on.
    @Test
    func resizedMidEdit_TheLineIsDrawnAgainForTheNewWidth() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try session(
            [("> ", "c\r"), ("Name: ", String(repeating: "a", count: 30))], dataDirectory: temporary.url,
            end: { bmi, terminal in
                var transcript = Transcript(terminal.primary)
                transcript.receive(until: String(repeating: "a", count: 30))
                terminal.resize(columns: 20)
                kill(bmi.process.processIdentifier, SIGWINCH)
                let drawnAgain = transcript.receive(until: "Name: <")
                #expect(drawnAgain, "\(transcript.text)")
                terminal.press("\r70\r175\rs\rq\r")
            })
        #expect(run.status == 0, "\(run.transcript)")
        #expect(try savedPerson(temporary.url).contains(String(repeating: "a", count: 30)))
    }

    /// `bmi | tee log` typed at a terminal: the log reads like the session, answers included.
    @Test
    func outputToAPipeWhileTypingAtATerminal_TheOutputHasWhatWasTyped() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let terminal = try PseudoTerminal()
        let bmi = AppProcess([], dataDirectory: temporary.url, environment: ["TERM": "xterm"])
        let output = Pipe()
        bmi.process.standardInput = terminal.secondary
        bmi.process.standardOutput = output
        bmi.process.standardError = terminal.secondary
        try bmi.process.run()
        bmi.terminate(ifRunningAfter: 60)
        try terminal.secondary.close()
        // Cooked mode (the output is not the terminal): the terminal holds each line until read.
        terminal.type("c\nAl\n70\n175\nq")
        let transcript = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bmi.process.waitUntilExit()
        #expect(bmi.process.terminationStatus == 0)
        #expect(transcript.contains("Name: Al\nWeight (kg): 70\nHeight (cm): 175\n"), "\(transcript)")
    }

    @Test
    func dumbTerminal_ReadsLinesAsTheyComeWithNoEscapeCodes() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let run = try session(
            [("> ", "c\r"), ("Name: ", "Alice\r"), ("Weight (kg): ", "70\r"), ("Height (cm): ", "175\r"), ("> ", "")],
            dataDirectory: temporary.url, environment: ["TERM": "dumb"])
        #expect(run.status == 0)
        #expect(!run.transcript.contains("\u{1B}"))
        #expect(run.transcript.contains("Name: Alice\n"))
    }
}
