import Testing

@testable import Generator

@Suite struct MarkerEditTests {
    let file = """
        enum Choice {
            case open
            // luca:menu-choices
        }
        """

    @Test func linesGoAboveTheMarkerIndentedAsItIsAndTheMarkerStays() throws {
        let edit = MarkerEdit(path: "Menu.swift", marker: "menu-choices", lines: ["case diary", "", "case notes"])
        #expect(
            try edit.apply(to: file) == """
                enum Choice {
                    case open
                    case diary

                    case notes
                    // luca:menu-choices
                }
                """)
    }

    @Test func aSecondEditGoesAfterTheFirst() throws {
        let first = try MarkerEdit(path: "Menu.swift", marker: "menu-choices", lines: ["case diary"]).apply(to: file)
        let second = try MarkerEdit(path: "Menu.swift", marker: "menu-choices", lines: ["case notes"]).apply(to: first)
        #expect(second.contains("case diary\n    case notes\n    // luca:menu-choices"))
    }

    @Test func aMissingMarkerIsNamedWithTheFileAndTheDocsThatSayWhereItGoes() {
        let edit = MarkerEdit(path: "Views/HomeView.swift", marker: "menu-actions", lines: ["x"])
        #expect {
            try edit.apply(to: file)
        } throws: { error in
            "\(error)".contains("Views/HomeView.swift has no '// luca:menu-actions' line")
                && "\(error)".contains("docs/adding-a-feature.md")
        }
    }
}
