import Foundation
import Testing

@testable import Generator

/// What `luca new` and `luca feature` would write, planned against this very project (or a copy
/// of the files a feature is wired into) and never applied: so these hold for every project made
/// from it, full or bare, whatever has been added to it.
@Suite struct ScaffoldPlanTests {
    let project = try! ProjectTree(ScratchProject.source)

    @Test func aFeatureIsItsOwnFilesAcrossTheLayersItsRepositoryAndWiringInHome() throws {
        let scratch = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        let changes = try FeatureScaffold(tree: scratch.tree).plan(Naming("Probe", kind: "feature"))
        #expect(
            changes.made.keys.sorted() == [
                "LocalPackage/Sources/DataSource/Entities/ProbeEntry.swift",
                "LocalPackage/Sources/DataSource/Repositories/ProbeEntryRepository.swift",
                "LocalPackage/Sources/Model/Services/ProbeService.swift",
                "LocalPackage/Sources/Model/Stores/Probe.swift",
                "LocalPackage/Sources/UserInterface/Commands/ProbeCommand.swift",
                "LocalPackage/Sources/UserInterface/Presentations/ProbeLine.swift",
                "LocalPackage/Sources/UserInterface/Resources/ProbeStrings.swift",
                "LocalPackage/Sources/UserInterface/Views/ProbeView.swift",
                "Tests/AppTests/ProbeBinaryTests.swift",
                "Tests/DataSourceTests/ProbeEntryRepositoryTests.swift",
                "Tests/ModelTests/ServiceTests/ProbeServiceTests.swift",
                "Tests/ModelTests/StoreTests/ProbeTests.swift",
                "Tests/UserInterfaceTests/ProbeCommandTests.swift",
                "Tests/UserInterfaceTests/ProbeSceneTests.swift",
            ])
        #expect(changes.changed.keys.contains("LocalPackage/Sources/Model/Stores/Home.swift"))
        // What it reads back keeps the rule its service holds.
        #expect(
            changes.changed[RepositoryScaffold.repositories]?.contains(
                "ProbeEntryRepository(ownedDataDirectory) {\n            $0.allSatisfy(probeService.isAccepted)\n        }"
            )
                == true)
        #expect(changes.removed.isEmpty)
    }

    @Test(arguments: ["ProbeService", "ProbeStrings", "ProbeLine", "ProbeView", "ProbeCommand", "ProbeTests"])
    func anEntityNamedAsATypeTheScreenMakesIsRefused(entity: String) throws {
        let scratch = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        #expect {
            try FeatureScaffold(tree: scratch.tree).plan(
                Naming("Probe", kind: "feature"), entity: RepositoryScaffold.entityName(entity))
        } throws: { error in
            "\(error)".contains("'\(entity)' is a type the screen Probe makes itself")
        }
    }

    @Test func aFeatureSavesTheEntityItIsGivenAndRefusesOneThatExists() throws {
        let scratch = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        let changes = try FeatureScaffold(tree: scratch.tree).plan(
            Naming("Probe", kind: "feature"), entity: RepositoryScaffold.entityName("ProbeReading"))
        #expect(changes.made["LocalPackage/Sources/DataSource/Entities/ProbeReading.swift"] != nil)
        #expect(
            changes.made["LocalPackage/Sources/Model/Stores/Probe.swift"].map {
                String(decoding: $0.contents, as: UTF8.self).contains("var probeReadings")
            } == true)

        let other = "LocalPackage/Sources/Model/Stores/Other.swift"
        try Data("struct ProbeReading {}\n".utf8).write(to: scratch.tree.url(other))
        #expect {
            try FeatureScaffold(tree: scratch.tree).plan(
                Naming("Probe", kind: "feature"), entity: RepositoryScaffold.entityName("ProbeReading"))
        } throws: { error in
            "\(error)".contains("'ProbeReading' is declared in \(other) already")
        }
    }

    /// A declaration after an attribute with arguments, or a modifier, is one.
    @Test(arguments: ["@available(macOS 15, *) public struct Gadget {}", "nonisolated final class Gadget {}"])
    func aTypeDeclaredAfterAnAttributeOrModifierClashes(declaration: String) throws {
        let scratch = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        try Data("\(declaration)\n".utf8).write(to: scratch.tree.url("LocalPackage/Sources/Model/Stores/Other.swift"))
        #expect {
            try FeatureScaffold(tree: scratch.tree).plan(Naming("Gadget", kind: "feature"))
        } throws: { error in
            "\(error)".contains("'Gadget' clashes with")
                && "\(error)".contains("Gadget in LocalPackage/Sources/Model/Stores/Other.swift")
        }
    }

    /// `luca feature Value` was refused for "A class value may point back…" in a comment.
    @Test(arguments: ["Widget", "Gizmo", "Value"])
    func aTypeNamedOnlyInACommentOrAStringIsNoClash(typed: String) throws {
        let scratch = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        try Data("// The struct Widget we once had is gone.\nlet s = \"class Gizmo\"\n/* A class value */\n".utf8)
            .write(
                to: scratch.tree.url("LocalPackage/Sources/Model/Stores/Other.swift"))
        #expect(try FeatureScaffold(tree: scratch.tree).plan(Naming(typed, kind: "feature")).made.count == 14)
    }

    @Test(arguments: [
        ("AppState", "clashes with struct AppState"),
        ("Help", "clashes with struct HelpCommand"),
    ])
    func aFeatureThatClashesWithWhatTheProjectHasIsRefused(typed: String, reason: String) {
        #expect {
            try FeatureScaffold(tree: project).plan(Naming(typed, kind: "feature"))
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    /// The example's screens, routed in Home's luca:example region (Calculate BMI is pushed as luca
    /// pushes a screen; Settings is a name luca refuses).
    @Test(arguments: ["PersonBMI", "History"])
    func theExamplesScreensAreNotLucasToRemove(screen: String) {
        #expect {
            try FeatureScaffold(tree: project).planRemoval(Naming(screen, kind: "feature"))
        } throws: { error in
            "\(error)".contains("'\(screen)' is one of the example's screens")
        }
    }

    /// Planned from a copy outside any repository (every file is kept there), so that files
    /// scaffolded here and not committed yet do not change what this test sees.
    @Test func aNewProjectIsTheTemplateRenamedWithItsScriptsStillRunnableAndNoGenerator() throws {
        let scratch = try ScratchProject(
            copying: [
                IdentityRewriter.identityPath, "App", ".ci", "LocalPackage/Luca/Package.swift",
                BareSkeleton.overlayFolder,
            ])
        defer { scratch.remove() }
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("luca-plan-\(UUID())")
        let changes = try ProjectGenerator(source: scratch.tree).plan(
            Naming("Notes", kind: "project"), at: destination, isBare: false)
        #expect(changes.made["App/NotesApp.swift"] != nil)
        // luca is installed once: a project made from the template has no copy of it.
        #expect(changes.made["LocalPackage/Luca/Package.swift"] == nil)
        #expect(changes.made.keys.allSatisfy { !$0.hasPrefix("LocalPackage/Luca/") })
        // Nor what bare projects are made from, which is luca's, in the template.
        #expect(changes.made.keys.allSatisfy { !$0.hasPrefix(BareSkeleton.overlayFolder) })
        #expect(changes.made[".ci/run"]?.permissions.map { $0 & 0o111 != 0 } == true)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func aNewProjectInsideThisOneIsRefused() {
        #expect {
            try ProjectGenerator(source: project).plan(
                Naming("Notes", kind: "project"), at: project.url("docs/Notes"), isBare: false)
        } throws: { error in
            "\(error)".contains("is inside the template")
        }
    }
}
