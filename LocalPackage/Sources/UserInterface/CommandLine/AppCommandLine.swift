import CommandSpec
import DataSource

/// The app's command line, declared in one place: the commands (each declares its own options in
/// its file under `Commands/`) and the options every command takes. Parsing, `--help`,
/// `help CMD`, completions and the man page are all written from it (and where a project keeps
/// them in docs/, its tests fail when they drift from it). `luca feature` adds a command here.
enum AppCommandLine {
    static let commands: [any OneShotCommand.Type] = [
        // luca:example-begin
        CalcCommand.self, SaveCommand.self, ShowCommand.self, HistoryCommand.self, GoalCommand.self,
        ExportCommand.self, ImportCommand.self, SettingsCommand.self,
        // luca:example-end
        // luca:commands
        CompletionsCommand.self, HelpCommand.self,
    ]

    static let dataDirectory = Option.path("data-dir", isDirectory: true) { $0.dataDirectoryHelp }
    static let verbose = Flag("verbose") { $0.verboseHelp }
    static let color = Option<ColorMode>.choice("color", "WHEN", defaultValue: .auto) { $0.colorHelp }
    static let version = Flag("version") { $0.versionHelp }

    /// The spec, its sentences in `strings`' language.
    static func spec(_ strings: any Strings) -> ProgramSpec {
        ProgramSpec(
            name: AppIdentity.commandName,
            summary: strings.programSummary,
            commands: commands.map { $0.spec(strings) },
            globalOptions: ([dataDirectory, verbose, color, version] as [any OptionDeclaration]).map {
                $0.spec(strings)
            },
            helpOption: .flag("help", shortName: "h", help: strings.helpHelp),
            withoutCommand: strings.menuSummary,
            winningFlag: version.spec(strings)
        )
    }

    /// The help of the spec in `strings`' language.
    static func help(_ strings: any Strings) -> HelpText {
        HelpText(
            spec: spec(strings),
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

    /// The command `spec` names `name` (`spec` lists them in `commands`' order).
    static func command(named name: String?, in spec: ProgramSpec) -> (any OneShotCommand.Type)? {
        spec.commands.firstIndex { $0.name == name }.map { commands[$0] }
    }
}
