import DataSource
import Model

/// The History screen's words, in every language: a sentence missing from one does not compile.
protocol HistoryStrings {
    /// The chart's title: what it draws (`unit`: the weight's), whose where the page shows
    /// several people's records, and what one column holds.
    func chartTitle(
        _ measure: HistoryChart.Measure, unit: String, of person: String?, step: HistoryChart.Step, isCut: Bool
    ) -> String
    /// The goal weight, under the chart.
    func chartGoal(_ weight: String) -> String
    /// The screen's name, as Home's menu shows it.
    var historyTitle: String { get }
    /// The records numbered `first` to `last` are shown; `hasOlder`: more follow.
    /// `person`: whose records, when the page shows one person's.
    func historyTitle(first: Int, last: Int, hasOlder: Bool, person: String?) -> String
    /// Every record, more than `count` of them, newest first (a list written as it is read).
    func historyTitle(moreThan count: Int, person: String?) -> String
    /// `Weekly averages, newest first`; `person`: whose, when one person's records are shown.
    /// `hasOlder`: older periods are left out.
    func averagesTitle(_ period: AverageService.Period, person: String?, hasOlder: Bool) -> String
    /// Asks whose records to show.
    var personFilterPrompt: String { get }
    var noRecords: String { get }
    func noRecords(of person: String) -> String
    func label(_ choice: HistoryView.Choice) -> String
    var noOlderRecords: String { get }
    var noNewerRecords: String { get }
    func deleted(number: Int) -> String
    /// The question `d N` asks before anything is deleted, as a prompt.
    /// `person`: whose, where the record has a name.
    func confirmDeletion(number: Int, person: String?, date: String, bmi: String) -> String
    func alreadyDeleted(number: Int) -> String
    func notDeleted(number: Int) -> String
    /// Whether an answer to a yes/no question is yes (`y`, `yes`; `はい` in Japanese).
    func isYes(_ answer: String) -> Bool
    /// `shown`: the numbers on the screen.
    func noSuchRecord(shown: ClosedRange<Int>) -> String
    func undecodableLines(_ lines: [Int], in path: String) -> String
    /// A deletion that failed: the record is still there, and why.
    func notDeleted(number: Int, because error: DataError) -> String
    /// Lines whose record has the id of an earlier one: each is shown and deleted on its own.
    func repeatedIDLines(_ lines: [Int], in path: String) -> String
}

extension EnglishStrings {
    var noRecords: String { "No records yet: save a BMI to start your history." }
    func noRecords(of person: String) -> String { "No records of \(person)." }
    func label(_ choice: HistoryView.Choice) -> String {
        switch choice {
        case .delete: "Delete record N"
        case .older: "Older"
        case .newer: "Newer"
        case .person: "One person's records"
        case .weekly: "Weekly averages"
        case .monthly: "Monthly averages"
        case .list: "Records"
        case .chart: "Chart"
        }
    }
    var noOlderRecords: String { "There are no older records." }
    var noNewerRecords: String { "These are the newest records." }
    func chartGoal(_ weight: String) -> String { "Goal: \(weight)" }

    func chartTitle(
        _ measure: HistoryChart.Measure, unit: String, of person: String?, step: HistoryChart.Step, isCut: Bool
    ) -> String {
        let what = measure == .weight ? "weight in \(unit)" : "BMI"
        let column =
            switch step {
            case .day: "a day"
            case .week: "a week"
            case .month: "a month"
            }
        return (person.map { "\($0)'s \(what)" } ?? what.prefix(1).uppercased() + what.dropFirst())
            + ", a column \(column)" + (isCut ? "; older records left out" : "")
    }

    var historyTitle: String { "History" }

    func historyTitle(first: Int, last: Int, hasOlder: Bool, person: String?) -> String {
        let history = person.map { "History of \($0)" } ?? historyTitle
        if first > 1, first == last { return "\(history): record \(first), the oldest" }
        if first > 1 {
            return "\(history): records \(first) to \(last), newest first" + (hasOlder ? "; older ones follow" : "")
        }
        if hasOlder { return last == 1 ? "\(history): the newest record" : "\(history): the newest \(last) records" }
        return last == 1 ? "\(history): 1 record, newest first" : "\(history): \(last) records, newest first"
    }

    func historyTitle(moreThan count: Int, person: String?) -> String {
        (person.map { "History of \($0)" } ?? historyTitle) + ": every record (more than \(count)), newest first"
    }

    var personFilterPrompt: String { "Whose records (a name; empty for everyone's): " }

    func averagesTitle(_ period: AverageService.Period, person: String?, hasOlder: Bool) -> String {
        (period == .week ? "Weekly" : "Monthly") + " averages" + (person.map { " of \($0)" } ?? "") + ", newest first"
            + (hasOlder ? "; older \(period == .week ? "weeks" : "months") left out" : "")
    }

    func deleted(number: Int) -> String {
        "Deleted record \(number)."
    }

