import CommandSpec
import DataSource
import Model

/// The files of the data directory and the help of `bmi`'s own commands and options, in Japanese.
extension JapaneseStrings {
    /// What each file of the data directory holds (`DataFile`), for the help, the man page and docs.
    func meaning(of file: DataFile) -> String {
        switch file {
        // luca:example-begin
        case .person: "保存した人: 名前、体重 (kg)、身長 (cm)"
        case .history: "1行に1件の記録。保存した順 (時計を戻したり進めたりしない限り日付順)。保存は1行の追加、削除はその記録を除いてファイルを書き直します"
        case .settings: "{\"classification\",\"showsTutorial\",\"unitSystem\"}"
        case .goals: "各人の目標体重: [{\"name\",\"weight\"}]、kg"
        case .saveJournal:
            "進行中の保存: 書く人と記録 (記録が先)。記録が履歴に入った後、person.json に書くまでは人をここから読みます。"
                + "中断された保存は次の書き込みで終えます。保存が終わると消えます"
        case .historyOrder: "履歴の順序と各人の最初の記録の位置について最後に分かっていたこと。消しても安全です (次の読み込みで履歴全体を読みます)"
        // luca:example-end
        // luca:data-file-meanings-japanese
        case .lock: "空。ファイルに書き込む \(AppIdentity.commandName) が flock で保持します (読むときはロックしません)"
        case .keptAside: "使えなかったファイル。そのファイルを次に書くときにバイトそのままに移したもの"
        case .partial: "書き込み中のファイル (XXXXXX は6文字のランダムな文字)。全部書いてディスクに載ると <file> に置き換わります。強制終了で残ったものは次の書き込みで消します"
        }
    }

    // MARK: Summaries

    // luca:example-begin
    var menuSummary: String { "プロンプトでメニュー: 計算、履歴、設定" }
    var programSummary: String { "BMI (体格指数) をプロンプトやスクリプトで計算し、履歴を残します" }
    // luca:example-end
    // luca:bare: var menuSummary: String { "プロンプトでメニュー" }
    // luca:bare: var programSummary: String { "プロンプトで動く LUCA アプリ" }
}
