import DataSource
import Model

/// The History screen: the records, newest first, with BMI and category, a chart of BMI over
/// time, and a menu to delete a record, go back or quit.
@MainActor final class HistoryView: ScreenView {
    let store: History
    private let console: Console
    private let strings: any Strings
    /// The record `d N` chose, waiting for a yes before it is deleted.
    private var pendingDeletion: (number: Int, row: History.Row)?

    init(store: History, console: Console, strings: any Strings) {
        self.store = store
        self.console = console
        self.strings = strings
    }

    func appear() async {
        await store.send(.task)
        console.writeLine()
        render()
    }

    var menu: Menu? { pendingDeletion == nil ? choices : nil }

    private var choices: Menu {
        Menu(strings: strings) { [self] choice, number in await select(choice, number: number) }
    }

    enum Choice: String, MenuChoice {
        case delete = "d"
        case older = "n"
        case newer = "p"
        case back = "b"
        case quit = "q"

        var takesNumber: Bool { self == .delete }
        func label(in strings: any Strings) -> String { strings.label(self) }
    }

    var request: LineRequest {
        guard let (number, row) = pendingDeletion else { return choices.request }
        return LineRequest(
            prompt: strings.confirmDeletion(
                number: number, date: row.localTime.display, bmi: row.bmi.bmiDisplay),
            historyKey: "confirm")
    }

    /// The list and the chart; `bmi history` prints the same.
    func render() {
        if let dataError = store.dataError {
            console.writeErrorLine(strings.message(dataError))
        }
        if !store.undecodableLines.isEmpty {
            console.writeErrorLine(strings.undecodableLines(store.undecodableLines, in: store.historyFileURL.path))
        }
        if !store.repeatedIDLines.isEmpty {
            console.writeErrorLine(strings.repeatedIDLines(store.repeatedIDLines, in: store.historyFileURL.path))
        }
        let rows = store.rows
        guard !rows.isEmpty else {
            // A history that could not be read is not an empty one: the error above says so.
            if store.dataError == nil { console.writeLine(strings.noRecords) }
            return
        }
        let first = store.firstNumber
        console.writeLine(
            strings.historyTitle(first: first, last: first + rows.count - 1, hasOlder: store.hasOlder), style: .title)
        let columns = console.columns
        let (weights, heights) = (
            rows.map { strings.measurement($0.weight, of: .weight, in: store.unitSystem) },
            rows.map { strings.measurement($0.height, of: .height, in: store.unitSystem) }
        )
        // Each column as wide as its widest value on the page, and two spaces after it.
        let (weightWidth, heightWidth) = (
            (weights.map(\.displayWidth).max() ?? 0) + 2, (heights.map(\.displayWidth).max() ?? 0) + 2
        )
        for (index, row) in rows.enumerated() {
            let measured =
                "\(String(first + index).leftPadded(to: 3))  \(row.localTime.display)  "
                + weights[index].rightPadded(to: weightWidth) + heights[index].rightPadded(to: heightWidth)
            let result = strings.result(bmi: row.bmi.bmiDisplay, category: row.category)
            if let columns, measured.displayWidth + result.displayWidth > columns {
                // Narrow: the result on a line of its own, under the date.
                console.writeLine(String(measured.reversed().drop { $0 == " " }.reversed()))
                console.writeLine("     " + result)
            } else {
                console.writeLine(measured + result)
            }
        }
        console.writeLine()
        console.writeLine(strings.chartTitle)
        let chart = HistoryChart(bmis: rows.reversed().map(\.bmi), strings: strings, width: columns)
        for line in chart.lines {
            console.writeLine(line)
        }
        if chart.values.count < rows.count {
            console.writeLine(strings.chartShows(chart.values.count, of: rows.count))
        }
    }

    /// The answer to the question `d N` asked.
    func handle(_ line: String) async {
        if let (number, row) = pendingDeletion {
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
    }

    private func select(_ choice: Choice, number: Int?) async {
        switch choice {
        case .delete:
            let (rows, first) = (store.rows, store.firstNumber)
            guard let number, rows.indices.contains(number - first) else {
                console.writeErrorLine(strings.noSuchRecord(shown: rows.isEmpty ? nil : first...first + rows.count - 1))
                break
            }
            // Nothing saved goes without a yes.
            pendingDeletion = (number, rows[number - first])
        case .older:
            guard store.hasOlder else {
                console.writeErrorLine(strings.noOlderRecords)
                break
            }
            await store.send(.olderPageButtonTapped)
            render()
        case .newer:
            guard store.page > 0 else {
                console.writeErrorLine(strings.noNewerRecords)
                break
            }
            await store.send(.newerPageButtonTapped)
            render()
        case .back:
            await store.send(.backButtonTapped)
        case .quit:
            await store.send(.quitButtonTapped)
        }
    }

    /// Esc at the question: nothing is deleted.
    func back() async {
        guard let (number, _) = pendingDeletion else { return }
        pendingDeletion = nil
        console.writeLine(strings.notDeleted(number: number))
    }

    func disappear() async {
        await store.send(.onDisappear)
    }
}
