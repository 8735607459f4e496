/// A man page (roff, `man -l FILE` renders it) written from the spec, with the program's own
/// sections (environment, exit status, files) after the commands.
public struct ManPage: Sendable {
    public var spec: ProgramSpec
    public var help: HelpText
    /// Sections after OPTIONS: the help's own (environment, exit status, files), then these.
    public var sections: [HelpText.Section]
    public var version: String
    /// The version's date, `2026-11-25`: the page's date, as `man` shows it at the foot.
    public var date: String

    public init(help: HelpText, version: String, date: String, sections: [HelpText.Section] = []) {
        self.spec = help.spec
        self.help = help
        self.version = version
        self.date = date
        self.sections = help.epilogue + sections
    }

    public var roff: String {
        let name = spec.name.uppercased()
        var lines = [
            ".\\\" Written from \(spec.name)'s command spec; do not edit by hand.",
            ".TH \(name) 1 \"\(date)\" \"\(version)\" \"User Commands\"",
            ".SH NAME", "\(spec.name) \\- \(escaped(spec.summary))",
            ".SH SYNOPSIS", ".nf",
        ]
        // NB: one `.B` line each, in no-fill mode: each is a line of its own without `.br`.
        if spec.withoutCommand != nil {
            lines.append(".B \(spec.name)")
        }
        for command in spec.commands {
            lines.append(".B \(spec.name) \(escaped(command.usage))")
        }
        lines.append(".fi")
        if let withoutCommand = spec.withoutCommand {
            lines += [
                ".SH DESCRIPTION",
                "With no command: \(escaped(withoutCommand)).".replacingFirst("..", with: "."),
            ]
        }
        lines += [".SH COMMANDS"]
        for command in spec.commands {
            lines += [".SS \(escaped(command.name))", escaped(command.summary)]
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
            for (index, paragraph) in section.paragraphs.enumerated() {
                if index > 0 { lines.append(".PP") }
                lines.append(escaped(paragraph))
            }
            for (term, text) in section.items {
                lines += [".TP", ".B \(escaped(term))", escaped(text)]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Backslashes and dashes as roff wants them, and no line starting with a control character.
    private func escaped(_ text: String) -> String {
        let result = text.map { $0 == "\\" ? "\\e" : $0 == "-" ? "\\-" : String($0) }.joined()
        return result.hasPrefix(".") || result.hasPrefix("'") ? "\\&" + result : result
    }
}

/// The tables of the docs (Markdown), written from the spec: the options, then each section of
/// the help's epilogue under its own heading.
public enum OptionTable {
    public static func markdown(_ help: HelpText) -> String {
        var text = options(help)
        for section in help.epilogue {
            text += "\n## \(section.title)\n\n"
            text += section.paragraphs.map { $0 + "\n\n" }.joined()
            text +=
                (["| | |", "| --- | --- |"] + section.items.map { "| `\($0.term)` | \(cell($0.text)) |" })
                .joined(separator: "\n") + "\n"
        }
        return text
    }

    /// A `|` inside a cell would end it.
    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    private static func options(_ help: HelpText) -> String {
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
            rows.append("| " + cells.map(cell).joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
