import CommandSpec
import DataSource
import Model

struct JapaneseStrings: Strings {
    let appTitle = "BMI計算"
    let unnamed = "(名前なし)"
    let namePrompt = "名前"

    func label(_ category: BMICategory) -> String {
        switch category {
        case .underweight: "低体重"
        case .normal: "普通体重"
        case .overweight: "過体重"
        // NB: WHO's classes, not JASSO's: JASSO calls 25–30 肥満(1度), so 肥満(n度) would name
        // another range for a Japanese reader.
        case .obesity1: "肥満クラスI"
        case .obesity2: "肥満クラスII"
        case .obesity3: "肥満クラスIII"
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
        calculations == 0 ? "終了します。" : "終了します。BMIを\(calculations)回計算しました。"
    }

    func unknownChoice(_ choices: String) -> String {
        "次のどれかを選んでください: \(choices)"
    }

    let numberPlaceholder = "番号"
    let backLabel = "戻る"
    let quitLabel = "終了"

    // MARK: Home

    func label(_ choice: HomeView.Choice) -> String {
        switch choice {
        case .calculate: "BMIを計算"
        case .history: "履歴"
        case .settings: "設定"
        // luca:menu-labels
        case .quit: quitLabel
        }
    }
    let noLatestBMI = "保存されたBMIはまだありません。"

    func latestBMI(_ bmi: String, category: BMICategory?, date: String) -> String {
        "履歴の最新の記録: " + result(bmi: bmi, category: category) + " (\(date)に測定)"
    }

    // MARK: BMI

    let personBMITitle = "BMIを計算"
    let nobodySaved = "まだ誰も保存されていません。"
    func label(_ choice: PersonBMIView.Choice) -> String {
        switch choice {
        case .calculateAgain: "もう一度計算"
        case .save: "保存"
        case .back: backLabel
        case .quit: quitLabel
        }
    }

    func tutorial(_ unitSystem: UnitSystem) -> String {
        """
        使い方: 名前、体重 (\(unit(.weight, unitSystem)))、身長 (\(unit(.height, unitSystem))) を入力します。
        Enter だけを押すと [ ] 内の値のままになります。そのあと計算、保存、戻るを選べます。
        Esc で戻り、Ctrl-D か Ctrl-C でいつでも終了できます。(この説明は設定で消せます)
        """
    }

    func savedPerson(name: String, weight: String, height: String) -> String {
        "保存した人: \(name.visible)、\(weight)、\(height)"
    }

    func saved(to path: String) -> String {
        "\(path.shortened) に保存し、履歴に追加しました。"
    }

    // MARK: History

    let noRecords = "記録はまだありません。BMIを保存すると履歴が始まります。"
    func label(_ choice: HistoryView.Choice) -> String {
        switch choice {
        case .delete: "記録を削除"
        case .older: "古い記録"
        case .newer: "新しい記録"
        case .back: backLabel
        case .quit: quitLabel
        }
    }
    let noOlderRecords = "これより古い記録はありません。"
    let noNewerRecords = "これが最も新しい記録です。"
    let chartTitle = "BMIの推移 (左が古い記録)"

    func chartShows(_ shown: Int, of total: Int) -> String {
        "グラフは全\(total)件のうち新しい\(shown)件です。"
    }

    func historyTitle(first: Int, last: Int, hasOlder: Bool) -> String {
        if first > 1, first == last { return "履歴: \(first)件目 (最も古い記録)" }
        if first > 1 { return "履歴: \(first)〜\(last)件目 (新しい順)" + (hasOlder ? "、さらに古い記録があります" : "") }
        return hasOlder ? "履歴: 新しい\(last)件" : "履歴: \(last)件 (新しい順)"
    }

    func deleted(number: Int) -> String {
        "記録\(number)を削除しました。"
    }

    func confirmDeletion(number: Int, date: String, bmi: String) -> String {
        "記録\(number)（\(date)、BMI \(bmi)）を削除しますか? [y/N]: "
    }

    func alreadyDeleted(number: Int) -> String {
        "記録\(number)は別の \(AppIdentity.commandName) がすでに削除していました。ほかは何も変えていません。"
    }

    func notDeleted(number: Int, because error: DataError) -> String {
        guard case .unwritable(let url, let reason) = error else { return message(error) }
        return "記録\(number)は削除していません: \(url.path.shortened) に書き込めませんでした (\(reason.inSentence.visible))。履歴は元のままです。"
    }

    func notDeleted(number: Int) -> String {
        "記録\(number)は残しました。"
    }

    func isYes(_ answer: String) -> Bool {
        ["y", "yes", "はい"].contains(answer.trimmingSpaces.lowercased())
    }

    func noSuchRecord(shown: ClosedRange<Int>) -> String {
        "記録を削除するには d と表示中の番号 (\(shown.lowerBound)〜\(shown.upperBound)) を入力してください: d \(shown.lowerBound)"
    }

    func repeatedIDLines(_ lines: [Int], in path: String) -> String {
        let list = lineList(lines) { " ほか\($0)行" }
        return "\(path.shortened): \(list) 行目は前の記録と同じ ID です (行のコピーまたは編集)。"
            + "それぞれ別の記録として表示し、削除すると選んだ記録だけを削除します。"
    }

    func undecodableLines(_ lines: [Int], in path: String) -> String {
        let list = lineList(lines) { " ほか\($0)行" }
        return "\(path.shortened): \(list)行目を記録として読めませんでした (破損、または受け付けない値)。ファイルにはそのまま残し、ここでは表示しません。"
    }

    // MARK: Settings

    let settingsTitle = "設定"
    func label(_ choice: SettingsView.Choice) -> String {
        switch choice {
        case .metric: "メートル法"
        case .imperial: "ヤード・ポンド法"
        case .tutorial: "使い方の表示を切替"
        case .back: backLabel
        case .quit: quitLabel
        }
    }

    func unitsLine(_ unitSystem: UnitSystem) -> String {
        "単位: \(unitSystemName(unitSystem))"
    }

    func tutorialLine(isOn: Bool) -> String {
        "使い方の表示: \(isOn ? "オン" : "オフ")"
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

    func outputFailed(_ reason: String) -> String {
        "標準出力に書き込めませんでした: \(reason.inSentence.visible)"
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

    // luca:strings
}
