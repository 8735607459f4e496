import DataSource
import Model

/// The BMI screen's words, in every language: a sentence missing from one does not compile.
protocol PersonBMIStrings {
    var personBMITitle: String { get }
    func tutorial(_ unitSystem: UnitSystem) -> String
    var nobodySaved: String { get }
    func savedPerson(name: String, weight: String, height: String) -> String
    func label(_ choice: PersonBMIView.Choice) -> String
    func saved(to path: String) -> String
    /// The weights for a normal BMI at `height`, each with its unit.
    func healthyWeight(from min: String, to max: String, height: String) -> String
}

extension EnglishStrings {
    var personBMITitle: String { "Calculate BMI" }
    func healthyWeight(from min: String, to max: String, height: String) -> String {
        "Healthy weight for \(height): \(min) to \(max)"
    }

    var nobodySaved: String { "Nobody saved yet." }
    func label(_ choice: PersonBMIView.Choice) -> String {
        switch choice {
        case .calculateAgain: "Calculate again"
        case .save: "Save"
        }
    }

    func tutorial(_ unitSystem: UnitSystem) -> String {
        """
        How it works: type a name, a weight in \(unitName(.weight, unitSystem)) and a height in \
        \(unitName(.height, unitSystem)). Press Enter to keep the value in [brackets]. Then \
        calculate, save or go back; Esc goes back; Ctrl-D or Ctrl-C leaves at any prompt. \
        (Settings can turn this note off.)
        """
    }

    func savedPerson(name: String, weight: String, height: String) -> String {
        "Saved person: \(name.visible), \(weight), \(height)"
    }

    func saved(to path: String) -> String {
        "Saved to \(path.shortened), and added to your history."
    }
}

extension JapaneseStrings {
    func healthyWeight(from min: String, to max: String, height: String) -> String {
        "身長 \(height) の普通体重: \(min)〜\(max)"
    }
    var personBMITitle: String { "BMIを計算" }
    var nobodySaved: String { "まだ誰も保存されていません。" }
    func label(_ choice: PersonBMIView.Choice) -> String {
        switch choice {
        case .calculateAgain: "もう一度計算"
        case .save: "保存"
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
}
