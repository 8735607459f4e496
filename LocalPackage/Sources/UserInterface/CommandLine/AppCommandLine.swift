import CommandSpec
import DataSource

/// `bmi`'s command line, declared in one place: the commands (each declares its own options in
/// its file under `Commands/`) and the options every command takes. Parsing, `--help`,
/// `help CMD`, completions, the man page (`docs/bmi.1`) and the options table of docs/cli.md are
/// all written from it; tests fail when the files in docs/ drift from it.
enum AppCommandLine {
    static let commands: [any OneShotCommand.Type] = [
        CalcCommand.self, SaveCommand.self, ShowCommand.self, HistoryCommand.self, SettingsCommand.self,
        CompletionsCommand.self, HelpCommand.self,
    ]

    static let dataDirectory = OptionSpec.option(
        "data-dir", ValueSpec("PATH", .path(isDirectory: true)), help: "data-dir")
    static let verbose = OptionSpec.flag("verbose", help: "verbose")
    static let color = OptionSpec.option(
        "color", ValueSpec("WHEN", .choice(ColorMode.allCases.map(\.rawValue)), defaultValue: "auto"), help: "color")
    static let version = OptionSpec.flag("version", help: "version")

    static let spec = ProgramSpec(
        name: AppIdentity.commandName,
        summary: "program",
        commands: commands.map { $0.spec },
        globalOptions: [dataDirectory, verbose, color, version],
        withoutCommand: "menu",
        winningFlag: version
    )

    /// The help of the spec in `strings`' language.
    static func help(_ strings: any Strings) -> HelpText {
        HelpText(
            spec: spec,
            text: { [helpTexts = strings.helpTexts] key in helpTexts[key] ?? "⟨missing help: \(key)⟩" },
            labels: strings.helpLabels,
            epilogue: [
                HelpText.Section(strings.environmentHeading, items: strings.environmentItems),
                HelpText.Section(
                    strings.exitStatusHeading,
                    items: ExitStatus.allCases.map { ("\($0.rawValue)", strings.meaning(of: $0)) }),
                HelpText.Section(
                    strings.filesHeading, paragraphs: [strings.filesIntro],
                    items: DataFile.allCases.map { ($0.name, strings.meaning(of: $0)) }),
            ]
        )
    }

    static func command(named name: String?) -> (any OneShotCommand.Type)? {
        commands.first { $0.spec.name == name }
    }
}
