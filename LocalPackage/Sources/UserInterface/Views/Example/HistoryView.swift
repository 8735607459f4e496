import DataSource
import Model

/// The History screen: the records, newest first, with BMI and category, a chart of BMI over
/// time, and a menu to delete a record, go back or quit.
final class HistoryView: StoreView<History>, ChildScreen {
    /// The record `d N` chose, waiting for a yes before it is deleted.
    private var pendingDeletion: (number: Int, row: History.Row)?
    /// Whether `f` asked whose records to show, and waits for the name.
    private var isAskingPerson = false
    /// Whether averages are what was shown last: the records' numbers are then out of sight, and
    /// nothing is deleted by one until the list is shown again (`l`).
    private var isShowingAverages = false

    /// Records a page shows: with the chart, title and menu, the page fits a 40-line terminal.
    static let pageSize = 10

    func appear() async {
        await store.send(.task)
        if isCalledOff(store.dataError) { return }
        console.writeLine()
        render()
    }

    var menu: Menu? { pendingDeletion == nil && !isAskingPerson ? choices : nil }

    /// An empty page has nothing to delete or page through; one person's can go back to everyone's.
    var offered: [Choice] {
        if isShowingAverages { return [.list, .person, .weekly, .monthly] }
        guard store.rows.isEmpty else { return Choice.allCases.filter { $0 != .list } }
        return store.personShown == nil ? [] : [.person]
    }

    enum Choice: String, MenuChoice {
        case delete = "d"
        case older = "n"
        case newer = "p"
        case person = "f"
        case weekly = "w"
        case monthly = "m"
        case list = "l"

        var takesNumber: Bool { self == .delete }
        func label(in strings: any Strings) -> String { strings.label(self) }
    }

    var request: LineRequest {
        if isAskingPerson { return LineRequest(prompt: strings.personFilterPrompt, historyKey: "person") }
        guard let (number, row) = pendingDeletion else { return choices.request }
        return LineRequest(
            prompt: strings.confirmDeletion(
                number: number, date: row.localTime.display, bmi: row.bmi.bmiDisplay),
            historyKey: "confirm")
    }

    /// What could not be read, then the page: `bmi history` prints the same.
    func render() {
        isShowingAverages = false
        renderErrors()
        // A history that could not be read is not an empty one: the error above says so.
        if store.rows.isEmpty && store.dataError != nil { return }
        RecordPage(store).write(to: console, strings: strings)
    }

    /// What could not be read.
    func renderErrors() {
        if let dataError = store.dataError {
            console.writeErrorLine(strings.message(dataError))
        }
        if !store.undecodableLines.isEmpty {
            console.writeErrorLine(strings.undecodableLines(store.undecodableLines, in: store.historyFileURL.path))
        }
        if !store.repeatedIDLines.isEmpty {
            console.writeErrorLine(strings.repeatedIDLines(store.repeatedIDLines, in: store.historyFileURL.path))
        }
    }

    /// The answer to the question `d N` or `f` asked.
    func handle(_ line: String) async {
        if isAskingPerson {
            isAskingPerson = false
            await store.send(.personFilterSubmitted(line))
            render()
            return
        }
        guard let (number, row) = pendingDeletion else { return }
        pendingDeletion = nil
        guard strings.isYes(line) else {
            console.writeLine(strings.notDeleted(number: number))
            return
        }
        await store.send(.deleteButtonTapped(row.record))
        if let dataError = store.dataError {
            console.writeErrorLine(strings.notDeleted(number: number, because: dataError))
        } else {
            let wasThere = store.alreadyDeleted != row.id
            console.writeLine(wasThere ? strings.deleted(number: number) : strings.alreadyDeleted(number: number))
            render()
        }
    }

    func select(_ choice: Choice, number: Int?) async {
        switch choice {
        case .delete:
            let (rows, first) = (store.rows, store.firstNumber)
            guard let number, rows.indices.contains(number - first) else {
                console.writeErrorLine(strings.noSuchRecord(shown: first...first + rows.count - 1))
                break
            }
            // Nothing saved goes without a yes.
            pendingDeletion = (number, rows[number - first])
        case .older, .newer:
            let isOlder = choice == .older
            guard isOlder ? store.hasOlder : store.page > 0 else {
                console.writeErrorLine(isOlder ? strings.noOlderRecords : strings.noNewerRecords)
                break
            }
            await store.send(isOlder ? .olderPageButtonTapped : .newerPageButtonTapped)
            render()
        case .person:
            isAskingPerson = true
        case .weekly, .monthly:
            let period: AverageService.Period = choice == .weekly ? .week : .month
            await store.send(.averagesRequested(period))
            if let dataError = store.dataError {
                console.writeErrorLine(strings.message(dataError))
            } else {
                AveragePage(store, by: period).write(to: console, strings: strings)
                isShowingAverages = true
            }
        case .list:
            render()
        }
    }

    /// Esc at a question: nothing is deleted, and the same records stay shown.
    func back() async {
        isAskingPerson = false
        guard let (number, _) = pendingDeletion else { return }
        pendingDeletion = nil
        console.writeLine(strings.notDeleted(number: number))
    }

    func disappear() async {
        await store.send(.onDisappear)
    }
}

extension History {
    /// The store Home's menu pushes: a page at a time, as many records as `HistoryView` shows.
    convenience init(_ appDependencies: AppDependencies, action: @escaping (Action) async -> Void) {
        self.init(appDependencies, pageSize: HistoryView.pageSize, action: action)
    }
}
