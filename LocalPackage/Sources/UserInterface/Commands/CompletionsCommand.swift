import CommandSpec
import DataSource

/// `bmi completions SHELL`: the completion script for bash, zsh or fish, written from the spec.
struct CompletionsCommand: OneShotCommand {
    nonisolated static let spec = CommandSpec(
        "completions",
        summary: "completions",
        operands: [
            OperandSpec(
                ValueSpec("SHELL", .choice(CompletionScript.Shell.allCases.map(\.rawValue))), help: "completions.shell")
        ],
        examples: [
            "source <(\(AppIdentity.commandName) completions bash)",
            "\(AppIdentity.commandName) completions fish > ~/.config/fish/completions/\(AppIdentity.commandName).fish",
        ]
    )

    let shell: CompletionScript.Shell

    init(_ arguments: ParsedArguments) {
        shell = arguments.operands.first.flatMap(CompletionScript.Shell.init(rawValue:)) ?? .bash
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        let help = AppCommandLine.help(context.strings)
        context.console.write(CompletionScript.script(for: shell, AppCommandLine.spec, text: help.text))
        return .success
    }
}
