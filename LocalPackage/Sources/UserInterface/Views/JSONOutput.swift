import DataSource

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON one-shot commands print: keys sorted, one line, dates in ISO 8601, every documented
/// key present. Characters that could steer a terminal are written as `\uXXXX` escapes, which
/// JSON readers decode back to the same text.
enum JSONOutput {
    static func line(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            // NB: only a non-finite number fails to encode, and every value printed has passed the
            // rules (finite, in range) when it was typed or read back; this is a programming error.
            preconditionFailure("JSON output could not be encoded: \(error)")
        }
        let text = String(decoding: data, as: UTF8.self)
        guard text.unicodeScalars.contains(where: \.isTerminalControl) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isTerminalControl {
                let hex = String(scalar.value, radix: 16)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}

/// `bmi calc --json`: `{"bmi":22.86,"category":"normal"}`.
struct BMIResultJSON: Encodable, Equatable {
    var bmi: Double
    var category: BMICategory?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bmi, forKey: .bmi)
        try container.encode(category, forKey: .category)
    }

    private enum CodingKeys: CodingKey { case bmi, category }
}

/// `bmi show --json`: the saved person, in the chosen unit system, with BMI and category.
struct PersonJSON: Encodable, Equatable {
    var name: String
    var weight: Double
    var height: Double
    var unit: UnitSystem
    var bmi: Double
    var category: BMICategory?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(weight, forKey: .weight)
        try container.encode(height, forKey: .height)
        try container.encode(unit, forKey: .unit)
        try container.encode(bmi, forKey: .bmi)
        try container.encode(category, forKey: .category)  // present, even where a category is missing
    }

    private enum CodingKeys: CodingKey { case name, weight, height, unit, bmi, category }
}

/// An element of `bmi history --json`.
struct RecordJSON: Encodable, Equatable {
    var id: UUID
    var date: Date
    var weight: Double
    var height: Double
    var unit: UnitSystem
    var bmi: Double
    var category: BMICategory?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(date, forKey: .date)
        try container.encode(weight, forKey: .weight)
        try container.encode(height, forKey: .height)
        try container.encode(unit, forKey: .unit)
        try container.encode(bmi, forKey: .bmi)
        try container.encode(category, forKey: .category)
    }

    private enum CodingKeys: CodingKey { case id, date, weight, height, unit, bmi, category }
}
