import Foundation
import Testing
import UserInterface

/// `JSONLineEncoder` writes what `JSONEncoder` writes with the options the app prints JSON with,
/// for every kind of value the app's presentations hold.
struct JSONLineEncoderTests {
    private func foundation(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private struct Fields: Encodable {
        enum Kind: String, Encodable { case one, two }
        var name: String
        var amount: Double
        var count: Int
        var big: UInt64 = .max
        var small: Int8 = -8
        var ratio: Float = 0.1
        var isOn: Bool
        var kind: Kind = .two
        var missing: Double?
        var present: Double? = 0.5
        var date: Date
        var id = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!
        var list: [Double] = [1, 2.5, 1e-7, 1e21, -0.0]
        var nested: [String: [Int]] = ["b": [1], "a": [], "Z": [2]]
        var camelCase = 1
        var camel = 2
        var healthyRange = 3
        var hedge = 4
    }

    @Test(arguments: [
        "Ann", "", #"Lee, "Sam""#, #"back\slash"#, "a/b", "=cmd|' /C calc'!A0", "日本 太郎", "Zoë\u{301}",
        "\u{7F}\u{80}\u{9B}\u{202E}", "🙂", String((0..<32).map { Character(UnicodeScalar($0)!) }),
    ])
    func encode_IsWhatJSONEncoderWrites(name: String) throws {
        for (amount, date) in [
            (70.0, Date(timeIntervalSince1970: 1_763_748_180)), (70.25, Date(timeIntervalSince1970: -2_208_988_800)),
            (0.1 + 0.2, Date(timeIntervalSince1970: 1_763_748_180.75)), (1234567.125, Date(timeIntervalSince1970: 0)),
        ] {
            let sample = Fields(name: name, amount: amount, count: -3, isOn: true, date: date)
            #expect(try JSONLineEncoder().encode(sample) == foundation(sample))
            #expect(try JSONLineEncoder().encode([sample, sample]) == foundation([sample, sample]))
        }
    }

    @Test
    func encode_ANumberThatIsNotFinite_IsAnError() {
        #expect(throws: EncodingError.self) { try JSONLineEncoder().encode([Double.nan]) }
    }
}
