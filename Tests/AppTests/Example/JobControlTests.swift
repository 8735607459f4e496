import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `bmi` run from an interactive shell with job control, on a pseudo-terminal the shell has as its
/// controlling one: what a person gets from Ctrl-Z, `bg` and `fg`.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid")))
struct JobControlTests {
    /// Presses each step's keys, then waits for the last thing they bring. NB: one wait per key,
    /// for that last thing: what comes after it may arrive in the same read, and a wait looks
    /// only at what comes later.
    private func press(_ steps: [(String, String)], on terminal: PseudoTerminal, reading transcript: inout Transcript) {
        for (keys, last) in steps {
            terminal.press(keys)
            transcript.receive(until: last)
        }
    }

    /// The saved person file, `nil` when nothing was saved.
    private func savedPerson(_ dataDirectory: URL) -> String? {
        try? String(contentsOf: dataDirectory.appendingPathComponent("person.json"), encoding: .utf8)
    }

    /// Ctrl-Z, `bg`, a command typed to the shell, then `fg`: in the background `bmi` waits,
    /// stopped, as any program that uses the terminal does ("Stopped (tty output)"), and edits
    /// on after `fg`. It does not take the shell's keys as its own end, nor put the terminal in
    /// raw mode under the shell.
    @Test
    func sentToTheBackgroundMidEdit_WaitsStoppedUntilBroughtBack() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let terminal = try PseudoTerminal()
        // NB: `setsid --ctty` makes the terminal the shell's controlling one, so it has job control;
        // `notify` has it report a job's stop at once, not at its next prompt, so the test can wait
        // for the stop before it types `fg`.
        let shell = AppProcess(
            ["--ctty", "--wait", "/bin/bash", "--norc", "--noprofile", "-o", "notify", "-i"],
            dataDirectory: temporary.url,
            environment: ["TERM": "xterm", "PS1": "shell$ ", "HISTFILE": "/dev/null"])
        shell.process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        // NB: the child inherits this thread's signal mask, and a test runs on a Dispatch thread,
        // which blocks nearly every signal: a shell started so gives its jobs that mask too, not
        // the empty one a shell in a terminal window has.
        var (nothing, previous) = (sigset_t(), sigset_t())
        sigemptyset(&nothing)
        pthread_sigmask(SIG_SETMASK, &nothing, &previous)
        try terminal.run(shell)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        var transcript = Transcript(terminal.primary)
        transcript.receive(until: "shell$ ")
        terminal.endSession(ifRunningAfter: 60)
        // Keys, and the last thing each brings.
        let steps = [
            ("'\(AppProcess.executableURL.path)'\r", "> \u{1B}[0K"), ("c\r", "Name: \u{1B}[0K"), ("Al", "Al"),
            ("\u{1A}", "shell$ "),
            // Stopped again as soon as it would use the terminal (`notify`: the shell says so at once).
            ("bg\r", "Stopped"), ("echo typed-to-the-$((1 + 1))\r", "typed-to-the-2"),
            // Back in the foreground: the line drawn again, and each answer after its prompt.
            ("fg\r", "Name: Al\u{1B}[0K"), ("ice\r", "Weight (kg): \u{1B}[0K"), ("70\r", "Height (cm): \u{1B}[0K"),
            ("175\r", "> \u{1B}[0K"), ("s\r", "> \u{1B}[0K"), ("q\r", "Goodbye"),
        ]
        press(steps, on: terminal, reading: &transcript)
        terminal.press("exit\r")
        transcript.readToEnd()
        shell.process.waitUntilExit()
        #expect(shell.process.terminationStatus == 0)
        #expect(savedPerson(temporary.url)?.contains("\"name\" : \"Alice\"") == true, "\(transcript.text)")
    }

    /// Run with no job-control shell (`xterm -e bmi`, `ssh -t`, here `setsid`): Ctrl-Z does
    /// nothing, as for any program run so, rather than stop it with no `fg` to bring it back.
    @Test
    func ctrlZWithNoShellToBringItBack_DoesNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let terminal = try PseudoTerminal()
        let bmi = AppProcess(
            ["--ctty", "--wait", AppProcess.executableURL.path], dataDirectory: temporary.url,
            environment: ["TERM": "xterm"])
        bmi.process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        try terminal.run(bmi)
        var transcript = Transcript(terminal.primary)
        transcript.receive(until: "> \u{1B}[0K")
        terminal.endSession(ifRunningAfter: 60)
        let steps = [
            ("c\r", "Name: \u{1B}[0K"), ("Al\u{1A}", "Name: Al\u{1B}[0K"), ("ice\r", "Weight (kg): \u{1B}[0K"),
            ("70\r", "Height (cm): \u{1B}[0K"), ("175\r", "> \u{1B}[0K"), ("s\r", "> \u{1B}[0K"),
        ]
        press(steps, on: terminal, reading: &transcript)
        terminal.press("q\r")
        transcript.readToEnd()
        bmi.process.waitUntilExit()
        #expect(bmi.process.terminationStatus == 0, "\(transcript.text)")
        #expect(savedPerson(temporary.url)?.contains("\"name\" : \"Alice\"") == true, "\(transcript.text)")
    }
}
