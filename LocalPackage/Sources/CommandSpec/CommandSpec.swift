/// A subcommand, declared once: its name, options, operands, help texts and examples. A program
/// builds its specs in the language it speaks, so each text is the sentence itself.
public struct CommandSpec: Sendable, Equatable {
    public var name: String
    /// Its one-line summary.
    public var summary: String
    public var options: [OptionSpec]
    /// Positional values, in order (`bmi completions SHELL`).
    public var operands: [OperandSpec]
    /// Whole command lines, shown by `help CMD` and the man page.
    public var examples: [String]

    public init(
        _ name: String,
        summary: String,
        options: [OptionSpec] = [],
        operands: [OperandSpec] = [],
        examples: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.operands = operands
        self.examples = examples
    }

    /// `add --count N [--note TEXT] [--json]`: required options bare, others in brackets.
    public var usage: String {
        let options = options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
        let operands = operands.map { $0.isRequired ? $0.value.name : "[\($0.value.name)]" }
        return ([name] + options + operands).joined(separator: " ")
    }
}

/// A positional value of a command.
public struct OperandSpec: Sendable, Equatable {
    public var value: ValueSpec
    public var isRequired: Bool
    /// Its help sentence.
    public var help: String

    public init(_ value: ValueSpec, isRequired: Bool = true, help: String) {
        self.value = value
        self.isRequired = isRequired
        self.help = help
    }
}

/// A whole program: its commands, and the options every command takes.
public struct ProgramSpec: Sendable, Equatable {
    public var name: String
    /// Its one-line summary.
    public var summary: String
    public var commands: [CommandSpec]
    /// Taken before or after any command (`--data-dir`, `--help`).
    public var globalOptions: [OptionSpec]
    /// The flag that asks for help (`--help`, `-h`): with it, nothing else is checked.
    public var helpOption: OptionSpec
    /// What the program does with no command (`bmi`: the menu); `nil` when it needs one.
    public var withoutCommand: String?
    /// A global flag that, like help, answers on its own wherever it is given (`--version`).
    public var winningFlag: OptionSpec?

    public init(
        name: String,
        summary: String,
        commands: [CommandSpec],
        globalOptions: [OptionSpec],
        helpOption: OptionSpec,
        withoutCommand: String? = nil,
        winningFlag: OptionSpec? = nil
    ) {
        self.winningFlag = winningFlag
        self.name = name
        self.summary = summary
        self.withoutCommand = withoutCommand
        self.commands = commands
        self.globalOptions = globalOptions
        self.helpOption = helpOption
    }

    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// The options a command takes: its own, then the global ones, then help.
    public func options(of command: CommandSpec?) -> [OptionSpec] {
        (command?.options ?? []) + globalOptions + [helpOption]
    }
}
