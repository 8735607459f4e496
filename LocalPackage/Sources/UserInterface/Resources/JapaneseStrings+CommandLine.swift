import CommandSpec
import DataSource
import Model

/// The words of the command line that every app made from this one shares: the usage errors,
/// the help's headings and common sentences, and the man page's closing sections.
extension JapaneseStrings {
    var completionsSummary: String { "シェルの補完スクリプトを出力します" }
    var helpSummary: String { "\(AppIdentity.commandName) やそのコマンドのヘルプ" }
    var helpHelp: String { "ヘルプを表示 (\(AppIdentity.commandName) の、または直前のコマンドの)" }
    var helpCommandHelp: String { "説明するコマンド" }
    var shellHelp: String { "補完するシェル" }

    func savedButOutputFailed(_ reason: String) -> String {
        "保存しましたが、表示する内容を標準出力に書き込めませんでした: \(reason.inSentence.visible)。保存は済んでいるので、もう一度実行しないでください。"
    }

    var helpLabels: HelpText.Labels {
        HelpText.Labels(
            usage: "使い方",
            commands: "コマンド",
            options: "オプション",
            globalOptions: "すべてのコマンドのオプション",
            examples: "例",
            defaultValue: "省略時: %@",
            seeCommandHelp: "コマンドのオプションと例は「%@ help コマンド名」で表示します。"
        )
    }

    var environmentHeading: String { "環境変数" }

    var environmentItems: [(term: String, text: String)] {
        let (name, variable) = (AppIdentity.commandName, AppIdentity.dataDirectoryVariable)
        return [
            (variable, "--data-dir がないときのデータディレクトリ"),
            ("XDG_DATA_HOME", "次に $XDG_DATA_HOME/\(name) (絶対パスのみ)"),
            (
                "HOME",
                "次に $HOME/.local/share/\(name)。--data-dir と \(variable) の先頭の ~ も $HOME "
                    + "(相対パスなら作業ディレクトリから。未設定か空のときはアカウントのホーム)"
            ),
            ("\(AppIdentity.logVariable)=debug", "--verbose と同じくログを出します"),
            ("LC_ALL, LC_MESSAGES, LANG", "最初に設定されているもので言語を選びます。ja (ja_JP、ja_JP.UTF-8) で UTF-8 のときだけ日本語、それ以外は英語"),
            ("NO_COLOR", "空でなければ --color auto で色を付けません"),
            ("TERM", "dumb または未設定なら --color auto で色を付けず、行編集もしません"),
            ("COLUMNS", "正の数: 出力とヘルプを合わせる幅 (なければ端末の幅。ヘルプは 80、最小 20)"),
        ]
    }

    var exitStatusHeading: String { "終了コード" }

    func meaning(of status: ExitStatus) -> String {
        switch status {
        case .success: "完了 (セッションの入力の終わりを含む)"
        case .usage: "コマンドラインが宣言と合わない (不明なコマンドやオプション、欠けた・重複した・両立しないオプション、型の違う値)、または UTF-8 でないデータディレクトリのパス"
        case .dataError: "形式は正しいがアプリの規則で受け付けない値、または保存データとして正しくないファイルやその行 (読めた分は表示します)"
        case .ioError: "ファイル、データディレクトリ、標準出力の読み書きの失敗、または拒否 (リンク、他のユーザーのファイル、他のユーザーが書き込めるデータディレクトリ)"
        case .hungUp: "端末が切れた (SIGHUP)"
        case .readerGone: "出力の読み手が先にいなくなった (`| head -1`)。書くのをやめ、何も言わず、SIGPIPE で終わったプログラムと同じ状態で終わる"
        case .interrupted: "Ctrl-C (SIGINT) で中断。別の \(AppIdentity.commandName) を待っていたときは何も保存しません"
        case .quit: "Ctrl-\\ (SIGQUIT) で終了"
        case .terminated: "SIGTERM で終了"
        }
    }

    var filesHeading: String { "ファイル" }

    var filesIntro: String {
        "データディレクトリ (非公開 0700) の中に、どれも非公開 (0600) で作ります。他のユーザーのものや他のユーザーが書き込めるデータディレクトリ、"
            + "リンクや自分のものでないデータファイルは使いません。"
    }

