import DataSource
import Foundation

/// The JSON one-shot commands print: keys sorted, one line, dates in ISO 8601.
enum JSONOutput {
    static func line(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // NB: these values are numbers, strings and dates; encoding them cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// `bmi calc --json`: `{"bmi":22.86,"category":"normal"}`.
struct BMIResultJSON: Encodable, Equatable {
    var bmi: Double
    var category: BMICategory?
}

/// `bmi show --json`: the saved person, in the chosen unit system, with BMI and category.
struct PersonJSON: Encodable, Equatable {
    var name: String
    var weight: Double
    var height: Double
    var unit: UnitSystem
    var bmi: Double
    var category: BMICategory?
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
}
