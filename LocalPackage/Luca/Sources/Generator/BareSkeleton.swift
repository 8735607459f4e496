import Foundation

/// What `luca new --bare` keeps: every file but the example's, which live in folders named
/// `Example`, and of the architecture's code every line but those that wire the example in (they
/// name it: `withoutExample`); and the files in
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

    /// The types the example declares: those at the top level of the Swift files in its
    /// folders (`struct PersonBMI`, `enum ExampleFile`), which no line of a bare project names.
    static func exampleTypes(in tree: ProjectTree) throws -> Set<String> {
        var types: Set<String> = []
        for path in try tree.relativePaths() where path.hasSuffix(".swift") && isExamples(path: path) {
            for match in try tree.read(path).matches(of: declaration) { types.insert(String(match.output.1)) }
        }
        return types
    }

    /// A declaration at the top level (its line unindented): `public struct PersonBMI`,
    /// `@MainActor final class HistoryView`, `enum ExampleFile`.
    nonisolated(unsafe) private static let declaration =
        /(?m)^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)/

    /// Whether a file is in an Example folder.
    static func isExamples(path: String) -> Bool {
        path.split(separator: "/").contains { $0 == exampleFolder }
    }

    /// `text` (of the file at `path`, outside the Example folders) without the example's lines:
    /// in code (Swift, and the CI script), each line that names one of `types` or says
    /// `example` (`ExampleFile`, `.example(…)`, `exampleStartAgain`, `Tests/Example/…`; not
    /// `examples`). The example wires itself into the architecture's files one line at a time,
    /// each saying so, so a bare project is the real one less those files and those lines, and
    /// no marker says where they are. Other text (docs) is kept as it is.
    static func withoutExample(_ text: String, path: String, types: Set<String>) -> String {
        guard path.hasSuffix(".swift") || path.hasPrefix(".ci/") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !isExamples(line: $0, types: types) }
            .joined(separator: "\n")
    }

    /// Whether a line names one of `types` or a word that is `example`, or starts with it and
    /// goes on in camel case.
    static func isExamples(line: Substring, types: Set<String>) -> Bool {
        line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { word in
            guard !types.contains(String(word)) else { return true }
            for prefix in ["example", "Example"] where word.hasPrefix(prefix) {
                let next = word.dropFirst(prefix.count).first
                if next == nil || next?.isUppercase == true { return true }
            }
            return false
        }
    }

    /// Every file but the example's (and the overlay's, which belongs to the template).
    func keeps(_ path: String) -> Bool {
        !path.hasPrefix(Self.overlayFolder + "/") && !Self.isExamples(path: path)
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
