import DataSource
import Model

/// The BMI screen's words, in every language: a sentence missing from one does not compile.
protocol PersonBMIStrings {
    var personBMITitle: String { get }
    func tutorial(_ unitSystem: UnitSystem) -> String
    var nobodySaved: String { get }
    /// What `g` asks; `current`: the goal now, which Enter keeps.
    func goalPrompt(name: String, current: String?, _ unitSystem: UnitSystem) -> String
    /// `left`: what is left to go, unsigned (`nil` before a record); `isToLose` says which way.
    func goalLine(name: String, goal: String, left: String?, isToLose: Bool, isReached: Bool) -> String
    /// When the trend reaches the goal, or why no date is given; `nil` when it is reached.
    func projection(_ projection: GoalService.Projection, date: String?) -> String?
    func noGoal(of name: String) -> String
    func goalRemoved(of name: String) -> String
    /// A goal with no height to check it against: the person has no record yet.
    func goalNeedsAHeight(of name: String) -> String
    /// `show --name` for someone with no record.
    func nobodyNamed(_ name: String) -> String
    /// `save --name` without `--height` for someone never saved.
    func noSavedHeight(of name: String) -> String
    /// Under the saved person's result: their newest record against the one before.
    func sincePrevious(_ change: String) -> String
    func savedPerson(name: String, weight: String, height: String) -> String
    /// `show --name` for someone other than the saved person.
    func newestRecord(of name: String, weight: String, height: String) -> String
    func label(_ choice: PersonBMIView.Choice) -> String
    func saved(to path: String) -> String
    /// The weights for a normal BMI at `height`, each with its unit.
    func healthyWeight(from min: String, to max: String, height: String) -> String
    /// What `d` asks, with the accepted forms.
    var datePrompt: String { get }
    /// Said once a date is taken: what Save will record.
    func measuredOn(_ date: String) -> String
    func message(_ error: DateInputError) -> String
}

extension PersonBMIStrings where Self: ExampleStrings {
    /// A goal weight refused: out of the weights that person's height allows, or with no height.
    func message(_ error: InputError, forGoalOf name: String) -> String {
        error.field == .height ? goalNeedsAHeight(of: name) : message(error)
    }
}

extension EnglishStrings {
    var personBMITitle: String { "Calculate BMI" }
    func healthyWeight(from min: String, to max: String, height: String) -> String {
        "Healthy weight for \(height): \(min) to \(max)"
    }

    var datePrompt: String { "Measured on (2026-11-21, or 2026-11-21T08:30 with the time): " }

    func measuredOn(_ date: String) -> String {
        "Save records it as measured \(date)."
    }

    func message(_ error: DateInputError) -> String {
        switch error {
        case .notADate: "A date is written 2026-11-21, or 2026-11-21T08:30 with the time, local time."
        case .doesNotExist:
            "No such day or time here: write a calendar day and a time the clock showed, as 2026-11-21 or "
                + "2026-11-21T08:30."
        case .skippedByTheClock:
            "That date and time never showed on the clock here (the clock skipped it, as when summer time begins): "
                + "write a time the clock showed, as 2026-11-21T08:30."
        case .inTheFuture:
            "That is later than now: a measurement is dated when it was taken (2026-11-21 or 2026-11-21T08:30)."
        case .tooEarly: "A measurement is dated from 1900 on (2026-11-21 or 2026-11-21T08:30)."
        }
    }

    var nobodySaved: String { "Nobody saved yet." }
    func goalPrompt(name: String, current: String?, _ unitSystem: UnitSystem) -> String {
        "Goal weight for \(name) (\(unit(.weight, unitSystem)))" + (current.map { " [\($0)], 0 removes it" } ?? "")
            + ": "
    }
    func goalLine(name: String, goal: String, left: String?, isToLose: Bool, isReached: Bool) -> String {
        guard let left else { return "Goal for \(name): \(goal)" }
        return "Goal for \(name): \(goal); " + (isReached ? "reached" : "\(left) to \(isToLose ? "lose" : "gain")")
    }
    func projection(_ projection: GoalService.Projection, date: String?) -> String? {
        let weeks = GoalService.weeks
        return switch projection {
        case .reached: nil
        case .reachedAround: "At the trend of the last \(weeks) weeks, reached around \(date ?? "")."
        case .movingAway: "The trend of the last \(weeks) weeks does not move towards the goal: no date can be given."
        case .tooSlow: "At the trend of the last \(weeks) weeks, more than ten years away."
        case .tooFewRecords:
            "A date is given from records at least a week apart within the last \(weeks) weeks."
        }
    }
    func noGoal(of name: String) -> String { "\(name) has no goal weight." }
    func goalRemoved(of name: String) -> String { "\(name)'s goal weight is removed." }
    func goalNeedsAHeight(of name: String) -> String {
        "\(name) has no height saved yet, to check a goal weight against: save a measurement first."
    }
    func nobodyNamed(_ name: String) -> String {
        "No record of \(name) yet: save one with --name \(name)."
    }
    func noSavedHeight(of name: String) -> String {
        "\(name) has no saved height yet: give one with --height (centimetres, "
            + "\(MeasurementService.heightRange.displayRange), or with a unit such as 69 in)."
    }
    func sincePrevious(_ change: String) -> String {
        "Since the previous record: \(change)"
    }
    func label(_ choice: PersonBMIView.Choice) -> String {
        switch choice {
        case .calculateAgain: "Calculate again"
        case .save: "Save"
        case .date: "Measured another day"
        case .goal: "Goal weight"
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
        "Saved person: \(name), \(weight), \(height)"
    }
    func newestRecord(of name: String, weight: String, height: String) -> String {
        "Newest record of \(name): \(weight), \(height)"
    }

    func saved(to path: String) -> String {
        "Saved to \(path.shortened), and added to your history."
    }
}

extension JapaneseStrings {
    var datePrompt: String { "測定日時 (2026-11-21、時刻も付けるなら 2026-11-21T08:30): " }

