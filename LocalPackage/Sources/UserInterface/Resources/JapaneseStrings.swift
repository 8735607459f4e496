import CommandSpec
import DataSource
import Model

struct JapaneseStrings: Strings {
    let language = Language.japanese
    // luca:example-begin
    let appTitle = "BMI計算"
    let unnamed = "(名前なし)"

    func change(weight: String, bmi: String) -> String {
        "\(weight)、BMI \(bmi)"
    }
    let namePrompt = "名前"

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
        calculations == 0 ? "終了します。" : "終了します。BMIを\(calculations)回計算しました。"
    }
    // luca:example-end
    // luca:bare: var appTitle: String { AppIdentity.commandName }
    // luca:bare: let goodbye = "終了します。"

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

    // luca:example-begin
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

    // luca:example-end
    func outputFailed(_ reason: String) -> String {
        "標準出力に書き込めませんでした: \(reason.inSentence.visible)"
    }
    // luca:example-begin

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
    // luca:example-end
}
