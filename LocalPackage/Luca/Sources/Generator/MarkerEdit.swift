/// Code inserted into a file just above a `// luca:NAME` marker line, indented as the marker is.
/// The marker stays, so the next feature goes in after this one; `revert` takes the lines out again.
public struct MarkerEdit: Sendable {
    public var path: String
    public var marker: String
    public var lines: [String]

    public init(path: String, marker: String, lines: [String]) {
        self.path = path
        self.marker = marker
        self.lines = lines
    }

    public func apply(to text: String) throws(GeneratorError) -> String {
        try editingLines(of: text) { fileLines throws(GeneratorError) in
            let (index, block) = try markerAndBlock(in: fileLines)
            fileLines.insert(contentsOf: block, at: index)
        }
    }

    /// The text without the lines `apply` inserted, wherever they are now (later edits go in
    /// below them). Lines taken out by hand count as taken out, unless a line still mentions
    /// one of `names` (the block was changed rather than removed): that is refused, naming it.
    public func revert(from text: String, mentioning names: [String] = []) throws(GeneratorError) -> String {
        try editingLines(of: text) { fileLines throws(GeneratorError) in
            let (_, block) = try markerAndBlock(in: fileLines)
            if let start = fileLines.indices.first(where: { fileLines[$0...].starts(with: block) }) {
                fileLines.removeSubrange(start..<start + block.count)
                return
            }
            let trimmed = block.map { $0.trimmingCharacters(in: .whitespaces) }
            let left = fileLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
                !line.isEmpty && !line.hasPrefix("// luca:")
                    && (trimmed.contains(line) || names.contains { line.contains($0) })
            }
            guard left.isEmpty else {
                throw GeneratorError(
                    "\(path) no longer has the lines luca wired in as it wrote them (they were changed since): take "
                        + "out " + left.map { "'\($0)'" }.joined(separator: ", ")
                        + " by hand (with the lines they were changed into), and run again; nothing was changed.")
            }
        }
    }

    /// Whether the lines `apply` inserts are in the text as it inserts them.
    public func isWritten(in text: String) -> Bool {
        (try? revert(from: text)) != text
    }

    /// `edit` applied to the text's lines. A file with Windows line endings (CRLF) keeps them.
    private func editingLines(
        of text: String, _ edit: (inout [String]) throws(GeneratorError) -> Void
    ) throws(GeneratorError) -> String {
        // NB: "\r\n" is one Character in Swift, so it must be made "\n" before splitting at "\n".
        let isCRLF = text.contains("\r\n")
        var fileLines = (isCRLF ? text.replacingOccurrences(of: "\r\n", with: "\n") : text)
            .components(separatedBy: "\n")
        try edit(&fileLines)
        let joined = fileLines.joined(separator: "\n")
        return isCRLF ? joined.replacingOccurrences(of: "\n", with: "\r\n") : joined
    }

    /// Where the marker is, and the lines as inserted above it (indented as it is). The marker
    /// must be one line of its own, once in the file.
    private func markerAndBlock(in fileLines: [String]) throws(GeneratorError) -> (Int, [String]) {
        let markerLine = "// luca:\(marker)"
        let found = fileLines.indices.filter {
            let line = fileLines[$0].trimmingCharacters(in: .whitespaces)
            return line == markerLine || line.hasPrefix(markerLine + " ")
        }
        guard let index = found.first else {
            throw GeneratorError(
                "\(path) has no '\(markerLine)' line, so luca cannot wire in what it makes or take it out; "
                    + "put the marker back where 'The markers' in docs/adding-a-feature.md says, and run again."
            )
        }
        guard found.count == 1 else {
            throw GeneratorError(
                "\(path) has \(found.count) '\(markerLine)' lines (lines \(found.map { String($0 + 1) }.joined(separator: ", "))): "
                    + "keep the one where 'The markers' in docs/adding-a-feature.md says, and run again.")
        }
        let indentation = String(fileLines[index].prefix { $0 == " " })
        return (index, lines.map { $0.isEmpty ? "" : indentation + $0 })
    }
}
