import CommandSpec
import DataSource
import Model

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The words of the command line that every app made from this one shares: the usage errors,
/// the help's headings and common sentences, and the man page's closing sections.
extension JapaneseStrings {
    var commandLineHelpTexts: [String: String] {
        return [
            "completions": "シェルの補完スクリプトを出力します",
            "help-command": "\(AppIdentity.commandName) やそのコマンドのヘルプ",
            "data-dir":
                "保存先。省略時は $\(AppIdentity.dataDirectoryVariable)、$XDG_DATA_HOME/\(AppIdentity.commandName)、~/.local/share/\(AppIdentity.commandName)",
            "verbose": "動作ログを標準エラーへ (\(AppIdentity.logVariable)=debug でも可)",
            "color": "色を付けるとき: auto は端末のときだけ (NO_COLOR が空でないとき、TERM が dumb か未設定なら付けない)",
            "version": "バージョンを表示",
            "help": "ヘルプを表示 (\(AppIdentity.commandName) の、または直前のコマンドの)",
            "help.man": "docs/\(AppIdentity.commandName).1 にある man ページ (roff) を出力",
            "help.markdown": "docs/cli.md にあるオプション表 (Markdown) を出力",
            "help.command": "説明するコマンド",
            "completions.shell": "補完するシェル",
        ]
    }

    var helpLabels: HelpText.Labels {
        HelpText.Labels(
            usage: "使い方",
            commands: "コマンド",
            options: "オプション",
            globalOptions: "すべてのコマンドのオプション",
            examples: "例",
            defaultValue: "省略時: %@",
            seeCommandHelp: "コマンドのオプションと例は %@ help コマンド で表示します。"
        )
    }

    var helpEpilogue: String {
        """
        保存先: --data-dir、なければ $\(AppIdentity.dataDirectoryVariable)、$XDG_DATA_HOME/\(AppIdentity.commandName)、~/.local/share/\(AppIdentity.commandName) の順 (~ は $HOME)。
        言語: LC_ALL、LC_MESSAGES、LANG から英語か日本語を選びます。
        終了コード: 0 完了、64 コマンドラインが宣言と合わない、65 アプリの規則で受け付けない値や保存データ、
        74 ファイルや標準出力の読み書きの失敗、130 中断 (Ctrl-C)。
        """
    }

    func waitingForLock(_ directory: URL) -> String {
        "\(directory.path.visible) を使っている別の \(AppIdentity.commandName) を待っています… (Ctrl-C で取り消し)"
    }

    func message(_ error: UsageError) -> String {
        let seeHelp = "\(AppIdentity.commandName) --help を参照してください。"
        return switch error {
        case .unknownCommand(let command, let suggestion):
            "'\(command.echoed)' というコマンドはありません。"
                + (suggestion.map { "'\($0)' のことですか? " } ?? "")
                + "コマンド: \(AppCommandLine.spec.commands.map(\.name).joined(separator: ", "))。\(seeHelp)"
        case .unknownOption(let option, let command, let suggestion):
            "\(command.map { "\(AppIdentity.commandName) \($0)" } ?? AppIdentity.commandName) に '\(option.echoed)' というオプションはありません。"
                + (suggestion.map { "'\($0)' のことですか? " } ?? "")
                + "\(AppIdentity.commandName) help\(command.map { " \($0)" } ?? "") を参照してください。"
        case .missingValue(let option):
            "\(option.longName) には値が必要です: \(accepted(option))。\(seeHelp)"
        case .unexpectedValue(let option):
            "\(option.longName) は値を取りません。\(seeHelp)"
        case .missingOption(let option, _):
            "\(option.longName) が必要です: \(accepted(option))。"
        case .invalidValue(let option, let value) where option.value.map { isTooLarge(value, for: $0) } ?? false:
            "\(option.longName) は \(Int.max) 以下にしてください。"
        case .invalidValue(let option, _):
            "\(option.longName) には\(accepted(option))を指定してください。"
        case .invalidOperand(let operand, _), .missingOperand(let operand):
            "\(operand.value.name) には\(accepted(operand.value, help: operand.help))を指定してください。\(seeHelp)"
        case .repeatedOption(let option):
            "\(option.longName) が2回以上あります。1回だけ指定してください。"
        case .unexpectedArgument(let argument):
            "余分な引数 '\(argument.echoed)' があります。\(seeHelp)"
        case .conflictingOptions(let first, let second):
            "\(first.longName) と \(second.longName) は同時に指定できません。どちらか一方にしてください。\(seeHelp)"
        }
    }

    /// What an option takes, in words: its choices, its bounds, or its help sentence.
    private func accepted(_ option: OptionSpec) -> String {
        option.value.map { accepted($0, help: option.help) } ?? ""
    }

    private func accepted(_ value: ValueSpec, help: String) -> String {
        switch value.kind {
        case .choice(let choices): "\(choices.joined(separator: "、"))のどれか"
        case .integer(let minimum): "\(minimum)以上の整数"
        case .path(let isDirectory): isDirectory ? "ディレクトリのパス" : "ファイルのパス"
        case .text, .command: helpTexts[help] ?? value.name
        }
    }

}
