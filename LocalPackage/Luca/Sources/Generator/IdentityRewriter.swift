import Foundation

/// Renames a project: its command (and data folder), environment variables, package and entry
/// point. Swift code names the app only through `AppIdentity` and `Package.swift`, so in Swift
/// only those, the entry point and comments change; in Markdown and shell scripts every mention of
/// the command does, except quoted JSON keys.
struct IdentityRewriter {
    let oldCommand: String
    let oldPrefix: String
    let oldPackage: String
    let new: Naming

    /// Reads the names the source project uses now.
    init(source: ProjectTree, new: Naming) throws {
        let identity = try source.read(Self.identityPath)
        guard let command = identity.firstMatch(of: /commandName = "(\w+)"/)?.output.1,
            let prefix = identity.firstMatch(of: /environmentPrefix = "(\w+)"/)?.output.1
        else {
            throw GeneratorError("Could not read the project's names from \(Self.identityPath).")
        }
        oldCommand = String(command)
        oldPrefix = String(prefix)
        oldPackage = try source.packageName()
        self.new = new
    }

    /// Names given rather than read: for tests.
    init(oldCommand: String, oldPrefix: String, oldPackage: String, new: Naming) {
        self.oldCommand = oldCommand
        self.oldPrefix = oldPrefix
        self.oldPackage = oldPackage
        self.new = new
    }

    static let identityPath = "LocalPackage/Sources/DataSource/Entities/AppIdentity.swift"

    /// Where a file goes in the new project.
    func path(_ path: String) -> String {
        switch path {
        case "App/\(oldPackage)App.swift": "App/\(new.typeName)App.swift"
        case "docs/Example/\(oldCommand).1": "docs/Example/\(new.commandName).1"  // the man page
        default: path
        }
    }

    func rewrite(_ text: String, path: String) -> String {
        var text = text.replacingOccurrences(of: "\(oldPackage)App", with: "\(new.typeName)App")
        switch path {
        case Self.identityPath:
            text = text.replacingOccurrences(
                of: "commandName = \"\(oldCommand)\"", with: "commandName = \"\(new.commandName)\""
            )
            .replacingOccurrences(
                of: "environmentPrefix = \"\(oldPrefix)\"", with: "environmentPrefix = \"\(new.environmentPrefix)\"")
        case "docs/Example/\(oldCommand).1":
            text = text.replacingOccurrences(
                of: ".TH \(oldCommand.uppercased()) 1", with: ".TH \(new.commandName.uppercased()) 1")
        case "Package.swift":
            text = text.replacingOccurrences(of: "name: \"\(oldPackage)\"", with: "name: \"\(new.typeName)\"")
                .replacingOccurrences(of: "\"\(oldCommand)", with: "\"\(new.commandName)")
        default:
            break
        }
        guard path.hasSuffix(".swift") else { return renamed(text) }
        // NB: SwiftPM names an executable's entry `<target>_main`; the fuzz target defines it.
        text = text.replacingOccurrences(of: "\(oldCommand)_fuzz_main", with: "\(new.commandName)_fuzz_main")
        return text.components(separatedBy: "\n").map(renamingComment).joined(separator: "\n")
    }

    /// The command and the variables' prefix renamed everywhere in the text.
    private func renamed(_ text: String) -> String {
        replacingWord(
            oldPrefix + "_", with: new.environmentPrefix + "_",
            in: replacingWord(oldCommand, with: new.commandName, in: text)
        )
        // zsh's file for the command's completion (`"${fpath[1]}/_bmi"`).
        .replacingOccurrences(of: "/_\(oldCommand)\"", with: "/_\(new.commandName)\"")
    }

    /// In a line of Swift, only the comment after `//` is renamed.
    private func renamingComment(_ line: String) -> String {
        guard let range = line.range(of: "//") else { return line }
        let code = line[..<range.lowerBound]
        // A `//` inside a string literal is not a comment.
        guard code.filter({ $0 == "\"" }).count.isMultiple(of: 2) else { return line }
        return String(code) + renamed(String(line[range.lowerBound...]))
    }

    /// `word` replaced where it stands as a word: not part of a longer name, a member (`.name`),
    /// a key path or a quoted JSON key (`"name"`).
    private func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        let isPartOfName: (Character?) -> Bool = { character in
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_"
        }
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            let standsAlone =
                !isPartOfName(before) && before != "\"" && before != "\\" && before != "."
                && (word.hasSuffix("_") || (!isPartOfName(after) && after != "\""))
            result += rest[..<range.lowerBound] + (standsAlone ? replacement : word)
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
