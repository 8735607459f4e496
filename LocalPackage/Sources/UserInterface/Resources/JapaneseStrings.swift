import DataSource
import Foundation
import Model

struct JapaneseStrings: Strings {
    let appTitle = "BMI計算"
    private let commandName = AppIdentity.commandName
    let errorPrefix = "\(AppIdentity.commandName): "
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

    func unit(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        EnglishStrings().unit(field, unitSystem)
    }

    func fieldPrompt(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        "\(field == .weight ? "体重" : "身長") (\(unit(field, unitSystem)))"
    }

    func result(bmi: String, category: BMICategory?) -> String {
        "BMI \(bmi)" + (category.map { " (\(label($0)))" } ?? "")
    }

    func goodbye(calculations: Int) -> String {
        calculations == 0 ? "終了します。" : "終了します。BMIを\(calculations)回計算しました。"
    }

    func unknownChoice(_ choices: String) -> String {
        "次のどれかを選んでください: \(choices)"
    }

    // MARK: Home

    let homeMenu = "[c] BMIを計算   [h] 履歴   [s] 設定   [q] 終了"
    let noLatestBMI = "保存されたBMIはまだありません。"

    func latestBMI(_ bmi: String, category: BMICategory?, date: String) -> String {
        "履歴の最新の記録: " + result(bmi: bmi, category: category) + " (\(date)に測定)"
    }

    // MARK: BMI

    let personBMITitle = "BMIを計算"
    let nobodySaved = "まだ誰も保存されていません。"
    let personBMIMenu = "[c] もう一度計算   [s] 保存   [b] 戻る   [q] 終了"

    func tutorial(_ unitSystem: UnitSystem) -> String {
        """
        使い方: 名前、体重 (\(unit(.weight, unitSystem)))、身長 (\(unit(.height, unitSystem))) を入力します。
        Enter だけを押すと [ ] 内の値のままになります。そのあと計算、保存、戻るを選べます。
        Ctrl-D か Ctrl-C でいつでも終了できます。(この説明は設定で消せます)
        """
    }

    func savedPerson(name: String, weight: String, height: String) -> String {
        "保存した人: \(name.visible)、\(weight)、\(height)"
    }

    func saved(to path: String) -> String {
        "\(path.visible) に保存し、履歴に追加しました。"
    }

    // MARK: History

    let noRecords = "記録はまだありません。BMIを保存すると履歴が始まります。"
    let historyMenu = "[d 番号] 記録を削除   [b] 戻る   [q] 終了"
    let chartTitle = "BMIの推移 (左が古い記録)"

    func chartShows(_ shown: Int, of total: Int) -> String {
        "グラフは全\(total)件のうち新しい\(shown)件です。"
    }

    func historyTitle(count: Int) -> String {
        "履歴: \(count)件 (新しい順)"
    }

    func deleted(number: Int) -> String {
        "記録\(number)を削除しました。"
    }

    func noSuchRecord(_ text: String, count: Int) -> String {
        count == 0 ? "削除できる記録はありません。" : "記録を削除するには d と番号 (1〜\(count)) を入力してください: d 1"
    }

    func undecodableLines(_ lines: [Int], in path: String) -> String {
        "\(path.visible): \(lines.map(String.init).joined(separator: ", "))行目を記録として読めませんでした (破損、または受け付けない値)。ファイルにはそのまま残し、ここでは表示しません。"
    }

    // MARK: Settings

