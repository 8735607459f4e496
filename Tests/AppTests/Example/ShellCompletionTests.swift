import DataSource
import Foundation
import TestSupport
import Testing

/// Completion as a person meets it: an interactive bash or zsh on a pseudo-terminal, with the
/// script `bmi completions` writes loaded as the docs say, Tab pressed, then Enter. `bmi` there is
/// a shell function that prints each word it is given in `<…>`, so the test sees the words the
/// completed line makes, quoting and all.
struct ShellCompletionTests {
    /// What the shell shows after `keys` are pressed at its prompt, waiting for `expected`
    /// (a 60-second watchdog ends a shell that never shows it).
    private static let printsItsWords =
        "PS1='shell$ '\n\(AppIdentity.commandName)() { printf '<%s>' \"$@\"; echo; }\n"
    private func shell(
        _ executable: String, _ arguments: [String], in home: URL, environment: [String: String] = [:],
        pressing keys: String, until expected: String
    ) throws -> (shown: Bool, transcript: String) {
        let terminal = try PseudoTerminal()
        let shell = AppProcess(
            arguments, dataDirectory: home.appendingPathComponent("data"),
            environment: ["TERM": "xterm", "HOME": home.path, "PS1": "shell$ "].merging(environment) { $1 })
        shell.process.executableURL = URL(fileURLWithPath: executable)
        try terminal.run(shell)
        var transcript = Transcript(terminal.primary)
        transcript.receive(until: "shell$ ")
        terminal.press(keys)
        let shown = transcript.receive(until: expected)
        shell.process.terminate()
        return (shown, transcript.text)
    }

    /// A home with a completion script and a folder whose name has a space.
    private func home(_ shell: String) throws -> (TemporaryDirectory, script: URL) {
        let temporary = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: temporary.url.appendingPathComponent("my data"), withIntermediateDirectories: true)
        let functions = temporary.url.appendingPathComponent("functions")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        let script = functions.appendingPathComponent(
            shell == "zsh" ? "_\(AppIdentity.commandName)" : "completion.bash")
        let result = try AppProcess.run(
            ["completions", shell], dataDirectory: temporary.url.appendingPathComponent("d"))
        try Data(result.output.utf8).write(to: script)
        return (temporary, script)
    }

    @Test(arguments: [
        ("--data-dir MY/m\t\r", "<--data-dir><MY/my data/>"),
        ("help ca\t\r", "<help><calc>"),
    ])
    func bash_TabCompletes(typed: String, shown: String) throws {
        let (temporary, script) = try home("bash")
        defer { temporary.remove() }
        try Data(("source '\(script.path)'\n" + Self.printsItsWords).utf8)
            .write(to: temporary.url.appendingPathComponent(".bashrc"))
        let typedHere = typed.replacingOccurrences(of: "MY", with: temporary.url.path)
        let result = try shell(
            "/bin/bash", ["--rcfile", temporary.url.appendingPathComponent(".bashrc").path, "-i"], in: temporary.url,
            pressing: "\(AppIdentity.commandName) " + typedHere,
            until: shown.replacingOccurrences(of: "MY", with: temporary.url.path))
        #expect(result.shown, "\(result.transcript.suffix(300))")
    }

    /// From `fpath`, as docs/Example/cli.md says: the first Tab loads the script and completes too.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")),
        arguments: [
            ("ca\t\r", "<calc>"),
            ("help ca\t\r", "<help><calc>"),
            // zsh takes back the `/` it added when Enter follows (its auto_remove_slash).
            ("--data-dir MY/m\t\r", "<--data-dir><MY/my data>"),
        ])
    func zsh_FirstTabCompletes(typed: String, shown: String) throws {
        let (temporary, script) = try home("zsh")
        defer { temporary.remove() }
        let rc =
            "fpath=('\(script.deletingLastPathComponent().path)' $fpath)\nautoload -U compinit && compinit -u\n"
            + Self.printsItsWords
        try Data(rc.utf8).write(to: temporary.url.appendingPathComponent(".zshrc"))
        let typedHere = typed.replacingOccurrences(of: "MY", with: temporary.url.path)
        let result = try shell(
            "/usr/bin/zsh", ["-i"], in: temporary.url, environment: ["ZDOTDIR": temporary.url.path],
            pressing: "\(AppIdentity.commandName) " + typedHere,
            until: shown.replacingOccurrences(of: "MY", with: temporary.url.path))
        #expect(result.shown, "\(result.transcript.suffix(300))")
    }
}
