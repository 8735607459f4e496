import DataSource
import Foundation
import TestSupport
import Testing

/// `export` and `history --json` write while they read the history, to a reader that may pause
/// (`bmi export | less`): they hold the file open, not the data directory's lock, so every other
/// `bmi` goes on meanwhile, and what they write is the history as it was when they started.
struct StreamingBinaryTests {
    /// Enough records that their output fills a pipe many times over.
    private static func history(_ count: Int) -> Data {
        let lines = (1...count).map { number in
            let date = Date(timeIntervalSince1970: 1_420_070_400 + Double(number * 3600)).ISO8601Format()
            let id = String(repeating: "0", count: 12 - String(number).count) + String(number)
            return "{\"date\":\"\(date)\",\"height\":175,\"id\":\"00000000-0000-0000-0000-\(id)\",\"name\":\"Ann\","
                + "\"weight\":70}\n"
        }
        return Data(lines.joined().utf8)
    }

    @Test(arguments: [["export"], ["history", "--json"]])
    func aReaderThatPauses_DoesNotStopAnotherBMI(arguments: [String]) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "Ann", "--weight", "70", "--height", "175"], dataDirectory: data)
        try Self.history(5_000).write(to: data.appendingPathComponent("history.jsonl"))
        let reader = AppProcess(arguments, dataDirectory: data, environment: ["TZ": "UTC"])
        let output = Pipe()
        reader.process.standardOutput = output
        reader.process.standardError = FileHandle.nullDevice
        try reader.process.run()
        reader.terminate(ifRunningAfter: 60)
        // Its first bytes: it is writing, and stays blocked on the full pipe while nobody reads.
        var transcript = Transcript(output.fileHandleForReading.fileDescriptor)
        let hasBegun = transcript.receive(until: arguments == ["export"] ? "date,name" : "[{")
        #expect(hasBegun)
        let save = try AppProcess.run(
            ["save", "--name", "Zed", "--weight", "80", "--height", "180"], dataDirectory: data)
        #expect(save.status == 0, "\(save.error)")
        // A deletion writes the history again and renames it over the one being read.
        let deletion = try AppProcess.run(input: "h\nd 1\ny\nq\n", dataDirectory: data)
        #expect(deletion.output.contains("Deleted record 1"))
        transcript.readToEnd()
        reader.process.waitUntilExit()
        #expect(reader.process.terminationStatus == 0)
        // Every record that was there when it began, and not the one saved meanwhile.
        #expect(transcript.text.components(separatedBy: "Ann").count - 1 == 5_000)
        #expect(!transcript.text.contains("Zed"))
        let after = try AppProcess.run(["history", "--json"], dataDirectory: data)
        #expect(!after.output.contains("\"name\":\"Zed\""))  // the newest, deleted
        #expect(after.output.components(separatedBy: "\"name\":\"Ann\"").count - 1 == 5_000)
    }

    /// `--output` is written a part at a time into a file beside it, which takes the name only when
    /// whole: a write cut short (here by a file-size limit) leaves the file as it was, and no
    /// part behind.
    @Test
    func exportOutput_CutShort_LeavesTheFileAsItWasAndNoPartBehind() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "Ann", "--weight", "70", "--height", "175"], dataDirectory: data)
        try Self.history(100).write(to: data.appendingPathComponent("history.jsonl"))
        let output = temporary.url.appendingPathComponent("out.csv")
        try Data("kept\n".utf8).write(to: output)
        let run = try AppProcess.runInShell(
            #"ulimit -f 4; exec "$0" export --output "$1""#, arguments: [output.path], dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains("out.csv"))
        #expect(try Data(contentsOf: output) == Data("kept\n".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).sorted() == ["data", "out.csv"])
        // Without the limit, the whole export.
        let whole = try AppProcess.run(["export", "--output", output.path], dataDirectory: data)
        #expect(whole.status == 0)
        #expect(try String(decoding: Data(contentsOf: output), as: UTF8.self).split(separator: "\n").count == 101)
    }

    /// A file name that is not UTF-8 reaches the program with U+FFFD in place of its bytes: another
    /// name. It is refused, saying how to read or write such a file, and no other file is made.
    @Test
    func aFileNameThatIsNotUTF8_IsRefusedNotReplacedByAnother() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "Ann", "--weight", "70", "--height", "175"], dataDirectory: data)
        let export = try AppProcess.runInShell(
            #"cd "$1" && exec "$0" export --output "$(printf 'out\377.csv')""#, arguments: [temporary.url.path],
            dataDirectory: data)
        #expect(export.status == 64)
        #expect(export.error.contains("--output must be the path of a file (not empty), named in UTF-8"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path) == ["data"])
        let importing = try AppProcess.runInShell(
            #"cd "$1" && "$0" export > "$(printf 'in\377.csv')" && exec "$0" import "$(printf 'in\377.csv')""#,
            arguments: [temporary.url.path], dataDirectory: data)
        #expect(importing.status == 64)
        #expect(importing.error.contains("give - and use < or >"))
        let piped = try AppProcess.runInShell(
            #"cd "$1" && exec "$0" import - < "$(printf 'in\377.csv')""#, arguments: [temporary.url.path],
            dataDirectory: data)
        #expect(piped.status == 0)
        #expect(piped.output.contains("1 already in the history"), "\(piped.output)")
    }

    /// An import holds the file to write it all or none: one larger than it can hold is refused
    /// before it is read whole, and nothing is written.
    @Test
    func importOfAFileLargerThan64MiB_IsRefusedAndNothingWritten() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let large = temporary.url.appendingPathComponent("large.csv")
        try Data("date,name,weight_kg,height_cm,bmi\n".utf8).write(to: large)
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)
        try handle.close()
        let run = try AppProcess.run(["import", large.path], dataDirectory: data)
        #expect(run.status == 65)
        #expect(run.error.contains("larger than 64 MiB"))
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    /// `/dev/stdout` and `/proc/self/fd/1` lead to whatever the shell set up: `>> log.txt` asked to
    /// add to the log, and replacing the file behind the link lost it. They are refused.
    @Test(arguments: [
        "/dev/stdout", "/proc/self/fd/1", "/dev/fd/1", "/dev/fd/../fd/1", "/proc/self/task/../fd/1", "LOG",
    ])
    func exportOutput_OneOfItsOwnOpenFiles_RefusedAndTheFileBehindItKept(path: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "Ann", "--weight", "70", "--height", "175"], dataDirectory: data)
        let log = temporary.url.appendingPathComponent("log.txt")
        try Data("precious log line\n".utf8).write(to: log)
        let run = try AppProcess.runInShell(
            #"exec "$0" export --output "$1" >> "$2""#, arguments: [path == "LOG" ? log.path : path, log.path],
            dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains("own open files"))
        #expect(try String(contentsOf: log, encoding: .utf8) == "precious log line\n")
    }

    /// Something other than bmi (an editor saving in place, `cat > history.jsonl`) changes the file
    /// an export is reading: what was written is not the history as it was, and it says so, ending
    /// 74, rather than end 0 with a mix or a part.
    @Test(arguments: ["made shorter", "written over in place", "written over, its time set back"])
    func theHistoryChangedInPlaceWhileRead_IsSaidAndTheExportFails(change: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(["save", "--name", "Ann", "--weight", "70", "--height", "175"], dataDirectory: data)
        let history = data.appendingPathComponent("history.jsonl")
        let original = Self.history(20_000)
        try original.write(to: history)
        let reader = AppProcess(["export"], dataDirectory: data, environment: ["TZ": "UTC"])
        let (output, error) = (Pipe(), Pipe())
        reader.process.standardOutput = output
        reader.process.standardError = error
        try reader.process.run()
        reader.terminate(ifRunningAfter: 60)
        var transcript = Transcript(output.fileHandleForReading.fileDescriptor)
        let hasBegun = transcript.receive(until: "date,name")
        #expect(hasBegun)
        // In place: the same file, not another renamed over it.
        let modified = try FileManager.default.attributesOfItem(atPath: history.path)[.modificationDate]
        let handle = try FileHandle(forWritingTo: history)
        if change == "made shorter" {
            try handle.truncate(atOffset: UInt64(original.count / 2))
        } else {
            try handle.write(
                contentsOf: Data(
                    String(decoding: original, as: UTF8.self).replacingOccurrences(
                        of: "Ann", with: "Zed"
                    ).utf8))
        }
        try handle.close()
        if change == "written over, its time set back", let modified {
            // As `touch -r` sets it: the change time still moves, and is what tells.
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: history.path)
        }
        transcript.readToEnd()
        reader.process.waitUntilExit()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(reader.process.terminationStatus == 74)
        #expect(message.contains("was changed while it was read"))
    }

    /// Local mean time had offsets of seconds (Monrovia -00:44:30 until 1972): such a moment is
    /// exported in UTC, since an offset of whole minutes would move it, and each round trip moved
    /// it 30 s further (and made a duplicate).
    @Test(arguments: [
        ("Africa/Monrovia", "1920-06-01T09:14:30+00:00"), ("Europe/Amsterdam", "1920-06-01T07:10:28+00:00"),
    ])
    func aMomentWhoseOffsetHasSeconds_IsExportedInUTCAndReadBackAsItWas(zone: String, exported: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (from, into) = (temporary.url.appendingPathComponent("from"), temporary.url.appendingPathComponent("into"))
        let environment = ["TZ": zone]
        _ = try AppProcess.run(
            ["save", "--name", "T", "--weight", "70", "--height", "170", "--date", "1920-06-01T08:30"],
            dataDirectory: from,
            environment: environment)
        let first = try AppProcess.run(["export"], dataDirectory: from, environment: environment).output
        #expect(first.contains(exported), "\(first)")
        let file = temporary.url.appendingPathComponent("m.csv")
        try Data(first.utf8).write(to: file)
        #expect(try AppProcess.run(["import", file.path], dataDirectory: into, environment: environment).status == 0)
        #expect(try AppProcess.run(["export"], dataDirectory: into, environment: environment).output == first)
        let again = try AppProcess.run(["import", file.path], dataDirectory: from, environment: environment)
        #expect(again.output.contains("Imported 0 records"))
    }

    /// Standard input is read as bytes to its end, at most 64 MiB: `/dev/zero` (no line end ever)
    /// had been read into memory without end; bytes that are not UTF-8 are refused, not replaced.
    @Test
    func importOfStandardInput_EndlessOrNotUTF8_IsRefusedAndNothingWritten() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let endless = try AppProcess.runInShell(#"exec "$0" import --dry-run - < /dev/zero"#, dataDirectory: data)
        #expect(endless.status == 65)
        #expect(endless.error.contains("Standard input is larger than 64 MiB"))
        let latin1 = try AppProcess.runInShell(
            #"printf 'date,name,weight_kg,height_cm\n2026-11-01T10:00:00Z,Andr\351,70,175\n' | exec "$0" import -"#,
            dataDirectory: data)
        #expect(latin1.status == 65)
        #expect(latin1.error.contains("Standard input is not UTF-8 text"))
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }
}
