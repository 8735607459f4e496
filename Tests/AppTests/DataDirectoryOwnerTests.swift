import DataSource
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The data directory belongs to the person running bmi: in a folder others can write, a file or
/// link someone else put there is refused rather than read or written through.
struct DataDirectoryOwnerTests {
    private let save = ["save", "--name", "A", "--weight", "70", "--height", "175"]

    /// A data directory in a fresh temporary folder, and a file outside it standing for `.bashrc`.
    private func prepared() throws -> (TemporaryDirectory, data: URL, target: URL) {
        let temporary = try TemporaryDirectory()
        let data = temporary.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        #expect(chmod(data.path, 0o700) == 0)
        let target = temporary.url.appendingPathComponent("bashrc")
        try Data("export PATH\n".utf8).write(to: target)
        return (temporary, data, target)
    }

    @Test(arguments: ["history.jsonl", ".lock", "person.json"])
    func aDataFileIsASymbolicLink_SaveIsRefusedAndNothingIsWrittenThroughIt(name: String) throws {
        let (temporary, data, target) = try prepared()
        defer { temporary.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: data.appendingPathComponent(name).path, withDestinationPath: target.path)
        let run = try AppProcess.run(save, dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains("\(name): it is a symbolic link"))
        #expect(run.error.contains("Nothing was read or written"))
        #expect(try String(contentsOf: target, encoding: .utf8) == "export PATH\n")
        let saved = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0 != name }
        #expect(saved.allSatisfy { $0 == ".lock" }, "\(saved)")
    }

    @Test
    func personFileIsASymbolicLink_ShowRefusesToReadIt() throws {
        let (temporary, data, target) = try prepared()
        defer { temporary.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: data.appendingPathComponent("person.json").path, withDestinationPath: target.path)
        let run = try AppProcess.run(["show"], dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains("person.json: it is a symbolic link"))
    }

    @Test(arguments: [0o777, 0o1777, 0o770])
    func othersCanWriteTheDataDirectory_EveryCommandIsRefusedSayingHowToFixIt(mode: Int) throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        #expect(chmod(data.path, mode_t(mode)) == 0)
        for arguments in [save, ["show"], ["history"]] {
            let run = try AppProcess.run(arguments, dataDirectory: data)
            #expect(run.status == 74, "\(arguments)")
            #expect(run.error.contains("other users can write to it"), "\(arguments)")
            #expect(run.error.contains("chmod 700 \(data.path)"), "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a folder to another user"))
    func anotherUserOwnsTheDataDirectory_SaveIsRefused() throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        #expect(chown(data.path, 65534, 65534) == 0)
        let run = try AppProcess.run(save, dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains("belongs to another user (uid 65534)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func anotherUserOwnsTheHistory_SaveIsRefusedAndTheFileUnchanged() throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        let history = data.appendingPathComponent("history.jsonl")
        try Data().write(to: history)
        #expect(chown(history.path, 65534, 65534) == 0)
        let run = try AppProcess.run(save, dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains("history.jsonl: it belongs to another user (uid 65534)"))
        #expect(try Data(contentsOf: history).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("person.json").path))
    }

    @Test(arguments: ["--data-dir", "variable"])
    func dataDirectoryPathIsNotUTF8_RefusedAndNothingIsWrittenAnywhere(source: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        // A path with the byte 0xFF, which no UTF-8 text holds: only a shell can pass it.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        let path = "\"$(printf '%s/\\377' \"$1\")\""
        shell.arguments = [
            "-c",
            source == "variable"
                ? "\(AppIdentity.dataDirectoryVariable)=\(path) exec \"$0\" save --name A --weight 70 --height 175"
                : "exec \"$0\" save --name A --weight 70 --height 175 --data-dir \(path)",
            AppProcess.executableURL.path, temporary.url.path,
        ]
        shell.environment = ["PATH": "/usr/bin:/bin", "HOME": temporary.url.path]
        let error = Pipe()
        shell.standardError = error
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 64)
        #expect(message.contains("is not valid UTF-8"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).isEmpty)
    }
}
