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
    var calcSummary: String { "BMI (小数第3位を四捨五入して 0.01 まで) と身長の普通体重を一度だけ計算します (保存しません)" }
    var saveSummary: String { "保存ボタンと同じく、人を保存して測定を履歴に追加します" }
    var showSummary: String { "保存した人とBMI、区分" }
    var historySummary: String { "履歴 (新しい順)。各人の傾向 (1日ごとに体重へ1割近づく) とBMIの推移のグラフ付き" }
    var settingsSummary: String { "設定を表示し、設定画面と同じく変更します" }
    var exportSummary: String { "すべての記録を古い順にCSVで出力 (表計算や他のアプリ向け)" }
    func exported(_ count: Int, to path: String) -> String {
        "\(count)件の記録を \(path.visible) に書き出しました。"
    }
    func notExported(to path: String, because reason: String) -> String {
        "\(path.shortened.visible) に書けませんでした (\(reason.visible))。何も書き出していません。"
    }
    var importSummary: String { "export が書くCSVの記録を追加 (全部か何もしないか。履歴にある記録は飛ばします)" }
    var importFileHelp: String { "CSVファイル。- で標準入力" }
    func message(_ error: ImportError) -> String {
        let problem =
            switch error.problem {
            case .notCSV: "CSVではありません (引用符が閉じていないか、閉じた後に文字があります)"
            case .header: "見出し行は date,name,weight_kg,height_cm,bmi (または weight_lb,height_in) にしてください"
            case .unknownHeader:
                "見出し行が \(AppIdentity.commandName) の形 (date,name,weight_kg,height_cm[,bmi] または weight_lb,height_in) でも openScale の形 (DATE、TIME、WEIGHT または dateTime、weight) でもありません"
            case .twoColumns(let first, let second) where first == second: "\(first) の列が2つあります"
            case .twoColumns(let first, let second): "ひとつの量に \(first) と \(second) の2列があります"
            case .missingColumn(let column): "\(column) の列がありません"
            case .fieldCount(let expected, let found): "項目が\(found)個です (見出しは\(expected)個)"
            case .date: "日時は 2026-11-21T18:03:00+09:00 や …Z のような時差付きのISO 8601にしてください"
            case .dateRefused(.inTheFuture): "日時が現在より後です"
            case .dateRefused(.tooEarly): "日時が1900年より前です"
            case .dateRefused(.skippedByTheClock): "その日時はこの地域の時計にありません (時刻の切り替えで飛ばされた時間)"
            case .dateRefused: "その日時 (または時差) はありません"
            case .name(let nameError): message(nameError)
            case .value(let inputError): message(inputError)
            case .needsAName: "openScale のファイルには名前がありません。--name NAME で誰の記録か指定してください"
            case .needsAHeight(let name):
                "openScale のファイルには身長がなく、\(displayName(name))さんの身長も保存されていません。--height で指定してください"
            case .openScaleDate:
                "DATE は 2026-11-21、TIME は 07:30、07:30:15、07:30:15.250 のいずれか、dateTime は 2026-11-21 07:30 の形にしてください (TIME がなければ正午)"
            case .openScaleHeader: "openScale の見出しには DATE (または dateTime) と WEIGHT が1列ずつ必要です (2列あるとどちらか分かりません)"
            case .namesItsPeople: "--name と --height は openScale のファイル用です。このファイルには名前と身長があります"
            }
        let sentence =
            switch error.problem {
            case .needsAName, .needsAHeight, .namesItsPeople: problem
            default: "\(error.row)行目: \(problem)"
            }
        return sentence.hasSuffix("。") ? sentence : sentence + "。"
    }
    /// NB: Japanese sentences follow one another with no space between them.
    func nothingImported(_ reason: String) -> String { reason + "何も取り込んでいません。" }
    func imported(_ count: Int, skipped: Int, isDryRun: Bool) -> String {
        let already = skipped == 0 ? "" : "(履歴かファイルの前の行にある\(skipped)件は飛ばします)"
        return isDryRun ? "\(count)件を取り込めます\(already)。何も書いていません (--dry-run)。" : "\(count)件を取り込みました\(already)。"
    }
    /// 取り込むものの、メッセージでの呼び方 (`-` は標準入力)。
    private func importInput(_ path: String) -> String {
        path == "-" ? "標準入力" : path.shortened.visible
    }
    func notImported(from path: String, because reason: String) -> String {
        "\(importInput(path)) を読めませんでした (\(reason.visible))。何も取り込んでいません。"
    }
    func tooLargeToImport(_ path: String, limit: Int) -> String {
        "\(importInput(path)) は \(limit / 1_048_576) MiB を超えていて、一度に取り込める量を超えています。"
            + "分割してそれぞれ取り込んでください。何も取り込んでいません。"
    }
    func notUTF8File(_ path: String) -> String {
        "\(importInput(path)) はUTF-8のテキストではありません。UTF-8のCSVで保存してください。何も取り込んでいません。"
    }
    func notExportedOverData(_ path: String) -> String {
        "\(path.shortened.visible) はデータディレクトリの中です (\(AppIdentity.commandName) 自身のファイル)。別の場所に書き出してください。何も書き出していません。"
    }
    func notAFileToImport(_ path: String) -> String {
        "\(path.shortened.visible) はファイルではありません (フォルダ、パイプ、デバイス)。import はファイルか、標準入力なら - を読みます。何も取り込んでいません。"
    }
    func notExportedToOpenFile(_ path: String) -> String {
        "\(path.shortened.visible) は \(AppIdentity.commandName) 自身が開いているファイル (標準出力など) です。"
            + "--output はその先のファイルを置き換えてしまいます。--output - か > (追記は >>) を使ってください。何も書き出していません。"
    }
    func notAFileToExportTo(_ path: String) -> String {
        "\(path.shortened.visible) はファイルではありません。--output はファイルに書きます (デバイスやパイプには > を使ってください)。何も書き出していません。"
    }
    var goalSummary: String { "目標体重の設定・削除・表示 (傾向から残りと達成日の見込みも。--json では日付がない理由を projection に)" }
    var goalNeedsAName: String { "まだ誰も保存されていません。--name NAME で誰の目標か指定してください。" }
    // luca:example-end
    // luca:bare: var menuSummary: String { "プロンプトでメニュー" }
    // luca:bare: var programSummary: String { "プロンプトで動く LUCA アプリ" }
}
