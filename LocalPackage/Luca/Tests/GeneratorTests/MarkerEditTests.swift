import Testing

@testable import Generator

@Suite struct MarkerEditTests {
    let file = """
        enum Choice {
            case open
            // luca:menu
        }
        """

    @Test func linesGoAboveTheMarkerIndentedAsItIsAndTheMarkerStays() throws {
        let edit = MarkerEdit(path: "Menu.swift", marker: "menu", lines: ["case diary", "", "case notes"])
        #expect(
            try edit.apply(to: file) == """
                enum Choice {
                    case open
                    case diary

                    case notes
                    // luca:menu
                }
                """)
    }

    @Test func aSecondEditGoesAfterTheFirst() throws {
        let first = try MarkerEdit(path: "Menu.swift", marker: "menu", lines: ["case diary"]).apply(to: file)
        let second = try MarkerEdit(path: "Menu.swift", marker: "menu", lines: ["case notes"]).apply(to: first)
        #expect(second.contains("case diary\n    case notes\n    // luca:menu"))
    }

    @Test func aMissingMarkerIsNamedWithTheFileAndTheDocsThatSayWhereItGoes() {
        let edit = MarkerEdit(path: "Views/HomeView.swift", marker: "views", lines: ["x"])
        #expect {
            try edit.apply(to: file)
        } throws: { error in
            "\(error)".contains("Views/HomeView.swift has no '// luca:views' line")
                && "\(error)".contains("docs/adding-a-feature.md")
        }
    }
}

@Suite struct MarkerEditEdgeTests {
    let edit = MarkerEdit(path: "Home.swift", marker: "paths", lines: ["case probe(Probe)"])

    @Test func aMarkerTwiceIsRefusedNamingTheLines() {
        #expect {
            try edit.apply(to: "enum Path {\n    // luca:paths\n    // luca:paths\n}")
        } throws: { error in
            "\(error)".contains("has 2 '// luca:paths' lines (lines 2, 3)")
        }
    }

    @Test func onlyTheMarkerItselfCounts() throws {
        let text = "// luca:paths-old\nenum Path {\n    // luca:paths\n}"
        #expect(
            try edit.apply(to: text) == "// luca:paths-old\nenum Path {\n    case probe(Probe)\n    // luca:paths\n}")
    }

    @Test func aFileWithWindowsLineEndingsKeepsThem() throws {
        let text = "enum Path {\r\n    // luca:paths\r\n}\r\n"
        #expect(try edit.apply(to: text) == "enum Path {\r\n    case probe(Probe)\r\n    // luca:paths\r\n}\r\n")
        #expect(try edit.revert(from: edit.apply(to: text)) == text)
    }

    @Test func linesAlreadyTakenOutByHandCountAsTakenOut() throws {
        let text = "enum Path {\n    // luca:paths\n}"
        #expect(try edit.revert(from: text) == text)
    }

    @Test func linesPartlyChangedAreRefusedNamingWhatIsLeft() {
        let twoLines = MarkerEdit(path: "Home.swift", marker: "paths", lines: ["case probe(Probe)", "case other"])
        #expect {
            try twoLines.revert(from: "enum Path {\n    case probe(Probe)\n    case other2\n    // luca:paths\n}")
        } throws: { error in
            "\(error)".contains("take out 'case probe(Probe)' by hand")
        }
    }
}
