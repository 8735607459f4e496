import Foundation
import Testing

@testable import Generator

/// `luca client`, `luca repository`, `luca remove` and `luca list`, planned against copies of
/// this project's files (or, where nothing is made, the project itself) and never applied, so
/// that they hold for every project made from it.
@Suite struct BuildingBlockPlanTests {
    let project = try! ProjectTree(ScratchProject.source)
    static let resources = "LocalPackage/Sources/UserInterface/Resources"

    @Test(arguments: ["Probe", "ProbeClient"])
    func aClientIsItsFileItsPresetItsTestsAndThreeLinesOfAppDependencies(typed: String) throws {
        let scratch = try ScratchProject(copying: [ClientScaffold.dependencies])
        defer { scratch.remove() }
        let changes = try ClientScaffold(tree: scratch.tree).plan(ClientScaffold.clientName(typed))
        #expect(
            changes.made.keys.sorted() == [
                "LocalPackage/Sources/DataSource/Dependencies/ProbeClient.swift",
                "Tests/DataSourceTests/ProbeClientTests.swift",
                "Tests/TestSupport/ProbeClient+Presets.swift",
            ])
        let dependencies = try #require(changes.changed[ClientScaffold.dependencies])
        #expect(dependencies.contains("    public var probeClient: ProbeClient = .liveValue\n    // luca:clients"))
        #expect(
            dependencies.contains("        probeClient: ProbeClient = .testValue,\n        // luca:test-client"))
        #expect(dependencies.contains("            probeClient: probeClient,\n            // luca:test-clients"))
    }

    @Test func aRepositoryMakesItsEntityDeclaresItsFileAndIsBuiltInAppDependencies() throws {
        let scratch = try ScratchProject(
            copying: [RepositoryScaffold.dataFile, RepositoryScaffold.repositories, Self.resources])
        defer { scratch.remove() }
        let changes = try RepositoryScaffold(tree: scratch.tree).plan(RepositoryScaffold.entityName("ProbeRepository"))
        #expect(
            changes.made.keys.sorted() == [
                "LocalPackage/Sources/DataSource/Entities/Probe.swift",
                "LocalPackage/Sources/DataSource/Repositories/ProbeRepository.swift",
                "Tests/DataSourceTests/ProbeRepositoryTests.swift",
            ])
        #expect(changes.changed[RepositoryScaffold.dataFile]?.contains("case .probe: \"probe.json\"") == true)
        #expect(
            changes.changed[RepositoryScaffold.repositories]?.contains(
                "ProbeRepository(ownedDataDirectory) { entries in\n            entries.allSatisfy { $0.count >= 0 }\n        }"
            )
                == true)
        // Its name, and its meaning in the help in each language.
        #expect(changes.changed.values.filter { $0.contains("case .probe: \"") }.count == 3)
    }

    @Test func aRepositoryOfAnEntityDataSourceHasKeepsItAndAsksForItsRules() throws {
        let scratch = try ScratchProject(
            copying: [RepositoryScaffold.dataFile, RepositoryScaffold.repositories, Self.resources])
        defer { scratch.remove() }
        let entity = "LocalPackage/Sources/DataSource/Entities/Probe.swift"
        try Data("public struct Probe: Codable, Sendable, Equatable {}\n".utf8).write(to: scratch.tree.url(entity))
        let changes = try RepositoryScaffold(tree: scratch.tree).plan(Naming("Probe", kind: "repository"))
        #expect(changes.made[entity] == nil)
        #expect(changes.changed[RepositoryScaffold.repositories]?.contains("the rules a Probe read back") == true)
    }

    @Test func aRepositoryOfAnEntityThatIsNotCodableIsRefused() throws {
        let entity = "LocalPackage/Sources/DataSource/Entities/LocalTime.swift"
        let scratch = try ScratchProject(
            copying: [RepositoryScaffold.dataFile, RepositoryScaffold.repositories, Self.resources, entity])
        defer { scratch.remove() }
        #expect {
            try RepositoryScaffold(tree: scratch.tree).plan(Naming("LocalTime", kind: "repository"))
        } throws: { error in
            "\(error)".contains("is not Codable, so it cannot be saved as JSON")
        }
    }

    @Test func aFeatureNamedAsAScreenHomeHasIsRefusedAsOne() throws {
        let scratch = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        let screen = try #require(ProjectList(tree: scratch.tree).screens().first)
        #expect {
            try FeatureScaffold(tree: scratch.tree).plan(
                Naming(screen.uppercased(), kind: "feature"))
        } throws: { error in
            "\(error)".hasPrefix("Home already has a screen")
        }
    }

    @Test func removingAScreenThatIsNotThereIsRefused() {
        let scratch = try! ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        #expect {
            try FeatureScaffold(tree: scratch.tree).planRemoval(Naming("Probe", kind: "feature"))
        } throws: { error in
            "\(error)".hasPrefix("Home has no screen 'Probe'")
        }
    }

    @Test func listShowsWhatTheCodeWires() throws {
        let scratch = try ScratchProject(
            copying: ScratchProject.featureWiring + [
                ClientScaffold.dependencies, RepositoryScaffold.dataFile, RepositoryScaffold.repositories,
                Self.resources, "LocalPackage/Sources/UserInterface/Commands",
            ])
        defer { scratch.remove() }
        let root = scratch.tree.root
        try ClientScaffold(tree: scratch.tree).plan(ClientScaffold.clientName("Probe")).apply(under: root)
        try RepositoryScaffold(tree: scratch.tree).plan(Naming("Probe", kind: "repository")).apply(under: root)
        try FeatureScaffold(tree: scratch.tree).plan(Naming("ProbeScreen", kind: "feature"))
            .apply(under: root)

        let list = ProjectList(tree: scratch.tree)
        #expect(try list.screens().contains("ProbeScreen"))
        #expect(try list.commands().contains("probe-screen"))
        #expect(try list.commands().contains("help"))
        #expect(try list.clients().contains("ProbeClient"))
        #expect(try list.repositories().contains("ProbeRepository"))
    }

    @Test func aFeatureNamedAsTheAppIsRefused() throws {
        let scratch = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        let manifest = try scratch.tree.read("Package.swift")
        let app = try #require(manifest.firstMatch(of: /Package\(\s*name: "(\w+)"/)?.output.1)
        #expect {
            try FeatureScaffold(tree: scratch.tree).plan(Naming(String(app), kind: "feature"))
        } throws: { error in
            "\(error)".contains("is the app's own name")
        }
    }

    @Test func aFeatureWhoseWordsAnotherScreenHasIsRefused() throws {
        let scratch = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { scratch.remove() }
        try Data("extension EnglishStrings {\n    var probeTitle: String { \"x\" }\n}\n".utf8).write(
            to: scratch.tree.url("LocalPackage/Sources/UserInterface/Resources/ChartStrings.swift"))
        #expect {
            try FeatureScaffold(tree: scratch.tree).plan(Naming("Probe", kind: "feature"))
        } throws: { error in
            "\(error)".contains(
                "would declare probeTitle, which LocalPackage/Sources/UserInterface/Resources/ChartStrings.swift")
        }
    }

    @Test(arguments: ["Client", "client", "CLIENT"])
    func theSuffixAloneIsNoClientsName(typed: String) {
        #expect {
            try ClientScaffold.clientName(typed)
        } throws: { error in
            "\(error)".contains("is no client's name")
        }
    }

    @Test func theSuffixIsTakenInAnyCase() throws {
        #expect(try ClientScaffold.clientName("WEATHERCLIENT").typeName == "WEATHERClient")
        #expect(try RepositoryScaffold.entityName("mealrepository").typeName == "Meal")
    }
}
