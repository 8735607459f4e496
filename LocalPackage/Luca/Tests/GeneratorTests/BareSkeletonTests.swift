import Foundation
import Testing

@testable import Generator

/// What a bare project leaves out: the example's files, and the lines of the architecture's code that name it.
@Suite struct BareSkeletonTests {
    /// luca is installed once: a bare project has no generator, as a full one has none.
    /// (Where bare projects are made from: the template has the overlay.)
    @Test(
        .enabled(if: Git(folder: URL(fileURLWithPath: "/")).run(["--version"]) != nil),
        .enabled(
            if: FileManager.default.fileExists(atPath: ScratchProject.source.path + "/" + BareSkeleton.overlayFolder))
    )
    func aBareProjectHasNoGenerator() throws {
        let generator = "LocalPackage/Luca/Tests/GeneratorTests/BareSkeletonTests.swift"
        let project = try ScratchProject(
            copying: [
                generator, "LocalPackage/Luca/Package.swift", BareSkeleton.overlayFolder, IdentityRewriter.identityPath,
            ])
        defer { project.remove() }
        let git = Git(folder: project.tree.root)
        #expect(git.run(["init", "-q"]) != nil && git.run(["add", "."]) != nil)
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("luca-bare-\(UUID())")

        let made = try ProjectGenerator(source: project.tree).plan(
            Naming("Notes", kind: "project"), at: destination, isBare: true
        ).made

        #expect(made["Package.swift"] != nil)
        #expect(made.keys.allSatisfy { !$0.hasPrefix("LocalPackage/Luca/") })
    }

    @Test func aLineOfCodeThatNamesTheExampleIsLeftOut() {
        let text = """
            enum Path {
                case personBMI(PersonBMI)
                case diary(Diary)
            }
            let files = [
                ExampleFile.allCases.map(\\.name),
                DataFile.allCases.map(\\.name),
            ]
            var state = AppState()
            state.example.count += 1
            // The example's steps: Tests/Example/ci.sh
            print(command.examples)
            """
        #expect(
            BareSkeleton.withoutExample(text, path: "Sources/Model/Home.swift", types: ["PersonBMI"]) == """
                enum Path {
                    case diary(Diary)
                }
                let files = [
                    DataFile.allCases.map(\\.name),
                ]
                var state = AppState()
                print(command.examples)
                """)
    }

    @Test func aScriptLosesItsExampleLinesAndADocKeepsAll() {
        let text = "swift test\nTests/Example/ci.sh\nthe example's screens\n"
        #expect(BareSkeleton.withoutExample(text, path: ".ci/run", types: []) == "swift test\n")
        #expect(BareSkeleton.withoutExample(text, path: "docs/testing.md", types: []) == text)
    }

    @Test(arguments: ["examples", "counterexample", "Examples", "exampled", "HistoryExample"])
    func aWordThatOnlyContainsExampleIsNoneOfItsLines(word: String) {
        #expect(!BareSkeleton.isExamples(line: "let \(word) = 1", types: []))
    }

    @Test func theExamplesTypesAreThoseDeclaredAtTheTopOfItsFiles() throws {
        let project = try ScratchProject(copying: [])
        let files = [
            "LocalPackage/Sources/Model/Stores/Example/PersonBMI.swift": """
            import DataSource

            @MainActor @Observable public final class PersonBMI: Composable {
                public enum Action { case task }
            }
            public typealias Weight = Double
            extension Home {}
            """,
            "LocalPackage/Sources/Model/Stores/Home.swift": "public final class Home {}\n",
        ]
        for (path, text) in files {
            let url = project.tree.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        defer { project.remove() }
        #expect(try BareSkeleton.exampleTypes(in: project.tree) == ["PersonBMI", "Weight"])
    }

    @Test func aLongOrOddListOfPathsReadsAsOneLine() {
        #expect(Luca.list(["a, b.txt", "tab\there", "c"]) == #""a, b.txt", "tab\there", c"#)
        #expect(Luca.list((1...12).map { "f\($0)" }).hasSuffix("f10 and 2 more"))
    }
}
