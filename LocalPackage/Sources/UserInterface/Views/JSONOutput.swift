import DataSource

/// The JSON one-shot commands print: keys sorted, one line, dates in ISO 8601, every documented
/// key present. Characters that could steer a terminal are written as `\uXXXX` escapes, which
/// JSON readers decode back to the same text.
enum JSONOutput {
    /// `elements` as one line of a JSON array, encoded and written a thousand at a time: a
    /// million records are never one encoder's tree (1.3 GB), and a reader that leaves
    /// (`| head -c 100`) stops the writing.
    static func writeArray<Element: Encodable>(_ elements: [Element], to console: Console) {
        var start = 0
        while start == 0 || (start < elements.count && !console.isReaderGone) {
            let end = min(start + 1_000, elements.count)
            writeElements(Array(elements[start..<end]), isFirst: start == 0, to: console)
            start = max(end, 1)
        }
        if !console.isReaderGone { console.write("]\n") }
    }

    /// The next `elements` of a JSON array written a part at a time: the first part opens it
    /// (`[`), the caller closes it (`]`).
    static func writeElements<Element: Encodable>(_ elements: [Element], isFirst: Bool, to console: Console) {
        let text = elements.map { line($0) }.joined(separator: ",")
        console.write((isFirst ? "[" : text.isEmpty ? "" : ",") + text)
    }

    static func line(_ value: some Encodable) -> String {
        let text: String
        do {
            text = try JSONLineEncoder().encode(value)
        } catch {
            // NB: only a non-finite number fails to encode, and every value printed has passed the
            // rules (finite, in range) when it was typed or read back; this is a programming error.
            preconditionFailure("JSON output could not be encoded: \(error)")
        }
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
