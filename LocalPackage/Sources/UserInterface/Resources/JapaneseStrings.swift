import CommandSpec
import DataSource
import Model

struct JapaneseStrings: Strings {
    let language = Language.japanese
    let goodbye = "終了します。"

    func startAgain(_ file: URL) -> String {
        if let advice = exampleStartAgain(file) { return advice }
        return "そのまま保存してください"
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
