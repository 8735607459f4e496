import DataSource
import Foundation
import Model
import Testing

/// Feet and inches are read by hand now (a Regex literal cost `bmi calc` a third of its start);
/// every combination of their parts must read as the pattern they replaced did.
struct FeetAndInchesTests {
    /// What the parser accepted before, as a Regex: the reference.
    private static func reference(_ text: String) -> Double? {
        let pattern = /^(\d{1,2})\s*(?:'|ft|feet)\s*(?:(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:"|''|in|inches)?)?$/
        guard let match = text.wholeMatch(of: pattern), let feet = Double(match.1) else { return nil }
        guard let inchesText = match.2 else { return feet * 12 }
        guard let inches = Double(inchesText.replacingOccurrences(of: ",", with: ".")), inches < 12 else { return nil }
        return feet * 12 + inches
    }

    @Test
    func reading_EveryCombinationOfFeetAndInchesParts_ReadsAsTheRegexDid() {
        let feet = ["5", "12", "123", "0"]
        let markers = ["'", "ft", "feet", "f", "''", "fe"]
        let spaces = ["", " ", "  "]
        let inches = ["", "9", "11", "12", "9.5", "9,25", "9.", ".5", "9.123", "123"]
        let units = ["", "\"", "''", "in", "inches", "inch", "'", "i"]
        var checked = 0
        for foot in feet {
            for marker in markers {
                for space in spaces {
                    for inch in inches {
                        for unit in units where !(inch.isEmpty && !unit.isEmpty) {
                            for unitSpace in ["", " "] {
                                let text = foot + space + marker + space + inch + unitSpace + unit
                                let expected = Self.reference(text)
                                let read = MeasurementParser.reading(text, of: .height, in: .metric)
                                #expect(read?.value == expected, "\(text)")
                                if expected != nil { #expect(read?.unitSystem == .imperial, "\(text)") }
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked > 5_000)
    }
}
