import DataSource
import Foundation

/// Reads a typed weight or height as a person writes it, in kilograms or centimetres.
/// Holds no state; pure, so it can be fuzzed.
///
/// Accepted, spaces around ignored, units in any case:
/// - a plain decimal, `.` or `,` before the decimals (`70`, `70.5`, `70,5`): in the unit system's unit;
/// - the number with a unit: `70kg`, `70 kg`, `154 lb`, `154 lbs` for a weight; `175cm`, `1.75 m`,
///   `69in`, `69"` for a height;
/// - feet and inches for a height: `5'9"`, `5' 9`, `5 ft 9 in`, `6'` (inches below 12).
///
/// Refused: signs, exponents, hexadecimal, `inf`/`nan`, digits other than 0–9, control
/// characters, another field's unit, and anything longer than 32 bytes (refused before any work).
public enum MeasurementParser {
    static let maximumLength = 32

    /// The value in kilograms (weight) or centimetres (height), or `nil` when `text` is not one
    /// of the accepted forms. Empty text is `nil` too; the caller decides what Enter means.
    public static func metricValue(_ text: String, of field: MeasurementField, in unitSystem: UnitSystem) -> Double? {
        guard text.utf8.count <= maximumLength else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy(isAllowed) else { return nil }
        if field == .height, let inches = feetAndInches(trimmed) {
            return inches * MeasurementService.centimetresPerInch
        }
        let numberEnd =
            trimmed.firstIndex { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == ",")) } ?? trimmed.endIndex
        guard let number = decimal(trimmed[..<numberEnd]) else { return nil }
        let unit = trimmed[numberEnd...].trimmingCharacters(in: .whitespaces)
        guard let factor = factor(unit, field, unitSystem) else { return nil }
        return number * factor
    }

    /// How many kilograms or centimetres one of `unit` is; no unit means the unit system's.
    private static func factor(_ unit: String, _ field: MeasurementField, _ unitSystem: UnitSystem) -> Double? {
        switch (field, unit) {
        case (.weight, ""): unitSystem == .metric ? 1 : MeasurementService.kilogramsPerPound
        case (.weight, "kg"), (.weight, "kgs"): 1
        case (.weight, "lb"), (.weight, "lbs"): MeasurementService.kilogramsPerPound
        case (.height, ""): unitSystem == .metric ? 1 : MeasurementService.centimetresPerInch
        case (.height, "cm"): 1
        case (.height, "m"): 100
        case (.height, "in"), (.height, "\""), (.height, "inch"), (.height, "inches"):
            MeasurementService.centimetresPerInch
        default: nil
        }
    }

    /// `5'9"`, `5' 9`, `5 ft 9 in`, `6'` → inches; `nil` for anything else.
    private static func feetAndInches(_ text: String) -> Double? {
        let pattern = /^(\d{1,2})\s*(?:'|ft|feet)\s*(?:(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:"|''|in|inches)?)?$/
        guard let match = text.wholeMatch(of: pattern), let feet = Double(match.1) else { return nil }
        let inches = match.2.flatMap { decimal($0) } ?? 0
        guard inches < 12 else { return nil }
        return feet * 12 + inches
    }

    /// Digits, optionally one `.` or `,` followed by more digits.
    private static func decimal(_ text: Substring) -> Double? {
        let parts = text.replacingOccurrences(of: ",", with: ".")
            .split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Double(parts.joined(separator: "."))
    }

    /// Printable ASCII and spaces only: no control characters, escape sequences or other scripts'
    /// digits reach the number reader.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7E).contains(scalar.value)
    }
}