    let settingsTitle = "設定"
    let settingsMenu = "[m] メートル法   [i] ヤード・ポンド法   [t] 使い方の表示を切替   [b] 戻る   [q] 終了"

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
                + (mixUp.map {
                    "\(name)の \($0.typed.display) は \(self.unit(error.field, $0.likelyIn)) ではありませんか? "
                        + "\($0.typed.display) \(self.unit(error.field, $0.likelyIn)) と入力してください。"
                } ?? "体重と身長を確かめてください。")
        }
    }

    func outputFailed(_ reason: String) -> String {
        "標準出力に書き込めませんでした: \(reason.visible)"
    }

    func message(_ error: NameError) -> String {
        switch error {
        case .controlCharacters:
            "名前に制御文字、改行、文字の向きを変える記号は使えません。文字、数字、空白、記号で \(NameService.maximumLength) 文字までです。"
        case .tooLong(let maximum):
            "名前は \(maximum) 文字までです。"
        }
    }

    func message(_ error: DataError) -> String {
        switch error {
        case .undecodable(let url):
            "\(url.path.visible) を読めませんでした: 保存データとして正しくありません (破損、または受け付けない値)。ファイルはそのまま残します。"
                + "保存するときは先に \(url.lastPathComponent.visible).corrupt-<時刻> へ移します。"
        case .unreadable(let url, let reason):
            "\(url.path.visible) を読めませんでした: \(reason.visible)"
        case .unwritable(let url, let reason):
            "\(url.path.visible) に保存できませんでした: \(reason.visible)。何も保存していません。これまで保存した内容は変わっていません。"
        case .notADirectory(let url):
            "\(url.path.visible) はディレクトリではありません。--data-dir か \(AppIdentity.dataDirectoryVariable) で別の場所を指定してください。"
        case .partlySaved(let saved, let notSaved):
            "\(saved.path.visible) は保存しましたが、\(notSaved.path.visible) に記録を追加できず、"
                + "\(saved.lastPathComponent.visible) を元に戻すこともできませんでした。履歴にこの記録はありません。"
        }
    }

    func message(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let command):
            "'\(command.visible)' というコマンドはありません。コマンド: \(CommandLineParser.commandNames)。\(commandName) --help を参照してください。"
        case .unknownOption(let option, let command):
            "\(command.map { "\(commandName) \($0)" } ?? commandName) に '\(option.visible)' というオプションはありません。\(commandName) --help を参照してください。"
        case .missingValue(let option):
            "\(option) には値が必要です: \(optionValueHint(option))。\(commandName) --help を参照してください。"
        case .missingOption(let option):
            "\(option) が必要です: \(optionValueHint(option))。"
        case .invalidValue(let option, _):
            "\(option) には\(optionValueHint(option))を指定してください。"
        case .unexpectedArgument(let argument):
            "余分な引数 '\(argument.visible)' があります。\(commandName) --help を参照してください。"
        }
    }

    private func optionValueHint(_ option: String) -> String {
        switch option {
        case "--weight": "体重 (例: 70 kg、--unit imperial なら 154 lb)"
        case "--height": "身長 (例: 175 cm、--unit imperial なら 69 in)"
        case "--name": "名前"
        case "--unit": "metric か imperial"
        case "--limit": "1以上の整数"
        case "--data-dir": "ディレクトリのパス"
        default: "\(commandName) --help の値"
        }
    }

    // MARK: Help

    var help: String {
        """
        \(commandName): BMI (体格指数) をプロンプトやスクリプトで計算し、履歴を残します。

        使い方:
          \(commandName)                                        メニュー: 計算、履歴、設定
          \(commandName) calc --weight W --height H [--json]    一度だけ計算 (保存しません)
          \(commandName) save --name NAME --weight W --height H 保存して履歴に追加
          \(commandName) show [--json]                          保存した人とBMI、区分
          \(commandName) history [--json] [--limit N]           履歴 (新しい順) とグラフ
          \(commandName) --help | --version

        オプション:
          --weight W        体重 kg (\(MeasurementService.weightRange.lowerBound.display)〜\(MeasurementService.weightRange.upperBound.display))。--unit imperial なら lb
          --height H        身長 cm (\(MeasurementService.heightRange.lowerBound.display)〜\(MeasurementService.heightRange.upperBound.display))。--unit imperial なら in
          --unit U          metric か imperial (省略時は設定の単位)
          --json            JSONで出力。区分ID: \(BMICategory.allCases.map(\.rawValue).joined(separator: ", "))
          --limit N         新しい N 件だけ
          --data-dir PATH   保存先 (下記)
          --verbose         動作ログを標準エラーへ (\(AppIdentity.logVariable)=debug でも可)
          -h, --help        このヘルプ
          --version         バージョン

        保存先: --data-dir、なければ $\(AppIdentity.dataDirectoryVariable)、$XDG_DATA_HOME/\(commandName)、~/.local/share/\(commandName) の順。
        言語: LC_ALL、LC_MESSAGES、LANG から英語か日本語を選びます。
        色: 端末のときだけ。NO_COLOR があれば使いません。
        終了コード: 0 完了、64 使い方の誤り、65 受け付けない値や読めない保存データ、
        74 ファイルの読み書きの失敗、130 中断 (Ctrl-C)。

        """
    }

    // luca:strings
}
