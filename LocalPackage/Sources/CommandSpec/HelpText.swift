/// `--help`, `help CMD` and `CMD --help`, written from the spec. The words are the program's: the
/// spec's sentences and `labels`' headings, in the language the program speaks.
public struct HelpText: Sendable {
    public var spec: ProgramSpec
    public var labels: Labels
    /// What follows the options in the program's help: its environment, exit status and files.
    public var epilogue: [Section]

    /// A part of the program's help after its options, which the man page and the docs give too:
    /// a title, sentences, then terms with what each means (a variable, a status, a file).
    public struct Section: Sendable {
        public var title: String
        public var paragraphs: [String]
        public var items: [(term: String, text: String)]

        public init(_ title: String, paragraphs: [String] = [], items: [(term: String, text: String)] = []) {
            self.title = title
            self.paragraphs = paragraphs
            self.items = items
        }
    }
    /// The width the help is fitted to, and how a text is broken into lines no wider (by display
    /// width, between words, and between the characters of scripts written without spaces): the
    /// program's own wrapper. `nil`: lines are left whole (the man page, the docs' tables).
    public var fitting: (width: Int, wrap: @Sendable (String, Int) -> [String])?

    public struct Labels: Sendable {
        public var usage, commands, options, globalOptions, examples: String
        /// `default: %@`, with `%@` for the value.
        public var defaultValue: String
        /// `See %@ help COMMAND for a command's options and examples.`
        public var seeCommandHelp: String

        public init(
            usage: String,
            commands: String,
            options: String,
            globalOptions: String,
            examples: String,
            defaultValue: String,
            seeCommandHelp: String
        ) {
            (self.usage, self.commands, self.options, self.globalOptions, self.examples) =
                (usage, commands, options, globalOptions, examples)
            self.defaultValue = defaultValue
            self.seeCommandHelp = seeCommandHelp
        }
    }

    public init(spec: ProgramSpec, labels: Labels, epilogue: [Section] = []) {
        self.spec = spec
        self.labels = labels
        self.epilogue = epilogue
    }

    /// The same help, fitted to `width` (20 at the least: narrower, no help reads) by `wrap`.
    public func fitted(to width: Int, by wrap: @escaping @Sendable (String, Int) -> [String]) -> HelpText {
        var copy = self
        copy.fitting = (max(20, width), wrap)
        return copy
    }

    /// The program's help: what it is, each command in one line, the global options.
    public var program: String {
        var lines = fitted("\(spec.name): \(spec.summary)") + ["", "\(labels.usage):"]
        if let withoutCommand = spec.withoutCommand {
            lines += table([(spec.name, withoutCommand)])
        }
        lines += spec.commands.flatMap { hanging("\(spec.name) \($0.usage)") }
        lines += ["", "\(labels.commands):"]
        lines += table(spec.commands.map { ($0.name, $0.summary) })
        lines += [""] + fitted("\(labels.globalOptions):")
        lines += table((spec.globalOptions + [spec.helpOption]).map(row))
        lines += [""] + fitted(labels.seeCommandHelp.replacingFirst("%@", with: spec.name))
        for section in epilogue {
            lines += ["", "\(section.title):"] + section.paragraphs.flatMap { fitted($0, indent: 2).map { "  " + $0 } }
            lines += table(section.items)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's help: its usage, its own options, its operands and examples.
    public func command(_ command: CommandSpec) -> String {
        var lines = fitted("\(spec.name) \(command.name): \(command.summary)") + ["", "\(labels.usage):"]
        lines += hanging("\(spec.name) \(command.usage)")
        let own = command.options.map(row) + command.operands.map { ($0.value.name, describe($0)) }
        if !own.isEmpty {
            lines += ["", "\(labels.options):"] + table(own)
        }
        lines += [""] + fitted("\(labels.globalOptions):") + table((spec.globalOptions + [spec.helpOption]).map(row))
        if !command.examples.isEmpty {
            lines += ["", "\(labels.examples):"] + command.examples.flatMap { hanging($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option's line: its synopsis, and its sentence with the accepted choices and default.
    func row(_ option: OptionSpec) -> (String, String) {
        (option.synopsis, describe(option))
    }

    /// An operand's sentence, with its choices when it has a fixed list.
    public func describe(_ operand: OperandSpec) -> String {
        guard case .choice(let choices) = operand.value.kind else { return operand.help }
        return operand.help + " (\(choices.joined(separator: ", ")))"
    }

    /// The help sentence, then the choices and the default when there are any.
    public func describe(_ option: OptionSpec) -> String {
        var sentence = option.help
        if case .choice(let choices) = option.value?.kind {
            sentence += " (\(choices.joined(separator: ", ")))"
        }
        if let defaultValue = option.value?.defaultValue {
            sentence += "; " + labels.defaultValue.replacingFirst("%@", with: defaultValue)
        }
        return sentence
    }

    /// A line of a command (a usage, a sample call), two columns in, its continuation four.
    private func hanging(_ line: String) -> [String] {
        let lines = fitted(line, indent: 4)
        return ["  " + lines[0]] + lines.dropFirst().map { "    " + $0 }
    }

    /// Two columns; the right one's lines, when fitted, hang under its start. Where that would
    /// leave it fewer than 30 columns, each text goes under its term instead, six columns in.
    private func table(_ rows: [(String, String)]) -> [String] {
        let width = min(24, (rows.map(\.0.count).max() ?? 0) + 2)
        if let fitting, fitting.width - 2 - width < 30 {
            return rows.flatMap { left, right in
                hanging(left) + fitted(right, indent: 6).map { "      " + $0 }
            }
        }
        let indent = String(repeating: " ", count: 2 + width)
        return rows.flatMap { left, right -> [String] in
            let rightLines = fitted(right, indent: 2 + width)
            guard left.count + 2 <= width else {
                return ["  \(left)"] + rightLines.map { indent + $0 }
            }
            let first = "  \(left)" + String(repeating: " ", count: width - left.count) + rightLines[0]
            return [first] + rightLines.dropFirst().map { indent + $0 }
        }
    }

    /// `text` as the lines it takes when fitted, `indent` columns in; one line when not fitted.
    private func fitted(_ text: String, indent: Int = 0) -> [String] {
        guard let (width, wrap) = fitting else { return [text] }
        let lines = wrap(text, max(1, width - indent))
        return lines.isEmpty ? [""] : lines
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
