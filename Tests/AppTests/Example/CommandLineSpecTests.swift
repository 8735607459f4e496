import DataSource
import Foundation
import TestSupport
import Testing

/// What is written from the command spec, through the built binary: completions that a real bash
/// runs, and the man page and options table docs/ keeps, which must not drift from the spec.
struct CommandLineSpecTests {
    /// The repository's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func run(_ arguments: [String]) throws -> AppProcess.Result {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        return try AppProcess.run(arguments, dataDirectory: temporary.url.appendingPathComponent("data"))
    }

    /// What bash completes for `line` (the last word being typed) with the script sourced.
    private func bashCompletes(_ line: String, script: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "--norc", "-c",
            """
            source "$1"
            read -ra COMP_WORDS <<< "$2"
            [[ $2 == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            _\(AppIdentity.commandName)_complete
            echo "${COMPREPLY[*]}"
            """,
            "bash", script.path, line,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test
    func completions_Bash_CompletesCommandsOptionsAndChoices() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let script = temporary.url.appendingPathComponent("completion.bash")
        let result = try AppProcess.run(["completions", "bash"], dataDirectory: temporary.url)
        #expect(result.status == 0)
        try Data(result.output.utf8).write(to: script)
        let name = AppIdentity.commandName
        #expect(try bashCompletes("\(name) ca", script: script) == "calc")
        #expect(try bashCompletes("\(name) calc --u", script: script) == "--unit")
        #expect(try bashCompletes("\(name) calc --unit ", script: script) == "metric imperial")
        #expect(try bashCompletes("\(name) settings --tutorial o", script: script) == "on off")
        #expect(try bashCompletes("\(name) completions ", script: script) == "bash zsh fish")
        #expect(try bashCompletes("\(name) --col", script: script) == "--color")
    }

    @Test(arguments: ["zsh", "fish"])
    func completions_OtherShells_NameEveryCommand(shell: String) throws {
        let result = try run(["completions", shell])
        #expect(result.status == 0)
        for command in ["calc", "save", "show", "history", "settings", "completions", "help"] {
            #expect(result.output.contains(command))
        }
    }

    @Test
    func manPage_InDocs_IsTheOneTheSpecWrites() throws {
        let result = try run(["help", "--man"])
        #expect(result.status == 0)
        let kept = try String(
            contentsOf: Self.root.appendingPathComponent("docs/Example/\(AppIdentity.commandName).1"), encoding: .utf8)
        #expect(
            kept == result.output,
            "docs/Example/\(AppIdentity.commandName).1 drifted from the spec: swift run \(AppIdentity.commandName) help --man > docs/Example/\(AppIdentity.commandName).1"
        )
    }

    @Test
    func manPage_HasADateFilesForEveryDataFileAndTheSessionKeys() throws {
        let roff = try run(["help", "--man"]).output
        #expect(roff.contains(#".TH \#(AppIdentity.commandName.uppercased()) 1 "20"#))
        #expect(!roff.contains("\n.br\n"))
        // As roff escapes them: `\&` before a leading dot, `\-` for a dash.
        for name in [
            "person.json", "history.jsonl", "settings.json", #"\&.save\-journal.json"#, #"\&.history\-order"#,
            #"\&.lock"#,
        ] {
            #expect(roff.contains(".B \(name)\n"), "\(name)")
        }
        #expect(roff.contains(".SH SESSION KEYS"))
        #expect(!roff.contains("appended to only"))
    }

    @Test
    func manPageFiles_NameEveryFileARunLeavesInTheDataDirectory() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        for arguments in [
            ["save", "--name", "Ann", "--weight", "70", "--height", "170"], ["goal", "--weight", "65"],
            ["settings", "--unit", "imperial"], ["history", "--limit", "1"],
        ] {
            #expect(try AppProcess.run(arguments, dataDirectory: data).status == 0)
        }
        let roff = try run(["help", "--man"]).output
        let kept = try FileManager.default.contentsOfDirectory(atPath: data.path)
        #expect(kept.count >= 6, "\(kept)")
        for name in kept {
            let escaped = name.replacing("-", with: #"\-"#)
            #expect(roff.contains(".B \(name.hasPrefix(".") ? #"\&"# + escaped : escaped)\n"), "\(name)")
        }
        // And what a run leaves only when cut short: a write under way, a file set aside.
        #expect(roff.contains(#".B \&.<file>.XXXXXX"#))
        #expect(roff.contains(#".B <file>.corrupt\-<UTC time>"#))
    }

    @Test
    func optionsTable_InCliDoc_IsTheOneTheSpecWrites() throws {
        let result = try run(["help", "--markdown"])
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/Example/cli.md"), encoding: .utf8)
        let begin =
            "<!-- written by `\(AppIdentity.commandName) help --markdown`: options, environment, exit status, files -->\n"
        let end = "<!-- end of what `\(AppIdentity.commandName) help --markdown` writes -->"
        let table = doc.components(separatedBy: begin).dropFirst().first?.components(separatedBy: end).first
        #expect(
            table == result.output,
            "docs/Example/cli.md's tables drifted from the spec: paste `swift run \(AppIdentity.commandName) help --markdown` between its markers"
        )
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man")))
    func manPage_RendersWithMan() throws {
        let man = Process()
        man.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        man.arguments = [
            "man", "-l", Self.root.appendingPathComponent("docs/Example/\(AppIdentity.commandName).1").path,
        ]
        man.environment = ["PATH": "/usr/bin:/bin", "MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"]
        let output = Pipe()
        man.standardOutput = output
        man.standardError = Pipe()
        try man.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        man.waitUntilExit()
        #expect(man.terminationStatus == 0)
        #expect(text.contains("calc"))
        #expect(text.contains("EXIT STATUS"))
    }

    /// zsh loads the same function through bashcompinit; where zsh is installed, it must complete
    /// as bash does (zsh reads some bash expansions differently).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func completions_Zsh_CompletesThroughBashcompinit() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let script = temporary.url.appendingPathComponent("_\(AppIdentity.commandName)")
        try Data(try run(["completions", "zsh"]).output.utf8).write(to: script)
        let zsh = Process()
        zsh.executableURL = URL(fileURLWithPath: "/usr/bin/zsh")
        zsh.arguments = [
            "-f", "-c",
            """
            autoload -U compinit && compinit -u
            source "$1"
            # As bashcompinit's wrapper calls it: in sh emulation, arrays from 0.
            complete_words() {
                emulate -L sh; setopt kshglob noshglob braceexpand
                COMP_WORDS=(\(AppIdentity.commandName) calc --u); COMP_CWORD=2
                _\(AppIdentity.commandName)_complete
                print -r -- "${COMPREPLY[*]}"
            }
            complete_words
            """,
            "zsh", script.path,
        ]
        let (output, error) = (Pipe(), Pipe())
        zsh.standardOutput = output
        zsh.standardError = error
        try zsh.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        zsh.waitUntilExit()
        // zsh filters the words by what was typed itself; the function offers calc's options.
        let offered = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(offered.contains("--unit"))
        #expect(!offered.contains("--limit"))
        #expect(problems.isEmpty)
    }
}
