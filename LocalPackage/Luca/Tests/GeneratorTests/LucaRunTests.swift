import Foundation
import Synchronization
import Testing

@testable import Generator

/// `luca` as a person runs it, in process: what it says, its exit status, and what it leaves.
@Suite struct LucaRunTests {
    /// Runs luca in `folder`, as built from `template` (by default the folder), with `build` for
    /// the build after a removal; returns its status, standard output and standard error.
    func run(
        _ arguments: [String], in folder: URL, template: URL? = nil,
        build: ProjectBuild = ProjectBuild { _ in "error: no build in this test" }
    ) -> (status: Int32, output: String, error: String) {
        var (output, error) = ("", "")
        let luca = Luca(
            template: template ?? folder, here: folder, output: { output += $0 }, errorOutput: { error += $0 },
            build: build)
        let status = luca.run(arguments)
        return (status, output, error)
    }

    /// The compiler judges whether what stays uses what goes: a build that fails puts every file
    /// back, and its errors are said, each once, from the project's root.
    @Test func aRemovalTheBuildRefusesPutsEverythingBackAndSaysTheCompilersErrors() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(try Naming("Probe", kind: "feature"))
        let other = "LocalPackage/Sources/Model/Stores/Water.swift"
        try Data("struct Water {\n    let rules: ProbeService\n}\n".utf8).write(to: project.tree.url(other))
        // A file it takes out keeps its permissions when put back.
        let store = project.tree.url("LocalPackage/Sources/Model/Stores/Probe.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: store.path)
        let before = try project.snapshot()
        let said = "\(project.tree.root.path)/\(other):2:16: error: cannot find type 'ProbeService' in scope\n"
        let wasRemovedWhenBuilt = Mutex(false)

        let result = run(
            ["remove", "Probe"], in: project.tree.root,
            build: ProjectBuild { root in
                let store = root.appendingPathComponent("LocalPackage/Sources/Model/Stores/Probe.swift")
                wasRemovedWhenBuilt.withLock { $0 = !FileManager.default.fileExists(atPath: store.path) }
                return "Building for debugging...\nerror: emit-module command failed with exit code 1\n" + said
                    + "    |                `- error: cannot find type 'ProbeService' in scope\n" + said
            })

        #expect(result.status == 65)
        #expect(wasRemovedWhenBuilt.withLock { $0 })
        #expect(result.error.contains("with Probe taken out the project does not build, so everything was put back"))
        #expect(
            result.error.contains(
                "compiler said:\n  \(other):2:16: error: cannot find type 'ProbeService' in scope\nChange what"))
        #expect(!result.output.contains("Removed the screen"))
        #expect(try project.snapshot() == before)
        #expect(try FileManager.default.attributesOfItem(atPath: store.path)[.posixPermissions] as? Int == 0o640)
    }

    /// Ctrl-C during the build ends the build; luca puts the screen back and says so.
    @Test func aRemovalWhoseBuildIsInterruptedPutsEverythingBack() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(try Naming("Probe", kind: "feature"))
        let before = try project.snapshot()

        let result = run(
            ["remove", "Probe"], in: project.tree.root,
            build: ProjectBuild { _ in ProjectBuild.interrupted + " (signal 2)" })

        #expect(result.status == 65)
        #expect(
            result.error.contains(
                "the build was interrupted, so everything was put back as it was: Probe is still there"))
        #expect(try project.snapshot() == before)
    }

    @Test func aRemovalThatBuildsIsDone() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let before = try project.snapshot()
        try project.addFeature(try Naming("Probe", kind: "feature"))

        let result = run(["remove", "Probe"], in: project.tree.root, build: ProjectBuild { _ in nil })

        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Removed the screen Probe"))
        #expect(try project.snapshot() == before)
    }

    /// As git finds its repository: from a folder deep in a project, luca works in that project.
    @Test func aProjectIsFoundFromAFolderInsideIt() throws {
        let project = try ScratchProject(copying: [ClientScaffold.dependencies])
        defer { project.remove() }
        let deep = project.tree.url("LocalPackage/Sources")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)

        let result = run(["client", "Probe", "--dry-run"], in: deep, template: ScratchProject.source)

        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Would add the client ProbeClient"))
    }

    @Test func aProjectGivenThatIsNoneIsSaidSo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }

        let result = run(["list", "--project", folder.url.path], in: folder.url, template: ScratchProject.source)

        #expect(result.status == 65)
        #expect(result.error.contains("--project \(folder.url.path) is not a LUCA project"))
        #expect(!result.error.contains("or give --project"))
    }

    /// Built from a clone since moved: `--bare` is not refused as an option; the template is said gone.
    @Test func aBareProjectFromATemplateThatIsGoneSaysItIsGone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }

        let result = run(
            ["new", "Notes", "--output", folder.url.appendingPathComponent("Notes").path, "--bare"], in: folder.url,
            template: folder.url.appendingPathComponent("gone"))

        #expect(result.status == 65)
        #expect(result.error.contains("which is no longer there: install luca again"))
    }

    /// As `luca new` says it: a client typed in small letters is said to be capitalised.
    @Test func aClientInSmallLettersIsSaidToBeCapitalised() throws {
        let project = try ScratchProject(copying: [ClientScaffold.dependencies])
        defer { project.remove() }

        let result = run(["client", "probe", "--dry-run"], in: project.tree.root)

        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Named it ProbeClient: a Swift type's name starts with a capital letter.\n"))
    }

    @Test func outsideAnyProjectAScaffoldSaysWhereToRunIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }

        let result = run(["client", "Probe"], in: folder.url, template: ScratchProject.source)

        #expect(result.status == 65)
        #expect(result.error.contains("is not in a LUCA project"))
        #expect(result.error.contains("give --project PATH"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    /// The clone luca was built in, moved or deleted since: said, and nothing is made.
    @Test func aTemplateThatIsGoneIsSaidAndNothingIsMade() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let destination = folder.url.appendingPathComponent("Notes")

        let result = run(
            ["new", "Notes", "--output", destination.path], in: folder.url,
            template: folder.url.appendingPathComponent("gone"))

        #expect(result.status == 65)
        #expect(result.error.contains("which is no longer there: install luca again"))
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func anEmptyNameIsAUsageError() throws {
        let project = try ScratchProject(copying: [])
        defer { project.remove() }
        let result = run(["client", ""], in: project.tree.root)
        #expect(result.status == 64)
        #expect(result.error.contains("NAME is empty"))
    }

    @Test func aScreenThatSavesAndReadsIsAUsageError() throws {
        let project = try ScratchProject(copying: [])
        defer { project.remove() }
        let run = run(["feature", "Probe", "--entity", "Item", "--reads", "Reading"], in: project.tree.root)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("luca: --entity and --reads cannot go together"))
    }

    /// `luca new Sleep` made `sleep`, which an install on PATH puts in place of coreutils' own.
    @Test func aNewAppWhoseCommandAShellAlreadyRunsIsSaidSo() throws {
        let project = try ScratchProject(copying: [IdentityRewriter.identityPath, "App", ".ci"])
        defer { project.remove() }
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("luca-ls-\(UUID())")
        let run = run(["new", "Ls", "--output", destination.path, "--dry-run"], in: project.tree.root)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Note: ls is also /"))
    }

    @Test func aFileInTheWayIsRefusedWith65AndNothingIsSaidDone() throws {
        let project = try ScratchProject(copying: [ClientScaffold.dependencies])
        defer { project.remove() }
        try FileManager.default.createDirectory(
            at: project.tree.url("Tests/TestSupport/ProbeClient+Presets.swift"), withIntermediateDirectories: true)
        let before = try project.snapshot()

        let result = run(["client", "Probe"], in: project.tree.root)

        #expect(result.status == 65)
        #expect(result.error.contains("ProbeClient+Presets.swift already exists"))
        #expect(!result.output.contains("Added"))
        #expect(try project.snapshot() == before)
    }

    @Test func removingAClientSaysLucaRemovesScreensOnly() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring + [ClientScaffold.dependencies])
        defer { project.remove() }
        let result = run(["remove", "DateClient"], in: project.tree.root)
        #expect(result.status == 65)
        #expect(
            result.error.hasPrefix("luca: 'DateClient' is a client, not a screen: luca remove takes out screens only."))
    }

    @Test func removingAScreenOfTheArchitectureSaysWhyNot() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let result = run(["remove", "Home"], in: project.tree.root)
        #expect(result.status == 65)
        #expect(result.error.contains("part of the architecture"))
    }

    @Test func aScaffoldHoldsTheProjectsLockWhileItWorks() throws {
        let project = try ScratchProject(copying: [])
        defer { project.remove() }
        let lock = try ProjectLock(project.tree.root)
        defer { lock.release() }
        // Another process's luca would wait here: a lock that cannot be taken at once.
        let other = open(project.tree.root.path, O_RDONLY)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) != 0)
        #expect(errno == EWOULDBLOCK)
    }

    @Test func nextQuotesAPathAShellWouldSplit() {
        #expect(Luca.quoted("/tmp/odd name/ü") == "'/tmp/odd name/ü'")
        #expect(Luca.quoted("/tmp/it's") == #"'/tmp/it'\''s'"#)
        #expect(Luca.quoted("/tmp/plain-name_1.x") == "/tmp/plain-name_1.x")
    }

    @Test(.enabled(if: Git(folder: URL(fileURLWithPath: "/")).run(["--version"]) != nil))
    func filesGitDoesNotTrackAreSaidToBeLeftBehind() throws {
        let project = try ScratchProject(copying: [IdentityRewriter.identityPath, "App"])
        defer { project.remove() }
        let git = Git(folder: project.tree.root)
        #expect(git.run(["init", "-q"]) != nil)
        #expect(git.run(["add", "."]) != nil)
        try Data("SECRET=1\n".utf8).write(to: project.tree.url(".env"))
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("luca-left-\(UUID())")

        let result = run(["new", "Notes", "--output", destination.path, "--dry-run"], in: project.tree.root)

        #expect(result.status == 0)
        #expect(result.output.contains("Left behind, as git does not track them: .env."))
        #expect(!result.output.contains("  .env\n"))
    }
}
