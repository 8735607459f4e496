import DataSource
import Foundation
import TestSupport
import Testing

/// Paths and values a person types on the command line mean what they say, or are refused saying
/// what is accepted: a relative path is in the working directory, an empty value is not the last one.
@MainActor struct TypedPathTests {
    private let save = ["save", "--name", "A", "--weight", "70", "--height", "175"]

    /// Foundation reads a relative path from `/` when the working directory has no path (removed,
    /// or longer than the system can name): that would save in another folder.
    @Test(arguments: [
        ["save", "--name", "A", "--weight", "70", "--height", "175", "--data-dir", "zz"],
        ["import", "in.csv"], ["export", "--output", "out.csv"],
    ])
    func aRelativePathWithNoWorkingDirectory_IsRefusedAndNothingIsWritten(arguments: [String]) async {
        let files = InMemoryFiles()
        let run = await AppRun(arguments, files: files) {
            $0.processInfoClient.currentDirectoryPath = { throw POSIXError(.ENOENT) }
        }
        #expect(run.status == 74, "\(arguments): \(run.error)")
        #expect(run.error.contains("is a relative path, and the working directory has none now"), "\(run.error)")
        #expect(files.paths.isEmpty)
    }

    /// `-` is standard input, not a path: read where the working directory is gone.
    @Test
    func importFromStandardInputWithNoWorkingDirectory_IsRead() async {
        let run = await AppRun(
            ["import", "--dry-run", "-"], typing: ["date,name,weight_kg,height_cm", "2026-11-01T10:00:00Z,A,70,175"]
        ) {
            $0.processInfoClient.currentDirectoryPath = { throw POSIXError(.ENOENT) }
        }
        #expect(run.status == 0, "\(run.error)")
    }

    /// `HOME` as a shell takes it: a relative one is in the working directory, not the account's.
    @Test
    func aRelativeHome_IsInTheWorkingDirectory() async {
        let files = InMemoryFiles()
        let run = await AppRun(
            save, files: files, environment: [AppIdentity.dataDirectoryVariable: "", "HOME": "home"]
        ) {
            $0.processInfoClient.currentDirectoryPath = { "/work" }
        }
        #expect(run.status == 0, "\(run.error)")
        #expect(
            files.paths.contains("/work/home/.local/share/\(AppIdentity.commandName)/person.json"), "\(files.paths)")
    }

    /// A script's empty `$W` is no measurement: `save` refuses it as `calc` does, rather than
    /// saving the last weight again; only a height not given at all is the last one.
    @Test(arguments: [["--weight", ""], ["--weight", " "], ["--weight", "71", "--height", ""]])
    func save_AValueGivenEmpty_IsRefusedAndNothingIsSaved(values: [String]) async {
        let files = InMemoryFiles()
        _ = await AppRun(save, files: files)
        let before = files.paths.sorted().map { files.contents(of: URL(fileURLWithPath: $0)) }
        let run = await AppRun(["save", "--name", "A"] + values, files: files)
        #expect(run.status == 65, "\(values): \(run.output)")
        #expect(run.error.contains("is required"), "\(run.error)")
        #expect(files.paths.sorted().map { files.contents(of: URL(fileURLWithPath: $0)) } == before)
    }
}