    func measuredOn(_ date: String) -> String {
        "保存すると \(date) の測定として記録します。"
    }

    func message(_ error: DateInputError) -> String {
        switch error {
        case .notADate: "日付は 2026-11-21、時刻も付けるなら 2026-11-21T08:30 のように書いてください (現地時刻)。"
        case .doesNotExist:
            "その日付または時刻はありません。2026-11-21 や 2026-11-21T08:30 のように、暦にある日と時計が示した時刻を書いてください。"
        case .skippedByTheClock:
            "その日時はこの地域の時計にありません (夏時間の始まりのように時計が飛ばしました)。時計が示した時刻を 2026-11-21T08:30 のように書いてください。"
        case .inTheFuture: "現在より後の日時です。測定した日時を書いてください (2026-11-21 または 2026-11-21T08:30)。"
        case .tooEarly: "測定日時は 1900 年以降にしてください (2026-11-21 または 2026-11-21T08:30)。"
        }
    }

    func healthyWeight(from min: String, to max: String, height: String) -> String {
        "身長 \(height) の普通体重: \(min)〜\(max)"
    }
    var personBMITitle: String { "BMIを計算" }
    var nobodySaved: String { "まだ誰も保存されていません。" }
    func goalPrompt(name: String, current: String?, _ unitSystem: UnitSystem) -> String {
        "\(name)さんの目標体重 (\(unit(.weight, unitSystem)))" + (current.map { " [\($0)]、0で削除" } ?? "") + ": "
    }
    func goalLine(name: String, goal: String, left: String?, isToLose: Bool, isReached: Bool) -> String {
        guard let left else { return "\(name)さんの目標: \(goal)" }
        return "\(name)さんの目標: \(goal)、" + (isReached ? "達成" : "あと\(left)\(isToLose ? "減量" : "増量")")
    }
    func projection(_ projection: GoalService.Projection, date: String?) -> String? {
        let weeks = GoalService.weeks
        return switch projection {
        case .reached: nil
        case .reachedAround: "直近\(weeks)週間の傾向では、\(date ?? "")ごろに達成します。"
        case .movingAway: "直近\(weeks)週間の傾向は目標に向かっていないため、日付は出せません。"
        case .tooSlow: "直近\(weeks)週間の傾向では、10年以上かかります。"
        case .tooFewRecords: "日付は、直近\(weeks)週間に1週間以上離れた記録が2件以上あると出せます。"
        }
    }
    func noGoal(of name: String) -> String { "\(name)さんの目標体重はありません。" }
    func goalRemoved(of name: String) -> String { "\(name)さんの目標体重を削除しました。" }
    func goalNeedsAHeight(of name: String) -> String {
        "\(name)さんの身長がまだ保存されていないため、目標体重を確かめられません。先に測定を保存してください。"
    }
    func nobodyNamed(_ name: String) -> String {
        "\(name)さんの記録はまだありません。--name \(name) で保存してください。"
    }
    func noSavedHeight(of name: String) -> String {
        "\(name)さんの身長はまだ保存されていません。--height で指定してください (cm で "
            + "\(MeasurementService.heightRange.lowerBound.display)〜\(MeasurementService.heightRange.upperBound.display)、"
            + "または 69 in のように単位付き)。"
    }
    func sincePrevious(_ change: String) -> String {
        "前回の記録からの変化: \(change)"
    }
    func label(_ choice: PersonBMIView.Choice) -> String {
        switch choice {
        case .calculateAgain: "もう一度計算"
        case .save: "保存"
        case .date: "別の日の測定"
        case .goal: "目標体重"
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
        "保存した人: \(name)、\(weight)、\(height)"
    }
    func newestRecord(of name: String, weight: String, height: String) -> String {
        "\(name)さんの最新の記録: \(weight)、\(height)"
    }

    func saved(to path: String) -> String {
        "\(path.shortened) に保存し、履歴に追加しました。"
    }
}
