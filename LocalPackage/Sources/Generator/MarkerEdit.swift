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
        var fileLines = text.components(separatedBy: "\n")
        let (index, block) = try markerAndBlock(in: fileLines)
        fileLines.insert(contentsOf: block, at: index)
        return fileLines.joined(separator: "\n")
    }

    /// The text without the lines `apply` inserted, wherever they are now (later edits go in
    /// below them); refused, naming the lines, when they are no longer there as inserted.
    public func revert(from text: String) throws(GeneratorError) -> String {
        var fileLines = text.components(separatedBy: "\n")
        let (_, block) = try markerAndBlock(in: fileLines)
        guard
            let start = fileLines.indices.first(where: {
                fileLines[$0...].starts(with: block)
            })
        else {
            throw GeneratorError(
                "\(path) no longer has the lines luca wired in (they were changed since): take out "
                    + block.map { "'\($0.trimmingCharacters(in: .whitespaces))'" }.joined(separator: ", ")
                    + " by hand, and run again; nothing was changed.")
        }
        fileLines.removeSubrange(start..<start + block.count)
        return fileLines.joined(separator: "\n")
    }

    /// Where the marker is, and the lines as inserted above it (indented as it is).
    private func markerAndBlock(in fileLines: [String]) throws(GeneratorError) -> (Int, [String]) {
        guard
            let index = fileLines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("// luca:\(marker)")
            })
        else {
            throw GeneratorError(
                "\(path) has no '// luca:\(marker)' line, so luca cannot wire in what it makes or take it out; "
                    + "put the marker back where 'The markers' in docs/adding-a-feature.md says, and run again."
            )
        }
        let indentation = String(fileLines[index].prefix { $0 == " " })
        return (index, lines.map { $0.isEmpty ? "" : indentation + $0 })
    }
}
