import DataSource

/// Reads a typed weight or height as a person writes it, in kilograms or centimetres.
/// Holds no state; pure, so it can be fuzzed.
///
/// Accepted, spaces around ignored, units in any case:
/// - a plain decimal, `.` or `,` before the decimals (`70`, `70.5`, `70,5`): in the unit system's unit;
/// - the number with a unit: `70kg`, `70 kg`, `70 kilograms`, `154 lb`, `154 lbs`, `154 pounds` for a weight; `175cm`, `1.75 m`,
///   `69in`, `69"` for a height;
/// - feet and inches for a height: `5'9"`, `5' 9`, `5 ft 9 in`, `6'` (inches below 12).
///
/// Full-width forms, as a Japanese input method types them (`７０．５`, `１７５ｃｍ`, the
/// ideographic space), read as their ASCII counterparts, as NFKC folds them.
///
/// Refused: signs, exponents, hexadecimal, `inf`/`nan`, other digits than 0–9 (Arabic-Indic…),
/// control characters, another field's unit, and anything longer than 32 characters once folded
/// (or 96 bytes before: refused before any work).
public enum MeasurementParser {
    static let maximumLength = 32

    /// A typed value in the base unit of the unit system its unit belongs to: kilograms or
    /// centimetres (`70`, `70 kg`, `1.75 m` → 175 cm), or pounds or inches (`154 lb`, `5'9"` → 69 in).
    /// A value typed without a unit is in `unitSystem`'s.
    public struct TypedValue: Sendable, Equatable {
        public var value: Double
        public var unitSystem: UnitSystem
    }

    /// What `text` says, or `nil` when it is not one of the accepted forms. Empty text is `nil`
    /// too; the caller decides what Enter means.
    public static func reading(_ text: String, of field: MeasurementField, in unitSystem: UnitSystem) -> TypedValue? {
        guard text.utf8.count <= maximumLength * 3 else { return nil }
        let folded = text.foldingFullWidth
        guard folded.utf8.count <= maximumLength else { return nil }
        let trimmed = folded.trimmingSpaces.lowercased()
        guard !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy(isAllowed) else { return nil }
        if field == .height, let inches = feetAndInches(trimmed) {
            return TypedValue(value: inches, unitSystem: .imperial)
        }
        let numberEnd =
            trimmed.firstIndex { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == ",")) } ?? trimmed.endIndex
        guard let number = decimal(trimmed[..<numberEnd]) else { return nil }
        let unit = trimmed[numberEnd...].trimmingSpaces
        guard let (factor, system) = unit.isEmpty ? (1, unitSystem) : Self.unit(unit, field) else { return nil }
        return TypedValue(value: number * factor, unitSystem: system)
    }

    /// A written unit: how many of its system's base unit it is, and the system.
    private static func unit(_ unit: String, _ field: MeasurementField) -> (Double, UnitSystem)? {
        switch (field, unit) {
        case (.weight, "kg"), (.weight, "kgs"), (.weight, "kilogram"), (.weight, "kilograms"): (1, .metric)
        case (.weight, "lb"), (.weight, "lbs"), (.weight, "pound"), (.weight, "pounds"): (1, .imperial)
        case (.height, "cm"): (1, .metric)
        case (.height, "m"): (100, .metric)
        case (.height, "in"), (.height, "\""), (.height, "inch"), (.height, "inches"): (1, .imperial)
        default: nil
        }
    }

    /// `5'9"`, `5' 9`, `5 ft 9 in`, `6'` → inches; `nil` for anything else. Read by hand: a
    /// `Regex` literal is parsed and compiled at run time, which cost `bmi calc` a third of its
    /// start-up. The form: 1-2 digits of feet, `'`, `ft` or `feet`, then optionally inches of 1-2
    /// digits (and up to 2 decimals after `.` or `,`), optionally followed by `"`, `''`, `in` or
    /// `inches`; spaces allowed between the parts.
    private static func feetAndInches(_ text: String) -> Double? {
        var rest = Substring(text)
        guard let feetText = rest.takeDigits(atMost: 2), let feet = Double(feetText) else { return nil }
        rest.skipSpaces()
        guard rest.takeFirst(of: ["'", "feet", "ft"]) else { return nil }
        rest.skipSpaces()
        guard !rest.isEmpty else { return feet * 12 }
        guard let whole = rest.takeDigits(atMost: 2) else { return nil }
        var inchesText = whole
        if let separator = rest.first, separator == "." || separator == "," {
            rest.removeFirst()
            guard let fraction = rest.takeDigits(atMost: 2) else { return nil }
            inchesText += "." + fraction
        }
        rest.skipSpaces()
        _ = rest.takeFirst(of: ["\"", "''", "inches", "in"])
        guard rest.isEmpty, let inches = decimal(Substring(inchesText)), inches < 12 else { return nil }
        return feet * 12 + inches
    }

    /// Digits, optionally one `.` or `,` followed by more digits.
    private static func decimal(_ text: Substring) -> Double? {
        var number = ""
        var separators = 0
        for character in text {
            if character == "." || character == "," {
                separators += 1
                number.append(".")
            } else if character.isASCII, character.isNumber {
                number.append(character)
            } else {
                return nil
            }
        }
        guard separators <= 1, number.first != ".", number.last != "." else { return nil }
        return Double(number)
    }

    /// Printable ASCII and spaces only: no control characters, escape sequences or other scripts'
    /// digits reach the number reader.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7E).contains(scalar.value)
    }
}

extension Substring {
    /// Removes and returns 1 to `count` ASCII digits at the start; `nil` (and nothing removed)
    /// when there are none or more than `count`.
    fileprivate mutating func takeDigits(atMost count: Int) -> String? {
        let digits = prefix { $0.isASCII && $0.isNumber }
        guard (1...count).contains(digits.count) else { return nil }
        removeFirst(digits.count)
        return String(digits)
    }

    /// Removes the first of `words` the text starts with; `false` when it starts with none.
    fileprivate mutating func takeFirst(of words: [String]) -> Bool {
        guard let word = words.first(where: { hasPrefix($0) }) else { return false }
        removeFirst(word.count)
        return true
    }

    fileprivate mutating func skipSpaces() {
        removeFirst(prefix { $0 == " " }.count)
    }
}
