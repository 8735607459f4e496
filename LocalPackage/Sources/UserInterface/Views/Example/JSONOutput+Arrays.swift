import DataSource

/// The example's JSON arrays, which may hold a million records: written a part at a time, each
/// element with `JSONLineEncoder` (what `JSONEncoder` writes, at a fraction of its cost).
extension JSONOutput {
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
        let text = elements.map { element in escaped(encoded { try JSONLineEncoder().encode(element) }) }
            .joined(separator: ",")
        console.write((isFirst ? "[" : text.isEmpty ? "" : ",") + text)
    }
}
