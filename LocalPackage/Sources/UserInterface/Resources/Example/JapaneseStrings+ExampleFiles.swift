import DataSource

/// The example's files in the help (Japanese): what each holds, what to do to start again when
/// one was moved aside, and the example's own summaries of the program and its menu.
extension JapaneseStrings {
    func meaning(of file: ExampleFile) -> String {
        switch file {
        case .person: "保存した人: 名前、体重 (kg)、身長 (cm)"
        case .history: "1行に1件の記録。保存した順 (時計を戻したり進めたりしない限り日付順)。保存は1行の追加、削除はその記録を除いてファイルを書き直します"
        case .settings: "{\"classification\",\"showsTutorial\",\"unitSystem\"}"
        case .goals: "各人の目標体重: [{\"name\",\"weight\"}]、kg"
        case .saveJournal:
            "進行中の保存: 書く人と記録 (記録が先)。記録が履歴に入った後、person.json に書くまでは人をここから読みます。"
                + "中断された保存は次の書き込みで終えます。保存が終わると消えます"
        case .historyOrder: "履歴の順序と各人の最初の記録の位置について最後に分かっていたこと。消しても安全です (次の読み込みで履歴全体を読みます)"
        }
    }

    func startAgain(_ file: ExampleFile) -> String? {
        switch file {
        case .settings: "設定を変更してください"
        case .goals: "目標体重を設定してください (\(AppIdentity.commandName) goal --weight W、または BMI 画面の g)"
        default: nil
        }
    }

    var menuSummary: String { "プロンプトでメニュー: 計算、履歴、設定" }
    var programSummary: String { "BMI (体格指数) をプロンプトやスクリプトで計算し、履歴を残します" }
}
