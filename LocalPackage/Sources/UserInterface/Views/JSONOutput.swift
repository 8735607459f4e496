import DataSource

/// The JSON one-shot commands print: keys sorted, one line, dates in ISO 8601, every documented
/// key present. Characters that could steer a terminal are written as `\uXXXX` escapes, which
/// JSON readers decode back to the same text.
enum JSONOutput {
    static func line(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return escaped(encoded { String(decoding: try encoder.encode(value), as: UTF8.self) })
    }

    /// What `encode` gives. NB: only a non-finite number fails to encode, and every value printed
    /// has passed the rules (finite, in range) when it was typed or read back: a programming error.
    static func encoded(_ encode: () throws -> String) -> String {
        do {
            return try encode()
        } catch {
            preconditionFailure("JSON output could not be encoded: \(error)")
        }
    }

    /// `text` with every character that could steer a terminal escaped.
    static func escaped(_ text: String) -> String {
        // NB: printable ASCII a byte at a time, as `String.visible` checks it.
        let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable {
            $0.allSatisfy { (0x20...0x7E).contains($0) }
        }
        if isPrintableASCII == true { return text }
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
