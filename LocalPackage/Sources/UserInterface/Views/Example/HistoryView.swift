import DataSource
import Model

/// The History screen: the records, newest first, as a table, a chart of one person's weight (or
/// BMI) over time, and a menu to delete a record, page, chart, go back or quit. The page and the
/// chart share the terminal's height, so the newest records are on the screen with the prompt.
final class HistoryView: StoreView<History>, ChildScreen {
    /// The record `d N` chose, waiting for a yes before it is deleted.
    private var pendingDeletion: (number: Int, row: History.Row)?
    /// Whether `f` asked whose records to show, and waits for the name.
    private var isAskingPerson = false
    /// Whether averages are what was shown last: the records' numbers are then out of sight, and
    /// nothing is deleted by one until the list is shown again (`l`).
    private var isShowingAverages = false

    /// What the chart draws: the weight, or BMI after `c`.
    private var chartMeasure = HistoryChart.Measure.weight
    /// The chart's rows, as the terminal's height leaves room for.
    private var chartHeight = Layout.unfitted.chartRows

    /// How the terminal's height is shared: as many records as fit beside the chart, the lines
    /// around them and the menu, at least 3 of each, and the chart left out where they do not
    /// fit (`c` draws it); 10 of each where the height is not known.
    struct Layout: Equatable {
        var pageSize: Int
        var chartRows: Int

        static let unfitted = Layout(pageSize: 10, chartRows: 10)

        /// `rows` × `columns`, with a menu line that wraps to `menuLines`.
        init(rows: Int?, columns: Int?, menuLines: Int) {
            guard let rows else {
                self = .unfitted
                return
            }
            // NB: what the lines will say is not read yet: under 60 columns, a legend, the chart's
            // title or its dots' meaning may wrap to two.
            let wrapped = (columns ?? .max) < 60 ? 2 : 1
            // A blank line, the title, the header, the legend; the menu and its prompt.
            let table = 3 + wrapped + menuLines + 1
            // The chart's title, axis, dates and dots' meaning.
            let free = rows - table - (2 + 2 * wrapped)
            chartRows = free >= 6 ? min(10, free / 2) : 0
            pageSize = max(3, chartRows > 0 ? free - chartRows : rows - table)
        }

        init(pageSize: Int, chartRows: Int) {
            (self.pageSize, self.chartRows) = (pageSize, chartRows)
        }
    }

    /// The chart's rows when `c` asks for it where the page leaves no room.
    static let askedChartRows = 5

    func appear() async {
        await fit()
        await store.send(.task)
        if isCalledOff(store.dataError) { return }
        console.writeLine()
        render()
    }

    /// The page and the chart sized for the terminal as it is now: on appearing, and again before
    /// a choice that shows the page (a window resized meanwhile is followed; never before `d N`,
    /// whose number is one on the screen).
    private func fit() async {
        // NB: the full menu, every choice offered, as a page with records shows it.
        let menu = Menu(
            Choice.allCases.filter { $0 != .list }, exits: exits, strings: strings, select: { _, _ in }, exit: { _ in })
        let columns = console.columns
        let layout = Layout(
            rows: console.rows, columns: columns, menuLines: columns.map { menu.line.wrapped(to: $0).count } ?? 1)
        chartHeight = layout.chartRows
        if layout.pageSize != store.pageSize { await store.send(.pageSizeChanged(layout.pageSize)) }
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
        case chart = "c"

        var takesNumber: Bool { self == .delete }
        func label(in strings: any Strings) -> String { strings.label(self) }
    }

    var request: LineRequest {
        if isAskingPerson { return LineRequest(prompt: strings.personFilterPrompt, historyKey: "person") }
        guard let (number, row) = pendingDeletion else { return choices.request }
        return LineRequest(
            prompt: strings.confirmDeletion(
                number: number, person: row.name.isEmpty ? nil : strings.displayName(row.name),
                date: row.localTime.display, bmi: row.bmi.bmiDisplay),
            historyKey: "confirm")
    }

    /// What could not be read, then the page: `bmi history` prints the same.
    func render() {
        isShowingAverages = false
        renderErrors()
        // A history that could not be read is not an empty one: the error above says so.
        if store.rows.isEmpty && store.dataError != nil { return }
        let page = RecordPage(store)
        page.write(to: console, strings: strings)
        if chartHeight > 0 { writeChart(height: chartHeight) }
    }

    /// The chart of the page's person (`History.charted`), `height` rows tall.
    private func writeChart(height: Int) {
        HistoryChart(
            store, measure: chartMeasure, height: height, strings: strings, width: console.columns,
            isNamed: RecordPage(store).hasNames
        ).write(to: console)
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
        if choice != .delete { await fit() }
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
        case .chart where chartHeight == 0:
            // No room beside the page: the chart alone, the other one next time.
            writeChart(height: Self.askedChartRows)
            chartMeasure = chartMeasure == .weight ? .bmi : .weight
        case .chart:
            chartMeasure = chartMeasure == .weight ? .bmi : .weight
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
    /// The store Home's menu pushes: a page at a time, as many records as `HistoryView` shows,
    /// with the records it charts.
    convenience init(_ appDependencies: AppDependencies, action: @escaping (Action) async -> Void) {
        self.init(
            appDependencies, charts: true, pageSize: HistoryView.Layout.unfitted.pageSize, action: action)
    }
}
