import CommandSpec
import DataSource

/// The app's command line, declared in one place: the commands (each declares its own options in
/// its file under `Commands/`) and the options every command takes. Parsing, `--help`,
/// `help CMD`, completions and the man page are all written from it (and where a project keeps
/// them in docs/, its tests fail when they drift from it). `luca feature` adds a command here.
enum AppCommandLine {
    static let commands: [any OneShotCommand.Type] = [
        CalcCommand.self, SaveCommand.self, ShowCommand.self, HistoryCommand.self, GoalCommand.self,
        ExportCommand.self, ImportCommand.self, SettingsCommand.self,
        // luca:commands
        CompletionsCommand.self, HelpCommand.self,
    ]

    static let dataDirectory = Option.path(
        "data-dir", isDirectory: true,
        help: OptionHelp(
            english: "where saved files are kept; else $\(AppIdentity.dataDirectoryVariable), "
                + "$XDG_DATA_HOME/\(AppIdentity.commandName) or ~/.local/share/\(AppIdentity.commandName)",
            japanese: "保存先。省略時は $\(AppIdentity.dataDirectoryVariable)、$XDG_DATA_HOME/\(AppIdentity.commandName)、"
                + "~/.local/share/\(AppIdentity.commandName)"))
    static let verbose = Flag(
        "verbose",
        help: OptionHelp(
            english: "log what happens to standard error (also \(AppIdentity.logVariable)=debug)",
            japanese: "動作ログを標準エラーへ (\(AppIdentity.logVariable)=debug でも可)"))
    static let color = Option<ColorMode>.choice(
        "color", "WHEN", defaultValue: .auto,
        help: OptionHelp(
            english:
                "when to colour the output: auto is on a terminal only, and never with NO_COLOR set (not empty) or "
                + "TERM unset or dumb",
            japanese: "色を付けるとき: auto は端末のときだけ (NO_COLOR が空でないとき、TERM が dumb か未設定なら付けない)"))
    static let version = Flag("version", help: OptionHelp(english: "print the version", japanese: "バージョンを表示"))

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
                    items: files(strings)),
            ]
        )
    }

    /// Each file of the data directory and what it holds, in the help's FILES: those a person
    /// sees first, then the hidden ones.
    private static func files(_ strings: any Strings) -> [(String, String)] {
        let files =
            DataFile.allCases.map { ($0.name, strings.meaning(of: $0)) }
            + ExampleFile.allCases.map { ($0.name, strings.meaning(of: $0)) }
        let isHidden: ((String, String)) -> Bool = { $0.0.hasPrefix(".") || $0.0.hasPrefix("<") }
        return files.filter { !isHidden($0) } + files.filter(isHidden)
    }

    /// The command `spec` names `name` (`spec` lists them in `commands`' order).
    static func command(named name: String?, in spec: ProgramSpec) -> (any OneShotCommand.Type)? {
        spec.commands.firstIndex { $0.name == name }.map { commands[$0] }
    }
}
