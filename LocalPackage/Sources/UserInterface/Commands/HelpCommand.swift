import CommandSpec
import DataSource

/// `bmi help [COMMAND]`, `bmi --help`, `bmi COMMAND --help`: the help written from the spec.
/// `--man` and `--markdown` write the man page and the options table that docs/ keeps.
struct HelpCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "help",
            summary: strings.helpSummary,
            options: [man, markdown],
            operands: [OperandSpec(ValueSpec("COMMAND", .command), isRequired: false, help: strings.helpCommandHelp)],
            examples: [
                "\(AppIdentity.commandName) help completions",
                "\(AppIdentity.commandName) help --man > \(AppIdentity.commandName).1",
            ],
            in: strings
        )
    }

    nonisolated static let man = Flag(
        "man",
        help: OptionHelp(
            english: "print the man page (roff)", japanese: "man ページ (roff) を出力"))
    nonisolated static let markdown = Flag(
        "markdown",
        help: OptionHelp(
            english: "print the tables of options, environment, exit status and files (Markdown)",
            japanese: "オプション、環境変数、終了コード、ファイルの表を Markdown で出力"))

    let command: String?
    let format: Format
    /// What was given beside `--man` or `--markdown` that they do not take.
    let refusal: UsageError?

    enum Format {
        case text, man, markdown
    }

    init(arguments: ParsedArguments) {
        command = arguments.operands.first
        let (isMan, isMarkdown) = (arguments[Self.man], arguments[Self.markdown])
        format = isMan ? .man : isMarkdown ? .markdown : .text
        // The man page and the tables are each the whole spec: neither takes a command or the other.
        refusal =
            isMan && isMarkdown
            ? .conflictingOptions(Self.man.longName, Self.markdown.longName)
            : (isMan || isMarkdown) ? command.map(UsageError.unexpectedArgument) : nil
    }

    /// The help of `command` (all of `bmi` when `nil`), as `--help` asks for it.
    init(command: String?) {
        self.command = command
        format = .text
        refusal = nil
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        if let refusal { return context.refuse(refusal) }
        // The terminal's width (`COLUMNS` first), else 80, as for a pipe: help is read in a pager too.
        let help = AppCommandLine.help(context.strings).fitted(to: context.console.columns ?? 80) {
            $0.wrapped(to: $1)
        }
        switch format {
        case .man:
            // The man page is English, whatever the session's language: it is kept in docs/.
            let english = AppCommandLine.help(EnglishStrings())
            context.console.write(
                ManPage(
                    help: english, version: RootScene.version, date: RootScene.releaseDate,
                    sections: [EnglishStrings.sessionKeys]
                ).roff)
        case .markdown:
            context.console.write(OptionTable.markdown(AppCommandLine.help(EnglishStrings())))
        case .text:
            guard let command else {
                context.console.write(help.program)
                return .success
            }
            let commands = AppCommandLine.spec(context.strings).commands
            guard let spec = commands.first(where: { $0.name == command }) else {
                let error = UsageError.unknownCommand(
                    command, suggestion: Suggestion.nearest(command, in: commands.map(\.name)))
                return context.say(context.strings.message(error), .usage)
            }
            context.console.write(help.command(spec))
        }
        return .success
    }
}
