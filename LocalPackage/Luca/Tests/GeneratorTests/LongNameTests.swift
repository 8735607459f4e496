import Foundation
import Testing

@testable import Generator

/// A long name's lines are wrapped as swift-format wraps them (that the longest name luca takes
/// writes a project its own lint passes is proved by prove.sh, which runs the formatter).
@Suite struct LongNameTests {
    /// A name long enough that its menu item would pass 120 columns: wrapped as swift-format
    /// wraps it, and taken out again.
    @Test func aLongNamesWiringIsWrappedAndRemoved() throws {
        let project = try ScratchProject(copying: ScratchProject.featureWiring)
        defer { project.remove() }
        let before = try project.snapshot()
        let long = try Naming("ProbeMeasurementLog", kind: "feature")
        try project.addFeature(long)
        let homeView = try project.tree.read("LocalPackage/Sources/UserInterface/Views/HomeView.swift")
        #expect(homeView.contains("screen(\"p\", strings.probeMeasurementLogTitle) {\n"))

        try project.removeFeature(long)

        #expect(try project.snapshot() == before)
    }
}