    func message(_ error: DataError) -> String {
        switch error {
        case .undecodable(let url):
            "\(url.path.shortened) を読めませんでした: 保存データとして正しくありません (破損、または受け付けない値)。ファイルはそのまま残します。"
                + "やり直すには、\(startAgain(url))。壊れたファイルは "
                + "\(url.lastPathComponent.visible).corrupt-<時刻> として残ります。元に戻したい場合は、先にファイルを修復または復元してください。"
        case .unreadable(let url, let reason):
            "\(url.path.shortened) を読めませんでした: \(reason.inSentence.visible)"
        case .unwritable(let url, let reason):
            "\(url.path.shortened) に保存できませんでした: \(reason.inSentence.visible)。何も保存していません。これまで保存した内容は変わっていません。"
        case .keptAside(let url, let keptAt):
            "\(url.path.shortened) は保存データとして正しくないため使わず、\(keptAt.lastPathComponent.visible) として残しました。"
        case .notADirectory(let url):
            "\(url.path.shortened) はディレクトリではありません。--data-dir か \(AppIdentity.dataDirectoryVariable) で別の場所を指定してください。"
        case .partlySaved(let saved, let notSaved):
            "記録は \(saved.path.shortened) に保存しましたが、\(notSaved.path.shortened) はまだ書けていません。"
                + "次の保存か変更で書きます。それまでも保存済みとして表示します。"
        case .cancelled(let directory):
            "\(directory.path.shortened) を使っている別の \(AppIdentity.commandName) を待つのをやめました。何も保存も読み込みもしていません。"
        case .refused(let url, let refusal):
            "\(url.path.shortened) は使いません: \(reason(refusal, url))。そこを通しては何も読み書きしていません。"
        case .tooLarge(let url, let limit):
            "\(url.path.shortened) は \(limit / 1024) KB を超えており、\(AppIdentity.commandName) が保存する大きさではないため読みませんでした。"
                + "ファイルはそのまま残します。保存すると \(url.lastPathComponent.visible).corrupt-<時刻> へ移してから新しく保存します。"
        case .changedWhileRead(let url):
            "\(url.path.shortened) は読んでいる間に \(AppIdentity.commandName) 以外によって変更されました (短くされたか、"
                + "その場で書き換えられました)。ここまでの出力は元のファイルのとおりではありません。もう一度実行してください。"
        case .notUTF8(let path):
            "データディレクトリ \(path.shortened) は正しい UTF-8 ではありません (\u{FFFD} は UTF-8 でないバイト)。"
                + "指定と別のフォルダーに保存してしまうため、何も読み書きしていません。フォルダー名を変えるか、"
                + "--data-dir か \(AppIdentity.dataDirectoryVariable) で別の場所を指定してください。"
        case .noWorkingDirectory(let path, let reason):
            "\(path.visible.shortened) は相対パスですが、作業ディレクトリのパスが今は得られません (\(reason))。"
                + "何も読み書きしていません。/ から始まるパスで指定してください (または存在するフォルダーに cd してください)。"
        }
    }

    /// データのパスを使わない理由と、その対処。
    private func reason(_ refusal: FileRefusal, _ url: URL) -> String {
        let elsewhere = "--data-dir か \(AppIdentity.dataDirectoryVariable) で別のデータディレクトリを指定してください"
        return switch refusal {
        case .symbolicLink:
            "シンボリックリンクです。\(AppIdentity.commandName) はデータディレクトリ内のリンクをたどりません。リンクを削除するか、\(elsewhere)"
        case .notARegularFile:
            "通常のファイルではありません。別の場所へ移すか、\(elsewhere)"
        case .hardLinked:
            "別の場所に別名 (ハードリンク) があり、ここで削除したものが残ります。別名を削除するか、\(elsewhere)"
        case .ownedByAnotherUser(let ownerID):
            "別のユーザー (uid \(ownerID)) のもので、読み書きする内容を変えられるおそれがあります。自分のものでなければ移すか、\(elsewhere)"
        case .writableByOthers(let permissions):
            "他のユーザーが書き込めます (パーミッション \(String(permissions, radix: 8)))。chmod 700 \(url.path.shortened) で非公開にするか、\(elsewhere)"
        case .makesNoFiles:
            "システムがこの中にファイルを作りません (/proc や /sys のような仮想ファイルシステム)。保存できないため、\(elsewhere)"
        }
    }

    func waitingForLock(_ directory: URL) -> String {
        "\(directory.path.shortened) を使っている別の \(AppIdentity.commandName) を待っています… (Ctrl-C で取り消し)"
    }

    func message(_ error: UsageError) -> String {
        let seeHelp = "\(AppIdentity.commandName) --help を参照してください。"
        return switch error {
        case .unknownCommand(let command, let suggestion):
            "'\(command.echoed)' というコマンドはありません。"
                + (suggestion.map { "'\($0)' のことですか? " } ?? "")
                + "コマンド: \(AppCommandLine.spec(self).commands.map(\.name).joined(separator: ", "))。\(seeHelp)"
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
        case .invalidValue(let option, let value) where option.value?.isTooLarge(value) == true:
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
            "\(first) と \(second) は同時に指定できません。どちらか一方にしてください。\(seeHelp)"
        }
    }

    /// What an option takes, in words: its choices, its bounds, or its help sentence.
    private func accepted(_ option: OptionSpec) -> String {
        option.value.map { accepted($0, help: option.help) } ?? ""
    }

    private func accepted(_ value: ValueSpec, help: String) -> String {
        switch value.kind {
        case .choice(let choices): "\(choices.joined(separator: "、"))のどれか"
        case .integer(let minimum, let maximum):
            maximum == .max ? "\(minimum)以上の整数" : "\(minimum)から\(maximum)までの整数"
        case .decimal(let minimum, let maximum):
            "\(minimum.display)から\(maximum.display)までの数 (小数点は . または ,)"
        case .path(let isDirectory):
            isDirectory
                ? "UTF-8 の名前のディレクトリのパス (空でないもの)"
                : "UTF-8 の名前のファイルのパス (空でないもの)（ほかの名前のファイルは - を指定し < や > で渡してください）"
        case .text, .command: help
        }
    }

}
