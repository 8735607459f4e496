import DataSource
import Foundation
import TestSupport
import Testing

/// What the built binary writes to a real terminal, a full device or a closed pipe, and where it
/// keeps files when only `HOME` says where home is.
struct OutputTrustTests {
    private func inTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        return try body(temporary.url)
    }

    @Test
    func saveThenShow_NameWithEscapes_NeverReachesTheTerminalRaw() throws {
        try inTemporaryDirectory { root in
            let data = root.appendingPathComponent("data")
            let save = try AppProcess.run(
                ["save", "--name", "\u{1B}]2;X\u{7}\u{1B}[2JBMI 99", "--weight", "70", "--height", "175"],
                dataDirectory: data)
            #expect(save.status == 65)
            #expect(!(save.output + save.error).contains("\u{1B}"))
            // A person.json edited by hand with the same name.
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let json = Data("{\"height\":175,\"name\":\"\\u001b]2;X\\u0007\\u001b[2J\",\"weight\":70}".utf8)
            try json.write(to: data.appendingPathComponent("person.json"))
            let show = try AppProcess.run(["show"], dataDirectory: data)
            #expect(show.status == 65)
            #expect(!(show.output + show.error).contains("\u{1B}"))
            #expect(try Data(contentsOf: data.appendingPathComponent("person.json")) == json)
        }
    }

    @Test
    func output_DeviceIsFull_Exits74WithALineOnStandardError() throws {
        try inTemporaryDirectory { root in
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let run = try AppProcess.run(
                ["calc", "--weight", "70", "--height", "175"], standardOutput: full,
                dataDirectory: root.appendingPathComponent("data"))
            #expect(run.status == 74)
            #expect(run.error.hasPrefix("\(AppIdentity.commandName): "))
            #expect(run.error.filter { $0 == "\n" }.count == 1)
        }
    }

    /// A save that went through says so when its report cannot be printed: a script that tried
    /// again on the failure would save twice.
    @Test
    func save_DeviceIsFull_SaysTheSaveIsDone() throws {
        try inTemporaryDirectory { root in
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let data = root.appendingPathComponent("data")
            let run = try AppProcess.run(
                ["save", "--name", "A", "--weight", "70", "--height", "175"], standardOutput: full,
                dataDirectory: data)
            #expect(run.status == 74)
            #expect(run.error.contains("The save is done"), "\(run.error)")
            let history = try String(contentsOf: data.appendingPathComponent("history.jsonl"), encoding: .utf8)
            #expect(history.split(separator: "\n").count == 1)
        }
    }

    @Test
    func output_ReaderHasGone_NoMessageAndTheStatusGitLogGives() throws {
        try inTemporaryDirectory { root in
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()  // as `| head -0` would
            let run = try AppProcess.run(
                ["calc", "--weight", "70", "--height", "175"], standardOutput: pipe.fileHandleForWriting,
                dataDirectory: root.appendingPathComponent("data"))
            // 128 + SIGPIPE: what a shell reports for `git log | head -1`, whose git a SIGPIPE ends.
            #expect(run.status == 141)
            #expect(run.error.isEmpty)
        }
    }

    @Test
    func history_ReaderLeavesAfterTheFirstLine_StopsWritingAndEnds141() throws {
        try inTemporaryDirectory { root in
            let data = root.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            // More than a pipe holds (64 KiB): the reader leaves while there is more to write.
            let lines = (0..<3_000).map { index in
                let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600).formatted(.iso8601)
                return #"{"date":"\#(date)","height":175,"id":"\#(UUID().uuidString)","name":"A","weight":70}"#
            }
            try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: data.appendingPathComponent("history.jsonl"))
            let run = try AppProcess.runInShell(
                #"{ "$0" history; echo "status $?" >&2; } | head -1"#, dataDirectory: data)
            #expect(run.output == "History: every record (more than 1000), newest first\n")
            #expect(run.error == "status 141\n")
        }
    }

    @Test
    func home_IsHOME_ForTheDefaultDataDirectoryAndALeadingTilde() throws {
        try inTemporaryDirectory { root in
            let home = root.appendingPathComponent("home")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let environment = ["HOME": home.path, AppIdentity.dataDirectoryVariable: ""]
            let save = ["save", "--name", "A", "--weight", "70", "--height", "175"]
            _ = try AppProcess.run(save, dataDirectory: root, environment: environment)
            let defaultFile = home.appendingPathComponent(".local/share/\(AppIdentity.commandName)/person.json")
            #expect(FileManager.default.fileExists(atPath: defaultFile.path))
            _ = try AppProcess.run(save + ["--data-dir", "~/elsewhere"], dataDirectory: root, environment: environment)
            #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("elsewhere/person.json").path))
            _ = try AppProcess.run(
                save, dataDirectory: root,
                environment: ["HOME": home.path, AppIdentity.dataDirectoryVariable: "~/variable"])
            #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("variable/person.json").path))
        }
    }

    @Test
    func save_HistoryAppendCutShortByAFileSizeLimit_NothingSavedAndNoPartLine() throws {
        try inTemporaryDirectory { root in
            let data = root.appendingPathComponent("data")
            for weight in 60..<69 {
                _ = try AppProcess.run(
                    ["save", "--name", "A", "--weight", "\(weight)", "--height", "175"], dataDirectory: data)
            }
            let history = data.appendingPathComponent("history.jsonl")
            let (historyBefore, personBefore) = (
                try Data(contentsOf: history), try Data(contentsOf: data.appendingPathComponent("person.json"))
            )
            #expect(historyBefore.count > 1_000 && historyBefore.count < 1_024)
            // A 1 KiB file size limit: bmi ignores SIGXFSZ, so the append is cut short (EFBIG) rather
            // than the process killed with part of a line written.
            let run = try AppProcess.runInShell(
                #"ulimit -f 1; exec "$0" save --name B --weight 81 --height 180"#, dataDirectory: data)
            #expect(run.status == 74)
            #expect(run.error.contains("Nothing was saved"))
            #expect(try Data(contentsOf: history) == historyBefore)
            #expect(try Data(contentsOf: data.appendingPathComponent("person.json")) == personBefore)
        }
    }

    @Test
    func session_ReaderGoneBeforeTheFirstLine_EndsWithoutActingOnInput() throws {
        try inTemporaryDirectory { root in
            let data = root.appendingPathComponent("data")
            _ = try AppProcess.run(["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: data)
            let history = data.appendingPathComponent("history.jsonl")
            let before = try Data(contentsOf: history)
            let session = AppProcess([], dataDirectory: data)
            let (input, output) = (Pipe(), Pipe())
            try output.fileHandleForReading.close()  // as `bmi | head -0`
            session.process.standardInput = input
            session.process.standardOutput = output.fileHandleForWriting
            session.process.standardError = FileHandle.nullDevice
            try session.process.run()
            session.terminate(ifRunningAfter: 60)
            try input.fileHandleForWriting.write(contentsOf: Data("h\nd 1\nq\n".utf8))
            try input.fileHandleForWriting.close()
            session.process.waitUntilExit()
            #expect(session.process.terminationStatus == 0)
            #expect(try Data(contentsOf: history) == before)  // nothing deleted blind
        }
    }

    @Test
    func saveJournalThatIsADirectory_KeptAsideByTheNextSaveWhichGoesOn() throws {
        try inTemporaryDirectory { root in
            let data = root.appendingPathComponent("data")
            try FileManager.default.createDirectory(
                at: data.appendingPathComponent(".save-journal.json"), withIntermediateDirectories: true)
            let show = try AppProcess.run(["show"], dataDirectory: data)
            #expect(show.status == 0, "\(show.error)")
            let save = try AppProcess.run(
                ["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: data)
            #expect(save.status == 0, "\(save.error)")
            let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
            #expect(names.contains { $0.hasPrefix(".save-journal.json.corrupt-") })
        }
    }
}
