import Foundation
import Testing

@testable import Generator

/// `luca feature` then `luca remove`, applied to a copy of the files they touch: the project is
/// back as it was, byte for byte.
@Suite struct FeatureRoundTripTests {
    let name = try! Naming("Probe", kind: "feature")

    @Test func aFeatureRemovedLeavesTheProjectAsItWas() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let before = try project.snapshot()
        try project.addFeature(name)
        #expect(try project.snapshot().count == before.count + 14)

        let (kept, _) = try project.removeFeature(name)

        #expect(try project.snapshot() == before)
        #expect(kept.isEmpty)
    }

    @Test func wiringChangedByHandIsNamedAndNothingIsRemoved() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(name)
        let scene = project.tree.url("LocalPackage/Sources/UserInterface/Scenes/HomeScene.swift")
        let edited = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(
            of: "ProbeView(store: store, console: console, strings: strings)", with: "ProbeView(store: store)")
        try edited.write(to: scene, atomically: true, encoding: .utf8)
        let before = try project.snapshot()

        #expect {
            try FeatureScaffold(tree: project.tree).planRemoval(name)
        } throws: { error in
            "\(error)".hasPrefix("LocalPackage/Sources/UserInterface/Scenes/HomeScene.swift no longer has the lines")
        }
        #expect(try project.snapshot() == before)
    }

    @Test func filesOfTheFeaturesOwnStayAndAreNamed() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(name)
        let own = "LocalPackage/Sources/Model/Entities/ProbeChart.swift"
        try FileManager.default.createDirectory(
            at: project.tree.url(own).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("struct ProbeChart {}".utf8).write(to: project.tree.url(own))

        let (removal, kept, _) = try FeatureScaffold(tree: project.tree).planRemoval(name)

        #expect(!removal.removed.contains(own))
        #expect(kept == [own])
    }

    /// A file named after the screen that the project had when luca made it (`SignalClient.swift`
    /// beside a screen `Signal`) is the architecture's, not the screen's: not said to be kept.
    @Test(.enabled(if: Git(folder: URL(fileURLWithPath: "/")).run(["--version"]) != nil))
    func aFileOfTheProjectAsMadeIsNotNamedAsKept() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let architecture = "LocalPackage/Sources/DataSource/Dependencies/ProbeClient.swift"
        try FileManager.default.createDirectory(
            at: project.tree.url(architecture).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("struct ProbeClient {}".utf8).write(to: project.tree.url(architecture))
        let git = Git(folder: project.tree.root)
        let identity = ["-c", "user.name=luca", "-c", "user.email=luca@localhost"]
        #expect(git.run(["init", "-q"]) != nil && git.run(["add", "."]) != nil)
        #expect(git.run(identity + ["commit", "-q", "-m", "The project as made"]) != nil)
        try project.addFeature(name)
        let own = "LocalPackage/Sources/Model/Entities/ProbeChart.swift"
        try FileManager.default.createDirectory(
            at: project.tree.url(own).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("struct ProbeChart {}".utf8).write(to: project.tree.url(own))

        let (_, kept, _) = try FeatureScaffold(tree: project.tree).planRemoval(name)

        #expect(kept == [own])
    }

    /// `Probe` beside `ProbeLog`: ProbeLog's files begin with Probe's name, and are ProbeLog's.
    @Test func anotherScreensFilesAreNotNamedAsKept() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(Naming("ProbeLog", kind: "feature"))
        let before = try project.snapshot()
        try project.addFeature(name)

        let (kept, _) = try project.removeFeature(name)

        #expect(kept.isEmpty)
        #expect(try project.snapshot() == before)
    }

    @Test func linesTakenOutByHandFirstAreTakenAsTakenOut() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let before = try project.snapshot()
        try project.addFeature(name)
        // As the refusal of a changed block asks: its lines taken out by hand.
        let homeView = project.tree.url("LocalPackage/Sources/UserInterface/Views/HomeView.swift")
        let lines = try String(contentsOf: homeView, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines.contains { $0.contains("strings.probeTitle)") })
        try lines.filter { !$0.contains("strings.probeTitle)") }
            .joined(separator: "\n").write(to: homeView, atomically: true, encoding: .utf8)

        try project.removeFeature(name)

        #expect(try project.snapshot() == before)
    }

    /// A menu line changed by hand (an argument added) is named, and nothing is taken out.
    @Test func aMenuLineChangedByHandIsNamedAndNothingIsRemoved() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(name)
        let homeView = project.tree.url("LocalPackage/Sources/UserInterface/Views/HomeView.swift")
        let text = try String(contentsOf: homeView, encoding: .utf8)
        #expect(text.contains("$1.screenAction())) }"))
        try text.replacingOccurrences(of: "$1.screenAction())) }", with: "$1.screenAction(), limit: 3)) }")
            .write(to: homeView, atomically: true, encoding: .utf8)
        let before = try project.snapshot()

        #expect {
            try project.removeFeature(name)
        } throws: { error in
            "\(error)".contains("HomeView.swift no longer has the lines luca wired in")
                && "\(error)".contains("limit: 3")
        }
        #expect(try project.snapshot() == before)
    }

    /// A key changed by hand in the menu line: the screen goes, and its scene test (which types
    /// the key luca chose) is not said to have been changed.
    @Test func aKeyChangedByHandIsRemovedWithoutCallingTheSceneTestEdited() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let before = try project.snapshot()
        try project.addFeature(name)
        let homeView = project.tree.url("LocalPackage/Sources/UserInterface/Views/HomeView.swift")
        let text = try String(contentsOf: homeView, encoding: .utf8)
        #expect(text.contains("screen(\"p\", strings.probeTitle)"))
        try text.replacingOccurrences(
            of: "screen(\"p\", strings.probeTitle)", with: "screen(\"z\", strings.probeTitle)"
        )
        .write(to: homeView, atomically: true, encoding: .utf8)

        let (_, edited) = try project.removeFeature(name)

        #expect(edited.isEmpty)
        #expect(try project.snapshot() == before)
    }

    @Test(arguments: ["case probe(Probe)", "strings.probeTitle)"])
    func aRouteOrChoiceTakenOutByHandLeavesTheRestToRemove(line: String) throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let before = try project.snapshot()
        try project.addFeature(name)
        for path in ScratchProject.featureWiring where path.hasSuffix(".swift") {
            let text = try project.tree.read(path)
            try text.components(separatedBy: "\n").filter { !$0.contains(line) }.joined(separator: "\n")
                .write(to: project.tree.url(path), atomically: true, encoding: .utf8)
        }

        try project.removeFeature(name)

        #expect(try project.snapshot() == before)
    }

    /// `noteSubmitted`, `backButtonTapped`: members another screen's store declares too. Its own
    /// wiring goes, the other screen's stays.
    @Test(arguments: ["Note", "Back", "Count"])
    func aScreenNamedAsAMemberEveryScreenHasIsRemovedBesideAnother(screen: String) throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(Naming("Alpha", kind: "feature"))
        let before = try project.snapshot()
        let name = try Naming(screen, kind: "feature")
        try project.addFeature(name)

        try project.removeFeature(name)

        #expect(try project.snapshot() == before)
    }

    @Test func aScreenThatReadsAnotherScreensRepositoryLeavesItToThatScreen() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let alpha = try Naming("Alpha", kind: "feature")
        try project.addFeature(alpha, entity: "Item")
        let before = try project.snapshot()
        try project.addFeature(name)
        // A summary made by hand from a form (as before --reads): its own entity taken out, Alpha's
        // repository read.
        let own = try FeatureTemplates.defaultEntity(of: name)
        let (entityFile, repositoryFile, testsFile) = RepositoryScaffold.paths(of: own)
        for path in [entityFile, repositoryFile, testsFile] {
            try FileManager.default.removeItem(at: project.tree.url(path))
        }
        for edit in try RepositoryScaffold(tree: project.tree).edits(
            RepositoryTemplates(entity: own, makesEntity: true, feature: name))
        {
            try edit.revert(from: project.tree.read(edit.path))
                .write(to: project.tree.url(edit.path), atomically: true, encoding: .utf8)
        }
        let store = "LocalPackage/Sources/Model/Stores/Probe.swift"
        try project.tree.read(store).replacingOccurrences(
            of: "probeEntryRepository: ProbeEntryRepository", with: "itemRepository: ItemRepository"
        )
        .write(to: project.tree.url(store), atomically: true, encoding: .utf8)

        try project.removeFeature(name)

        #expect(try project.snapshot() == before)
    }

    @Test func aStoreHoldingAnotherScreensRepositoryAboveItsOwnStillOwnsItsOwn() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let alpha = try Naming("Alpha", kind: "feature")
        try project.addFeature(alpha, entity: "Item")
        let before = try project.snapshot()
        try project.addFeature(name)
        let store = "LocalPackage/Sources/Model/Stores/Probe.swift"
        try project.tree.read(store).replacingOccurrences(
            of: "    private let probeEntryRepository",
            with: "    private let itemRepository: ItemRepository\n    private let probeEntryRepository"
        )
        .write(to: project.tree.url(store), atomically: true, encoding: .utf8)

        let (_, edited) = try project.removeFeature(name)

        #expect(try project.snapshot() == before)
        #expect(edited == [store])
    }

    @Test func aSummaryReadsAnotherScreensEntityAndGoesLeavingItAsItWas() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(Naming("Alpha", kind: "feature"), entity: "Item")
        let before = try project.snapshot()

        let plan = try FeatureScaffold(tree: project.tree).plan(name, reads: Naming("Item", kind: "entity"))
        try plan.apply(under: project.tree.root)
        let store = try project.tree.read("LocalPackage/Sources/Model/Stores/Probe.swift")
        let (kept, _) = try project.removeFeature(name)

        #expect(plan.made.count == 9)
        #expect(!plan.made.keys.contains { $0.contains("Entities/") || $0.contains("Repositories/") })
        #expect(store.contains("private let itemRepository: ItemRepository"))
        #expect(kept.isEmpty)
        #expect(try project.snapshot() == before)
    }

    /// Said for what is there: no repository at all, or one of another shape (the example's).
    @Test(arguments: [
        (nil, "--reads Item: the project has no ItemRepository: name what a screen saves"),
        ("struct ItemRepository { func load() -> Int { 0 } }\n", "is not a repository as luca makes one"),
    ])
    func aSummaryOfWhatNoRepositoryLucaMadeLoadsIsRefused(repository: String?, reason: String) throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        if let repository {
            let path = RepositoryScaffold.paths(of: try Naming("Item", kind: "entity")).repository
            try FileManager.default.createDirectory(
                at: project.tree.url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repository.utf8).write(to: project.tree.url(path))
        }
        let before = try project.snapshot()
        #expect {
            try project.addFeature(name, reads: "Item")
        } throws: { error in
            "\(error)".contains(reason)
        }
        #expect(try project.snapshot() == before)
    }

    @Test func aScaffoldedFileChangedSinceIsNamedAsRemovedWithItsChanges() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        try project.addFeature(name)
        let store = "LocalPackage/Sources/Model/Stores/Probe.swift"
        try (project.tree.read(store) + "// mine\n").write(
            to: project.tree.url(store), atomically: true, encoding: .utf8)

        let plan = try FeatureScaffold(tree: project.tree).planRemoval(name)

        #expect(plan.changes.removed.contains(store))
        #expect(plan.edited == [store])
    }
}

extension ScratchProject {
    /// Adds a screen as `luca feature` does: `entity` saved by its form, or `reads` another's.
    func addFeature(_ name: Naming, entity: String? = nil, reads: String? = nil) throws {
        try FeatureScaffold(tree: tree).plan(
            name, entity: entity.map { try Naming($0, kind: "entity") },
            reads: reads.map { try Naming($0, kind: "entity") }
        ).apply(under: tree.root)
    }

    /// Takes a screen out as `luca remove` does: the files named after it that it kept, and those
    /// it took out though changed since luca made them.
    @discardableResult func removeFeature(_ name: Naming) throws -> (kept: [String], edited: [String]) {
        let (removal, kept, edited) = try FeatureScaffold(tree: tree).planRemoval(name)
        try removal.apply(under: tree.root)
        return (kept, edited)
    }
}
