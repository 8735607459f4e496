/// Code inserted into a file just above a `// luca:NAME` marker line, indented as the marker is.
/// The marker stays, so the next feature goes in after this one.
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
        guard
            let index = fileLines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("// luca:\(marker)")
            })
        else {
            throw GeneratorError(
                "\(path) has no '// luca:\(marker)' line, so the new screen cannot be wired in; "
                    + "put the marker back where 'The markers' in docs/adding-a-feature.md says, and run again."
            )
        }
        let indentation = String(fileLines[index].prefix { $0 == " " })
        fileLines.insert(contentsOf: lines.map { $0.isEmpty ? "" : indentation + $0 }, at: index)
        return fileLines.joined(separator: "\n")
    }
}
