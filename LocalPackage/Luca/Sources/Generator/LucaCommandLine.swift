import CommandSpec

/// `luca`'s commands: each declares its spec here, and `Luca` runs it by an exhaustive `switch`,
/// so a command cannot be declared and left unrun.
public enum LucaCommand: String, CaseIterable, Sendable {
    case new, feature, client, repository, remove, list

    /// Whether it works in a project (under its lock) rather than making one.
    var worksInAProject: Bool { self != .new }
}

/// `luca`'s command line, declared once with the same CommandSpec as the app's: parsing, errors
/// with "did you mean", and the help are all written from it. Each option is declared once, here,
/// and read back by the same declaration (`parsed.isSet(LucaCommandLine.dryRun)`).
public enum LucaCommandLine {
    static let output = OptionSpec.option(
        "output", ValueSpec("PATH", .path(isDirectory: true)), isRequired: true,
        help: "where to make it (a folder that is empty or does not exist)")
    static let bare = OptionSpec.flag(
        "bare", help: "keep the architecture and one sample screen, and leave the example out")
    /// `--dry-run`, as `rails generate` has it: say what would be written, and write nothing.
    static let dryRun = OptionSpec.flag("dry-run", help: "print what would be made and changed, and write nothing")
    static let project = OptionSpec.option(
        "project", ValueSpec("PATH", .path(isDirectory: true)),
        help: "the project to work in (default: the one the current folder is in)")
    static let entity = OptionSpec.option(
        "entity", ValueSpec("NAME"),
        help: "what the screen saves, made with its repository (default: the name, then Entry)")
    static let reads = OptionSpec.option(
        "reads", ValueSpec("NAME"),
        help: "make a summary instead: a screen with no form that reads what another saves (an entity with a "
            + "repository luca made)")

    /// A name operand: what it names, and an example.
    static func name(_ what: String, _ example: String) -> OperandSpec {
        OperandSpec(ValueSpec("NAME"), help: "\(what): ASCII letters and digits, starting with a letter (\(example))")
    }

    static func spec(of command: LucaCommand) -> CommandSpec {
        switch command {
        case .new:
            CommandSpec(
                command.rawValue,
                summary: "a new project, from the template, renamed",
                options: [output, bare, dryRun],
                operands: [name("the app's name", "MyApp")],
                examples: ["luca new MyApp --output ../MyApp"]
                    + ["luca new MyApp --output ../MyApp --bare"]
            )
        case .feature:
            CommandSpec(
                command.rawValue,
                summary:
                    "a new screen whose form saves what it asks for, wired into Home, with its repository, command and tests",
                options: [entity, reads, dryRun, project],
                operands: [name("the screen's name", "BloodPressure")],
                examples: [
                    "luca feature BloodPressure --entity Reading",
                    "luca feature Trend --reads Reading",
                ]
            )
        case .client:
            CommandSpec(
                command.rawValue,
                summary: "a new dependency client, in AppDependencies, with a test preset and its tests",
                options: [dryRun, project],
                operands: [name("the client's name, with or without Client", "Weather")],
                examples: ["luca client Weather"]
            )
        case .repository:
            CommandSpec(
                command.rawValue,
                summary: "a new repository over a JSON file of the data directory, with its entity and tests",
                options: [dryRun, project],
                operands: [name("the entity's name, with or without Repository", "Reading")],
                examples: ["luca repository Reading"]
            )
        case .remove:
            CommandSpec(
                command.rawValue,
                summary:
                    "takes a screen luca feature made out again (its files, wiring and tests, changed or not), then "
                    + "builds the project and puts everything back if it does not build",
                options: [dryRun, project],
                operands: [name("the screen's name", "BloodPressure")],
                examples: ["luca remove BloodPressure --dry-run"]
            )
        case .list:
            CommandSpec(
                command.rawValue,
                summary: "the screens, commands, clients and repositories the project has",
                options: [project],
                examples: ["luca list"]
            )
        }
    }

    public static let spec: ProgramSpec = {
        ProgramSpec(
            name: "luca",
            summary: "makes a new project from the template, and screens, clients and repositories in a project",
            commands: LucaCommand.allCases.map { spec(of: $0) },
            globalOptions: [],
            helpOption: .flag("help", shortName: "h", help: "print help: of luca, or of the command it follows")
        )
    }()

    public static func help(_ spec: ProgramSpec) -> HelpText {
        HelpText(
            spec: spec,
            labels: HelpText.Labels(
                usage: "Usage", commands: "Commands", options: "Options", globalOptions: "Options of every command",
                examples: "Examples", defaultValue: "default: %@",
                seeCommandHelp: "See %@ COMMAND --help for a command's options."
            )
        )
    }

    /// The usage error in words, with the help to read next.
    public static func message(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let name, let suggestion):
            "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".") + " See luca --help."
        case .unknownOption(let name, let command, let suggestion):
            "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
                + " See luca \(command.map { "\($0) " } ?? "")--help."
        case .missingValue(let option):
            "\(option.longName) needs a value: \(option.synopsis). See luca --help."
        case .unexpectedValue(let option):
            "\(option.longName) takes no value. See luca --help."
        case .repeatedOption(let option):
            "\(option.longName) is given more than once; give it once."
        case .missingOption(let option, let command):
            "\(option.synopsis) is required. See luca \(command.map { "\($0) " } ?? "")--help."
        case .invalidValue(let option, _):
            "\(option.longName) needs \(option.help)."
        case .invalidOperand(let operand, _), .missingOperand(let operand):
            "\(operand.value.name) is required: \(operand.help)."
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'. See luca --help."
        case .conflictingOptions(let first, let second):
            "\(first) and \(second) cannot be used together. See luca --help."
        }
    }
}
