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
        let path = #""$(printf '%s/\377' "$1")""#
        let run = try AppProcess.runInShell(
            source == "variable"
                ? "\(AppIdentity.dataDirectoryVariable)=\(path) exec \"$0\" save --name A --weight 70 --height 175"
                : "exec \"$0\" save --name A --weight 70 --height 175 --data-dir \(path)",
            arguments: [temporary.url.path], dataDirectory: temporary.url.appendingPathComponent("unused"),
            environment: [AppIdentity.dataDirectoryVariable: ""])
        #expect(run.status == 64)
        // The option is refused as the command line is read; the variable when it is used.
        #expect(run.error.contains(source == "variable" ? "is not valid UTF-8" : "named in UTF-8"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).isEmpty)
    }

    @Test
    func aTemporaryFileAKillLeftBehind_IsRemovedByTheNextSave() throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        _ = try AppProcess.run(["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: data)
        // As a kill during a deletion, a save or an order mark's write leaves them: copies of the
        // history and of a save's journal. The next write of either kind removes them all.
        let strays = [
            ".history.jsonl.Ab12Cd", "..history-order.Ef34Gh", "..save-journal.json.Ij56Kl", ".person.json.Mn78Op",
        ]
        for writes in [["save", "--name", "A", "--weight", "71", "--height", "175"], []] {
            for name in strays {
                try Data("{\"weight\":99.99}\n".utf8).write(to: data.appendingPathComponent(name))
            }
            _ = try AppProcess.run(writes, input: writes.isEmpty ? "h\nd 1\ny\nq\n" : "", dataDirectory: data)
            let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
            #expect(!names.contains { strays.contains($0) }, "\(writes): \(names)")
        }
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a link to another user"))
    func theDataDirectoryReachedThroughAnotherUsersLink_IsRefused() throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        let link = try othersLink(to: data, in: temporary)
        let run = try AppProcess.run(["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: link)
        #expect(run.status == 74)
        #expect(run.error.contains("\(link.path): it belongs to another user (uid 65534)"), "\(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a folder to another user"))
    func aFolderOnTheWayThatAnotherUserOwns_IsRefused() throws {
        let (temporary, _, _) = try prepared()
        defer { temporary.remove() }
        let theirs = temporary.url.appendingPathComponent("theirs")
        let data = theirs.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        #expect(chmod(data.path, 0o700) == 0)
        #expect(chown(theirs.path, 65534, 65534) == 0)
        let run = try AppProcess.run(["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains("\(theirs.path): it belongs to another user (uid 65534)"), "\(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }

    /// A link that uid 65534 owns in a shared folder (mode 1777, as /tmp), leading to `target`.
    private func othersLink(to target: URL, in temporary: TemporaryDirectory) throws -> URL {
        let shared = temporary.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        #expect(chmod(shared.path, 0o1777) == 0)
        let link = shared.appendingPathComponent("theirs")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        #expect(lchown(link.path, 65534, 65534) == 0)
        return link
    }

    @Test
    func theSaveJournalIsALink_IsRefusedAsALinkAndLeftWhereItIs() throws {
        let (temporary, data, target) = try prepared()
        defer { temporary.remove() }
        let journal = data.appendingPathComponent(".save-journal.json")
        try FileManager.default.createSymbolicLink(atPath: journal.path, withDestinationPath: target.path)
        let run = try AppProcess.run(["show"], dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains(".save-journal.json: it is a symbolic link"), "\(run.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: journal.path) == target.path)
    }

    @Test
    func aDataDirectoryPathOfAHundredKilobytes_IsNotEchoedWhole() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let long = "/" + String(repeating: "x", count: 100_000)
        let run = try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: URL(fileURLWithPath: long))
        #expect(run.status == 74)
        #expect(run.error.utf8.count < 1_000, "\(run.error.prefix(300))")
    }

    @Test
    func settingsChangedOverALinkedSettingsFile_SaysTheRefusalOnce() throws {
        let (temporary, data, target) = try prepared()
        defer { temporary.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: data.appendingPathComponent("settings.json").path, withDestinationPath: target.path)
        let run = try AppProcess.run(["settings", "--unit", "imperial"], dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.components(separatedBy: "Refused to use").count == 2, "\(run.error)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "export PATH\n")
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a folder to another user"))
    func aPathThatGoesBackOutOfAnotherUsersFolder_IsRefused() throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        // `theirs/x/..` is wherever `x` leads when the kernel walks it, and its owner can swap `x`.
        let theirs = temporary.url.appendingPathComponent("theirs")
        try FileManager.default.createDirectory(
            at: theirs.appendingPathComponent("x"), withIntermediateDirectories: true)
        #expect(chown(theirs.path, 65534, 65534) == 0)
        let path = theirs.path + "/x/../../data"
        let run = try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: URL(fileURLWithPath: path))
        #expect(run.status == 74, "\(run.error)")
        #expect(run.error.contains("it belongs to another user (uid 65534)"), "\(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a link to another user"))
    func aRefusedPath_MakesNoFolderWhereItLeads() throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        let link = try othersLink(to: data, in: temporary)
        let run = try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "175"],
            dataDirectory: link.appendingPathComponent("sub/data"))
        #expect(run.status == 74)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }

    @Test
    func aDeletionPastAFileSizeLimit_SaysTheRecordWasNotDeleted() throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        for weight in 60..<80 {
            _ = try AppProcess.run(
                ["save", "--name", "A", "--weight", "\(weight)", "--height", "175"], dataDirectory: data)
        }
        let history = data.appendingPathComponent("history.jsonl")
        let before = try Data(contentsOf: history)
        #expect(before.count > 1_024)
        let run = try AppProcess.runInShell(#"ulimit -f 1; printf 'h\nd 1\ny\nq\n' | exec "$0""#, dataDirectory: data)
        #expect(run.error.contains("Record 1 was not deleted"), "\(run.error)")
        #expect(!run.error.contains("Nothing was saved"), "\(run.error)")
        #expect(try Data(contentsOf: history) == before)
    }

    @Test
    func aDataFileWithAnotherNameElsewhere_IsRefused() throws {
        let (temporary, data, _) = try prepared()
        defer { temporary.remove() }
        _ = try AppProcess.run(["save", "--name", "A", "--weight", "70", "--height", "175"], dataDirectory: data)
        let history = data.appendingPathComponent("history.jsonl")
        let elsewhere = temporary.url.appendingPathComponent("kept.jsonl")
        #expect(link(history.path, elsewhere.path) == 0)
        let before = try Data(contentsOf: history)
        let run = try AppProcess.run(["save", "--name", "A", "--weight", "71", "--height", "175"], dataDirectory: data)
        #expect(run.status == 74)
        #expect(run.error.contains("history.jsonl: it has other names elsewhere (hard links)"), "\(run.error)")
        #expect(try Data(contentsOf: elsewhere) == before)
    }

    /// `lk/..` is where the kernel's walk leads, up from wherever the link goes: a relative path
    /// typed is not shortened as text (the data directory, the file imported, the file exported).
    @Test
    func aRelativePathUpThroughALink_LeadsWhereTheKernelWalks() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let deep = temporary.url.appendingPathComponent("t/deep")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: temporary.url.appendingPathComponent("lk").path, withDestinationPath: "t/deep")
        let csv = "date,name,weight_kg,height_cm,bmi\n2026-11-01T00:00:00+00:00,%@,60,160,23.44\n"
        try Data(String(format: csv, "Meant").utf8).write(to: temporary.url.appendingPathComponent("t/in.csv"))
        try Data(String(format: csv, "Beside").utf8).write(to: temporary.url.appendingPathComponent("in.csv"))
        let run = { (arguments: [String]) in
            try AppProcess.run(
                arguments + ["--data-dir", "lk/../data"], dataDirectory: temporary.url.appendingPathComponent("unused"),
                workingDirectory: temporary.url)
        }
        #expect(try run(["import", "lk/../in.csv"]).status == 0)
        #expect(try run(["export", "--output", "lk/../out.csv"]).status == 0)
        let t = temporary.url.appendingPathComponent("t")
        #expect(FileManager.default.fileExists(atPath: t.appendingPathComponent("data/history.jsonl").path))
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("data").path))
        let exported = try String(contentsOf: t.appendingPathComponent("out.csv"), encoding: .utf8)
        #expect(exported.contains(",Meant,"), "\(exported)")
    }

    /// A data directory that cannot be reached is not an empty one: a read says why, with 74,
    /// rather than "Nobody saved yet" (or a result in settings it could not read).
    @Test
    func aDataDirectoryThatCannotBeReached_ReadsSayWhyNotNothingSaved() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let file = temporary.url.appendingPathComponent("afile")
        try Data("x".utf8).write(to: file)
        for arguments in [
            ["show"], ["history"], ["export"], ["goal", "--name", "A"], ["calc", "--weight", "70", "--height", "175"],
        ] {
            let run = try AppProcess.run(arguments, dataDirectory: file.appendingPathComponent("sub"))
            #expect(run.status == 74, "\(arguments): \(run.output) \(run.error)")
            #expect(run.error.contains("afile/sub"), "\(arguments): \(run.error)")
            #expect(!run.output.contains("Nobody") && !run.output.contains("No records"), "\(arguments)")
        }
    }
}
