import Foundation
import Testing

@testable import Generator

/// How a bare project keeps a file of the architecture that has a part of the example's.
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

    @Test func theExamplesRegionsAreLeftOutMarkersAndAll() throws {
        let text = """
            targets: [
                .target(name: "App"),
                // luca:example-begin
                .target(name: "Benchmarks"),
                // luca:example-end
            ]
            # luca:example-begin
            ./benchmarks
            # luca:example-end
            swift test
            """
        #expect(
            try BareSkeleton.withoutExample(text) == """
                targets: [
                    .target(name: "App"),
                ]
                swift test
                """)
    }

    @Test(arguments: [
        "// luca:example-begin\nx", "x\n// luca:example-end", "# luca:example-begin\n# luca:example-begin",
    ])
    func regionsThatDoNotPairUpAreRefused(text: String) {
        #expect(throws: GeneratorError.self) {
            try BareSkeleton.withoutExample(text)
        }
    }

    @Test func aBareLineTakesTheRegionsPlaceAsCodeIndentedAsItsComment() throws {
        let text = """
                goodbye: {
                    // luca:example-begin
                    strings.goodbye(calculations: count)
                    // luca:example-end
                    // luca:bare: strings.goodbye
                }
            """
        #expect(
            try BareSkeleton.withoutExample(text) == """
                    goodbye: {
                        strings.goodbye
                    }
                """)
    }

    @Test func bareLinesKeepTheirOwnIndentationAndMayBeEmpty() throws {
        let text = """
                let a = 1
                // luca:bare:
                // luca:bare: init() {
                // luca:bare:     a = 2
                // luca:bare: }
            """
        #expect(
            try BareSkeleton.withoutExample(text) == """
                    let a = 1

                    init() {
                        a = 2
                    }
                """)
    }

    @Test func aBareLineInsideARegionIsRefused() {
        #expect(throws: GeneratorError.self) {
            try BareSkeleton.withoutExample("// luca:example-begin\n// luca:bare: x\n// luca:example-end")
        }
    }

    @Test func textWithoutRegionsIsKeptAsItIs() throws {
        #expect(try BareSkeleton.withoutExample("a\n  b\n") == "a\n  b\n")
    }

    @Test(arguments: ["// luca:example-begin (x)", "//luca:example-begin extra", "/// luca:example-end now"])
    func aMarkerWithMoreOnItsLineIsRefusedNamingWhere(line: String) {
        #expect {
            try BareSkeleton.withoutExample("a\n\(line)\nb", path: "Model/AppDelegate.swift")
        } throws: { error in
            "\(error)".hasPrefix("Model/AppDelegate.swift, line 2: ") && "\(error)".contains("is no marker")
        }
    }

    @Test func anUnpairedMarkerIsNamedByFileAndLine() {
        #expect {
            try BareSkeleton.withoutExample("a\n// luca:example-begin\nb", path: "docs/testing.md")
        } throws: { error in
            "\(error)".hasPrefix("docs/testing.md, line 2: a luca:example-begin has no luca:example-end")
        }
    }

    @Test func aLongOrOddListOfPathsReadsAsOneLine() {
        #expect(Luca.list(["a, b.txt", "tab\there", "c"]) == #""a, b.txt", "tab\there", c"#)
        #expect(Luca.list((1...12).map { "f\($0)" }).hasSuffix("f10 and 2 more"))
    }
}
