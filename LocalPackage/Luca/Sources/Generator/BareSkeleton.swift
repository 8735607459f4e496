import Foundation

/// What `luca new --bare` keeps: every file but the example's, which live in folders named
/// `Example` (their parts of the architecture's files in luca:example regions), and the files in
/// `LocalPackage/BareProject` (outside every target) in place of the README and the architecture
/// doc. A bare project's one screen is made by `luca feature Sample`.
public struct BareSkeleton {
    let source: ProjectTree

    init(source: ProjectTree) throws {
        guard source.exists(Self.overlayFolder) else {
            throw GeneratorError(
                "\(Self.overlayFolder) is missing from the template, so a bare project cannot be made from it.")
        }
        self.source = source
    }

    public static let overlayFolder = "LocalPackage/BareProject"

    /// The folder name that holds the example's own files, wherever it is (`Stores/Example/`,
    /// `Tests/Example/`, `docs/Example/`): one rule, so that what a bare project leaves out is
    /// where a file lives, not a list kept beside the code.
    public static let exampleFolder = "Example"

    /// `text` without the example's regions: the lines from one marked `luca:example-begin` to
    /// the next marked `luca:example-end` (as a `//` or `#` comment line), both included. Where the
    /// architecture alone needs a line the example replaces (`goodbye: { strings.goodbye }`), the
    /// real file has it as a comment, `// luca:bare: CODE`, just after the region, and a bare
    /// project has `CODE` there, indented as the comment is (`// luca:bare:` alone: an empty line). A file of the architecture with a part
    /// that is the example's is kept this way, rather than as a near-copy among the templates.
    static func withoutExample(_ text: String, path: String = "") throws(GeneratorError) -> String {
        var kept: [String] = []
        var begin: Int?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            let marker = trimmed.drop { $0 == "/" || $0 == "#" }.trimmingCharacters(in: .whitespaces)
            // NB: a comment line that starts as a marker and is not one exactly is refused, not
            // kept as code; a comment or text that only mentions one is text.
            guard trimmed.first == "/" || trimmed.first == "#",
                marker.hasPrefix("luca:example") || marker.hasPrefix("luca:bare")
            else {
                if begin == nil { kept.append(line) }
                continue
            }
            let at = "\(path.isEmpty ? "" : path + ", ")line \(index + 1)"
            if marker == "luca:bare:" || marker.hasPrefix("luca:bare: "), begin == nil {
                // `// luca:bare:` alone is an empty line.
                let code = marker.dropFirst("luca:bare: ".count)
                kept.append(code.isEmpty ? "" : String(line.prefix { $0 == " " }) + code)
                continue
            }
            switch marker {
            case "luca:example-begin" where begin == nil: begin = index
            case "luca:example-end" where begin != nil: begin = nil
            case "luca:example-begin", "luca:example-end":
                throw GeneratorError(
                    "\(at): '\(marker)' does not pair up: each region is one luca:example-begin line, then one "
                        + "luca:example-end line; nothing was written.")
            default:
                throw GeneratorError(
                    "\(at): '\(line.trimmingCharacters(in: .whitespaces))' is no marker: write `// luca:example-begin` "
                        + "or `// luca:example-end` (`#` in a script) alone on the line, or `// luca:bare: CODE` "
                        + "outside a region; nothing was written.")
            }
        }
        if let begin {
            throw GeneratorError(
                "\(path.isEmpty ? "" : path + ", ")line \(begin + 1): a luca:example-begin has no luca:example-end "
                    + "after it; nothing was written.")
        }
        return kept.joined(separator: "\n")
    }

    /// Every file but the example's (and the overlay's, which belongs to the template).
    func keeps(_ path: String) -> Bool {
        !path.hasPrefix(Self.overlayFolder + "/") && !path.split(separator: "/").contains { $0 == Self.exampleFolder }
    }

    /// The bare project's own files: `Bare/PATH.template` becomes `PATH`.
    /// Each file of the overlay: where it goes, its text, and the template it comes from (whose
    /// permissions it keeps: `.ci/run` stays executable).
    func overlay() throws -> [(path: String, text: String, template: URL)] {
        try source.relativePaths()
            .filter { $0.hasPrefix(Self.overlayFolder + "/") && $0.hasSuffix(".template") }
            .map { path in
                let target = String(path.dropFirst(Self.overlayFolder.count + 1).dropLast(".template".count))
                return (target, try source.read(path), source.url(path))
            }
    }
}
