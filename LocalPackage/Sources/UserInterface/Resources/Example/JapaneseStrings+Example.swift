import CommandSpec
import DataSource
import Model

/// The example's sentences in Japanese (`ExampleStrings`).
extension JapaneseStrings {
    var appTitle: String { "BMI計算" }
    var unnamed: String { "(名前なし)" }

    func change(weight: String, bmi: String) -> String {
        "\(weight)、BMI \(bmi)"
    }
    var namePrompt: String { "名前" }

    func label(_ category: BMICategory, in classification: Classification) -> String {
        switch (classification, category) {
        // The two bands both classifications draw alike, in JASSO's words.
        case (_, .underweight): "低体重"
        case (_, .normal): "普通体重"
        // NB: the WHO's bands above 25 in words of their own: JASSO calls 25–30 肥満(1度), so
        // 肥満(n度) for a WHO class would name another range for a Japanese reader.
        case (_, .overweight): "過体重"
        case (.who, .obesity1): "肥満クラスI"
        case (.who, .obesity2): "肥満クラスII"
        case (.who, .obesity3), (.who, .obesity4): "肥満クラスIII"
        case (.jasso, .obesity1): "肥満(1度)"
        case (.jasso, .obesity2): "肥満(2度)"
        case (.jasso, .obesity3): "肥満(3度)"
        case (.jasso, .obesity4): "肥満(4度)"
        }
    }

    func classificationName(_ classification: Classification) -> String {
        switch classification {
        case .who: "WHO"
        case .jasso: "日本肥満学会 (JASSO)"
        }
    }

    func unitSystemName(_ unitSystem: UnitSystem) -> String {
        switch unitSystem {
        case .metric: "メートル法 (kg, cm)"
        case .imperial: "ヤード・ポンド法 (lb, in)"
        }
    }

    func fieldPrompt(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        "\(field == .weight ? "体重" : "身長") (\(unit(field, unitSystem)))"
    }

    func goodbye(calculations: Int) -> String {
        calculations == 0 ? goodbye : "\(goodbye)BMIを\(calculations)回計算しました。"
    }

    // MARK: Errors

    func message(_ error: InputError) -> String {
        let name = error.field == .weight ? "体重" : "身長"
        let unit = unit(error.field, error.unitSystem)
        let accepted = "\(error.accepted.lowerBound.display)〜\(error.accepted.upperBound.display) \(unit)"
        let example =
            switch (error.field, error.unitSystem) {
            case (.weight, .metric): "70、70.5、70 kg"
            case (.weight, .imperial): "154、154.5、154 lb"
            case (.height, .metric): "175、1.75 m、5'9\""
            case (.height, .imperial): "69、5'9\"、175 cm"
            }
        return switch error.reason {
        case .required: "\(name)を入力してください: \(accepted)の数 (例: \(example))。"
        case .notANumber: "\(name)は数値で入力してください: \(accepted) (例: \(example))。"
        case .outOfRange: "\(name)は\(accepted)の範囲で入力してください (例: \(example))。"
        case .implausibleBMI(let bmi, let mixUp):
            "この値では BMI \(bmi.bmiDisplay) となり、成人の範囲 (\(error.accepted.lowerBound.display)〜\(error.accepted.upperBound.display)) を外れます。"
                + hint(mixUp, field: error.field, name: name)
        }
    }

    /// Which value looks typed in the other unit system's unit, and how to type it.
    private func hint(_ mixUp: UnitMixUp?, field: MeasurementField, name: String) -> String {
        guard let mixUp else { return "体重と身長を確かめてください。" }
        let other = mixUp.likelyIn
        if let height = mixUp.typedHeight {
            let typed = "\(mixUp.typed.display) \(unit(.weight, other)) と \(height.display) \(unit(.height, other))"
            return
                "\(unit(.weight, other)) と \(unit(.height, other)) ではありませんか? \(typed) と入力するか、--unit \(other.rawValue) を使ってください。"
        }
        let typed = "\(mixUp.typed.display) \(unit(field, other))"
        return "\(name)の \(mixUp.typed.display) は \(unit(field, other)) ではありませんか? \(typed) と入力してください。"
    }

    func message(_ error: NameError) -> String {
        switch error {
        case .controlCharacters:
            "名前に制御文字、改行、文字の向きを変える記号は使えません。文字、数字、空白、記号で \(NameService.maximumLength) 文字までです。"
        case .invisibleCharacters:
            "名前に見えない文字 (ゼロ幅スペース、BOM、ソフトハイフン) は使えません。同じに見える名前が別人になってしまいます。文字、数字、空白、記号を使ってください。"
        case .tooLong(let maximum):
            "名前は \(maximum) 文字までです。"
        case .notText:
            "名前に読めない文字 (UTF-8 でないバイト、または U+FFFE などの非文字) があります。入力し直してください。"
        case .tooManyMarks(let maximum):
            "名前の1文字に付けられるアクセントや記号は \(maximum) 個までです。書くとおりの文字で入力してください。"
        }
    }

    // MARK: Help

    var calcSummary: String { "BMI (小数第3位を四捨五入して 0.01 まで) と身長の普通体重を一度だけ計算します (保存しません)" }
    var saveSummary: String { "保存ボタンと同じく、人を保存して測定を履歴に追加します" }
    var showSummary: String { "保存した人とBMI、区分" }
    var historySummary: String { "履歴 (新しい順) の表。各人の傾向 (1日ごとに体重へ1割近づく) 付き。--chart: 一人の体重と傾向の推移のグラフ" }
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
}
