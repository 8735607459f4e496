/// A man page (roff, `man -l FILE` renders it) written from the spec, with the program's own
/// sections (environment, exit status, files) after the commands.
public struct ManPage: Sendable {
    public var spec: ProgramSpec
    public var help: HelpText
    /// `(title, paragraphs)`: a section each, after OPTIONS.
    public var sections: [(title: String, body: [String])]
    public var version: String

    public init(help: HelpText, version: String, sections: [(title: String, body: [String])]) {
        self.spec = help.spec
        self.help = help
        self.version = version
        self.sections = sections
    }

    public var roff: String {
        let name = spec.name.uppercased()
        var lines = [
            ".\\\" Written from \(spec.name)'s command spec; do not edit by hand.",
            ".TH \(name) 1 \"\" \"\(version)\" \"User Commands\"",
            ".SH NAME", "\(spec.name) \\- \(escaped(help.text(spec.summary)))",
            ".SH SYNOPSIS",
        ]
        if spec.withoutCommand != nil {
            lines += [".B \(spec.name)", ".br"]
        }
        for command in spec.commands {
            lines += [".B \(spec.name) \(escaped(command.usage))", ".br"]
        }
        if let withoutCommand = spec.withoutCommand {
            lines += [
                ".SH DESCRIPTION",
                "With no command: \(escaped(help.text(withoutCommand))).".replacingFirst("..", with: "."),
            ]
        }
        lines += [".SH COMMANDS"]
        for command in spec.commands {
            lines += [".SS \(escaped(command.name))", escaped(help.text(command.summary))]
            for option in command.options {
                lines += [".TP", ".B \(escaped(option.synopsis))", escaped(help.describe(option))]
            }
            for operand in command.operands {
                lines += [".TP", ".I \(escaped(operand.value.name))", escaped(help.describe(operand))]
            }
            if !command.examples.isEmpty {
                lines += [".PP", ".nf"] + command.examples.map { "  " + escaped($0) } + [".fi"]
            }
        }
        lines += [".SH OPTIONS"]
        for option in spec.globalOptions + [spec.helpOption] {
            lines += [".TP", ".B \(escaped(option.synopsis))", escaped(help.describe(option))]
        }
        for section in sections {
            lines += [".SH \(escaped(section.title.uppercased()))"]
            for (index, paragraph) in section.body.enumerated() {
                if index > 0 { lines.append(".PP") }
                lines.append(escaped(paragraph))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Backslashes and dashes as roff wants them, and no line starting with a control character.
    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}

/// The options table of the docs (Markdown), written from the spec.
public enum OptionTable {
    public static func markdown(_ help: HelpText) -> String {
        var rows = ["| option | value | commands | meaning |", "| --- | --- | --- | --- |"]
        // One row per declaration: an option several commands share is one row naming them all.
        var entries: [(option: OptionSpec, commands: [String])] = []
        for command in help.spec.commands {
            for option in command.options {
                if let index = entries.firstIndex(where: { $0.option == option }) {
                    entries[index].commands.append(command.name)
                } else {
                    entries.append((option, [command.name]))
                }
            }
        }
        entries += (help.spec.globalOptions + [help.spec.helpOption]).map { ($0, ["any"]) }
        for (option, commands) in entries {
            let value = option.value.map { "`\($0.name)`" } ?? ""
            let synopsis = option.shortName.map { "`-\($0)`, `\(option.longName)`" } ?? "`\(option.longName)`"
            let cells = [synopsis, value, commands.joined(separator: ", "), help.describe(option)]
            // A `|` inside a cell would end it.
            rows.append(
                "| "
                    + cells.map { $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
                    .joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
