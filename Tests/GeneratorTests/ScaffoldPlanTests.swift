import Foundation
import Generator
import Testing

/// What `luca new` and `luca feature` would write, planned against this very project and never
/// applied: so these hold for every project made from it, full or bare.
@Suite struct ScaffoldPlanTests {
    /// This project's root: three folders above this file.
    let project = try! ProjectTree(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent())

    @Test func aFeatureIsItsOwnFilesAcrossTheLayersAndWiringInHome() throws {
        let changes = try FeatureScaffold(tree: project).plan(Naming("Diary", kind: "feature"), withService: true)
        #expect(
            changes.made.keys.sorted() == [
                "LocalPackage/Sources/Model/Services/DiaryService.swift",
                "LocalPackage/Sources/Model/Stores/Diary.swift",
                "LocalPackage/Sources/UserInterface/Commands/DiaryCommand.swift",
                "LocalPackage/Sources/UserInterface/Presentations/DiaryLine.swift",
                "LocalPackage/Sources/UserInterface/Resources/DiaryStrings.swift",
                "LocalPackage/Sources/UserInterface/Views/DiaryView.swift",
                "Tests/ModelTests/ServiceTests/DiaryServiceTests.swift",
                "Tests/ModelTests/StoreTests/DiaryTests.swift",
                "Tests/UserInterfaceTests/DiaryCommandTests.swift",
                "Tests/UserInterfaceTests/DiarySceneTests.swift",
            ])
        #expect(changes.changed.keys.contains("LocalPackage/Sources/Model/Stores/Home.swift"))
        #expect(changes.removed.isEmpty)
    }

    @Test(arguments: [
        ("AppState", "clashes with struct AppState"),
        ("Help", "clashes with struct HelpCommand"),
    ])
    func aFeatureThatClashesWithWhatTheProjectHasIsRefused(typed: String, reason: String) {
        #expect {
            try FeatureScaffold(tree: project).plan(Naming(typed, kind: "feature"), withService: false)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func aNewProjectIsThisOneRenamedWithItsScriptsStillRunnable() throws {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("luca-plan-\(UUID())")
        let changes = try ProjectGenerator(source: project).plan(
            Naming("Notes", kind: "project"), at: destination, isBare: false)
        #expect(changes.made["App/NotesApp.swift"] != nil)
        #expect(changes.made["LocalPackage/Sources/Generator/ChangeSet.swift"] != nil)
        #expect(changes.made[".ci/run"]?.permissions.map { $0 & 0o111 != 0 } == true)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func aNewProjectInsideThisOneIsRefused() {
        #expect {
            try ProjectGenerator(source: project).plan(
                Naming("Notes", kind: "project"), at: project.url("docs/Notes"), isBare: false)
        } throws: { error in
            "\(error)".contains("is inside this project")
        }
    }
}
