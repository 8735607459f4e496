import CommandSpec
import DataSource
import Model

struct JapaneseStrings: Strings {
    let language = Language.japanese
    let goodbye = "終了します。"

    func startAgain(_ file: URL) -> String {
        // luca:example-begin
        switch file.lastPathComponent {
        case DataFile.settings.name: "設定を変更してください"
        case DataFile.goals.name: "目標体重を設定してください (\(AppIdentity.commandName) goal --weight W、または BMI 画面の g)"
        default: "そのまま保存してください"
        }
        // luca:example-end
        // luca:bare: "そのまま保存してください"
    }

    func unknownChoice(_ choices: String) -> String {
        "次のどれかを選んでください: \(choices)"
    }

    let numberPlaceholder = "番号"
    let backLabel = "戻る"
    let quitLabel = "終了"

    // MARK: Errors

    func outputFailed(_ reason: String) -> String {
        "標準出力に書き込めませんでした: \(reason.inSentence.visible)"
    }
}
