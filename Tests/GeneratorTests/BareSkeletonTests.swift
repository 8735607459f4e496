import Testing

@testable import Generator

/// How a bare project keeps a file of the architecture that has a part of the example's.
@Suite struct BareSkeletonTests {
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

    @Test func textWithoutRegionsIsKeptAsItIs() throws {
        #expect(try BareSkeleton.withoutExample("a\n  b\n") == "a\n  b\n")
    }
}
