import CommandSpec
import DataSource

/// `bmi completions SHELL`: the completion script for bash, zsh or fish, written from the spec.
struct CompletionsCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "completions",
            summary: strings.completionsSummary,
            operands: [
                OperandSpec(
                    ValueSpec("SHELL", .choice(CompletionScript.Shell.allCases.map(\.rawValue))),
                    help: strings.shellHelp)
            ],
            examples: [
                "source <(\(AppIdentity.commandName) completions bash)",
                "\(AppIdentity.commandName) completions fish > ~/.config/fish/completions/\(AppIdentity.commandName).fish",
            ],
            in: strings
        )
    }

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var shell: CompletionScript.Shell {
        arguments.operands.first.flatMap(CompletionScript.Shell.init(rawValue:)) ?? .bash
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        context.console.write(CompletionScript.script(for: shell, AppCommandLine.spec(context.strings)))
        return .success
    }
}
