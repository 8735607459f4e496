import DataSource
import Foundation
import TestSupport
import Testing

/// Files under faults, as the built binary meets them.
struct FaultTests {
    @Test
    func saveUnderUmask000_DirectoryIs0700AndEveryFile0600() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let result = try AppProcess.runInShell(
            #"umask 000; exec "$0" save --name A --weight 70 --height 175"#, dataDirectory: data)
        #expect(result.status == 0)
        #expect(try permissions(data) == 0o700)
        for name in try FileManager.default.contentsOfDirectory(atPath: data.path) {
            #expect(try permissions(data.appendingPathComponent(name)) == 0o600, "\(name)")
        }
    }

    /// A data file someone opened up (chmod 666) is private again after the next save: the
    /// history (only ever appended to by a save) and the lock file as much as the files replaced
    /// whole.
    @Test
    func saveAfterFilesWereOpenedUp_EveryFileIs0600Again() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let save = ["save", "--name", "A", "--weight", "70", "--height", "175"]
        #expect(try AppProcess.run(save, dataDirectory: temporary.url).status == 0)
        for name in ["history.jsonl", "person.json", ".lock"] {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o666], ofItemAtPath: temporary.url.appendingPathComponent(name).path)
        }
        #expect(try AppProcess.run(save, dataDirectory: temporary.url).status == 0)
        for name in ["history.jsonl", "person.json", ".lock"] {
            #expect(try permissions(temporary.url.appendingPathComponent(name)) == 0o600, "\(name)")
        }
    }

    @Test
    func sessionWithStandardInputClosed_EndsAsAtTheEndOfInput() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try AppProcess.runInShell(#"exec "$0" <&-"#, dataDirectory: temporary.url)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("Goodbye.\n"))
    }

    @Test
    func saveWithStandardOutputClosed_SavesAndWritesNoMessageIntoTheData() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let result = try AppProcess.runInShell(
            #"exec "$0" save --name A --weight 70 --height 175 >&-"#, dataDirectory: data)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let history = try String(contentsOf: data.appendingPathComponent("history.jsonl"), encoding: .utf8)
        #expect(history.split(separator: "\n").allSatisfy { $0.hasPrefix("{") })
        let person = try String(contentsOf: data.appendingPathComponent("person.json"), encoding: .utf8)
        #expect(person.hasPrefix("{"))
    }

    @Test
    func dataDirectoryCannotBeMade_Exits74NamingThePath() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        // /proc refuses new directories even to root, unlike a chmod'ed folder.
        let result = try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "175", "--data-dir", "/proc/bmi-test"],
            dataDirectory: temporary.url
        )
        #expect(result.status == 74)
        // The reason is the folder's, not "No such file or directory" (what /proc answers).
        #expect(result.error.hasPrefix("\(AppIdentity.commandName): Refused to use /proc: the system makes no file"))
        #expect(result.error.hasSuffix("Nothing was read or written through it.\n"))
    }

    @Test
    func dataDirectoryIsAFile_SessionSaysSoKeepsWhatWasTypedAndQuits() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = temporary.url.appendingPathComponent("data")
        try Data("mine".utf8).write(to: file)
        let result = try AppProcess.run(input: "c\nAlice\n70\n175\ns\ns\nq\n", dataDirectory: file)
        #expect(result.status == 0)
        let message =
            "\(file.path) is not a directory. Choose another with --data-dir or \(AppIdentity.dataDirectoryVariable).\n"
        // Said on Home (the history cannot be read), on the BMI screen and at each failed save.
        let said = result.error.components(separatedBy: message)
        #expect(said.count - 1 == 4)
        #expect(said.allSatisfy { $0.isEmpty })
        // The values typed are still on the screen to retry with: the BMI line came before, and
        // the menu is offered again after each failed save.
        #expect(result.output.components(separatedBy: "> ").count == 5)
        #expect(try Data(contentsOf: file) == Data("mine".utf8))
    }

    private func permissions(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