    func confirmDeletion(number: Int, person: String?, date: String, bmi: String) -> String {
        "Delete record \(number) (\(person.map { "\($0), " } ?? "")\(date), BMI \(bmi))? [y/N]: "
    }

    func alreadyDeleted(number: Int) -> String {
        "Record \(number) was already deleted, by another \(AppIdentity.commandName); nothing more was changed."
    }

    func notDeleted(number: Int, because error: DataError) -> String {
        guard case .unwritable(let url, let reason) = error else { return message(error) }
        return "Record \(number) was not deleted: \(url.path.shortened) could not be written "
            + "(\(reason.inSentence.visible)). The history is as it was."
    }

    func notDeleted(number: Int) -> String {
        "Record \(number) kept."
    }

    func isYes(_ answer: String) -> Bool {
        ["y", "yes"].contains(answer.trimmingSpaces.lowercased())
    }

    func noSuchRecord(shown: ClosedRange<Int>) -> String {
        "To delete a record, type d and a number shown, \(shown.lowerBound) to \(shown.upperBound): d \(shown.lowerBound)."
    }

    func repeatedIDLines(_ lines: [Int], in path: String) -> String {
        let list = lineList(lines) { " and \($0) more" }
        return
            "\(path.shortened): line\(lines.count == 1 ? "" : "s") \(list) repeat\(lines.count == 1 ? "s" : "") the id of "
            + "an earlier record (a copied line, or an edit). Each is shown as a record of its own, and deleting one "
            + "deletes only that one."
    }

    func undecodableLines(_ lines: [Int], in path: String) -> String {
        // At most ten numbers: a file of random bytes must not make a message of a hundred kilobytes.
        let list = lineList(lines) { " and \($0) more" }
        return "\(path.shortened): line\(lines.count == 1 ? "" : "s") \(list) could not be read as a record "
            + "(damaged, or values outside what bmi accepts); kept in the file as "
            + "\(lines.count == 1 ? "it is" : "they are") and left out here."
    }
}

extension JapaneseStrings {
    var noRecords: String { "記録はまだありません。BMIを保存すると履歴が始まります。" }
    func noRecords(of person: String) -> String { "\(person)さんの記録はありません。" }
    func label(_ choice: HistoryView.Choice) -> String {
        switch choice {
        case .delete: "記録を削除"
        case .older: "古い記録"
        case .newer: "新しい記録"
        case .person: "一人の記録"
        case .weekly: "週ごとの平均"
        case .monthly: "月ごとの平均"
        case .list: "記録の一覧"
        case .chart: "グラフ切替"
        }
    }
    var noOlderRecords: String { "これより古い記録はありません。" }
    var noNewerRecords: String { "これが最も新しい記録です。" }
    func chartGoal(_ weight: String) -> String { "目標: \(weight)" }

    func chartTitle(
        _ measure: HistoryChart.Measure, unit: String, of person: String?, step: HistoryChart.Step, isCut: Bool
    ) -> String {
        let what = measure == .weight ? "体重 (\(unit))" : "BMI"
        let column =
            switch step {
            case .day: "1日"
            case .week: "1週間"
            case .month: "1か月"
            }
        return (person.map { "\($0)さんの" } ?? "") + what + "の推移 (1列\(column)\(isCut ? "、古い記録は省略" : ""))"
    }

    var historyTitle: String { "履歴" }

    func historyTitle(first: Int, last: Int, hasOlder: Bool, person: String?) -> String {
        let history = person.map { "\($0)さんの履歴" } ?? historyTitle
        if first > 1, first == last { return "\(history): \(first)件目 (最も古い記録)" }
        if first > 1 { return "\(history): \(first)〜\(last)件目 (新しい順)" + (hasOlder ? "、さらに古い記録があります" : "") }
        return hasOlder ? "\(history): 新しい\(last)件" : "\(history): \(last)件 (新しい順)"
    }

    func historyTitle(moreThan count: Int, person: String?) -> String {
        (person.map { "\($0)さんの履歴" } ?? historyTitle) + ": すべての記録 (\(count)件より多い、新しい順)"
    }

    var personFilterPrompt: String { "誰の記録を表示しますか (名前。空欄で全員): " }

    func averagesTitle(_ period: AverageService.Period, person: String?, hasOlder: Bool) -> String {
        (person.map { "\($0)さんの" } ?? "") + (period == .week ? "週" : "月") + "ごとの平均 (新しい順"
            + (hasOlder ? "、古い\(period == .week ? "週" : "月")は省略)" : ")")
    }

    func deleted(number: Int) -> String {
        "記録\(number)を削除しました。"
    }

    func confirmDeletion(number: Int, person: String?, date: String, bmi: String) -> String {
        "記録\(number)（\(person.map { "\($0)さん、" } ?? "")\(date)、BMI \(bmi)）を削除しますか? [y/N]: "
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
}
