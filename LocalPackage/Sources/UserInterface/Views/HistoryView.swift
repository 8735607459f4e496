import DataSource
import Model

/// The History screen: the records, newest first, with BMI and category, a chart of BMI over
/// time, and a menu to delete a record, go back or quit.
@MainActor final class HistoryView: ScreenView {
    let store: History
    private let console: Console
    private let strings: any Strings

    init(store: History, console: Console, strings: any Strings) {
        self.store = store
        self.console = console
        self.strings = strings
    }

    func appear() async {
        await store.send(.task)
        console.writeLine()
        render()
        console.writeLine(strings.historyMenu)
        console.write(Console.menuPrompt)
    }

    /// The list and the chart; `bmi history` prints the same.
    func render() {
        if let dataError = store.dataError {
            console.writeErrorLine(strings.message(dataError))
        }
        if !store.undecodableLines.isEmpty {
            console.writeErrorLine(strings.undecodableLines(store.undecodableLines, in: store.historyFileURL.path))
        }
        let rows = store.rows
        guard !rows.isEmpty else {
            console.writeLine(strings.noRecords)
            return
        }
        console.writeLine(strings.historyTitle(count: rows.count, of: store.totalCount), style: .title)
        for (index, row) in rows.enumerated() {
            console.writeLine(
                "\(String(index + 1).leftPadded(to: 3))  \(row.record.date.display)  "
                    + strings.measurement(row.weight, of: .weight, in: store.unitSystem).rightPadded(to: 10)
                    + strings.measurement(row.height, of: .height, in: store.unitSystem).rightPadded(to: 12)
                    + strings.result(bmi: row.bmi.bmiDisplay, category: row.category)
            )
        }
        console.writeLine()
        console.writeLine(strings.chartTitle)
        let chart = HistoryChart(bmis: rows.reversed().map(\.bmi), strings: strings)
        for line in chart.lines {
            console.writeLine(line)
        }
        if chart.values.count < rows.count {
            console.writeLine(strings.chartShows(chart.values.count, of: rows.count))
        }
    }

    func handle(_ line: String) async {
        let input = MenuInput(line)
        switch input.key {
        case "d":
            let rows = store.rows
            guard let number = input.number, rows.indices.contains(number - 1) else {
                console.writeErrorLine(strings.noSuchRecord(line, count: rows.count))
                break
            }
            await store.send(.deleteButtonTapped(rows[number - 1].id))
            if let dataError = store.dataError {
                console.writeErrorLine(strings.message(dataError))
            } else {
                console.writeLine(strings.deleted(number: number))
                render()
            }
        case "b":
            await store.send(.backButtonTapped)
            return
        case "q":
            await store.send(.quitButtonTapped)
            return
        default:
            console.writeErrorLine(strings.unknownChoice("d N, b, q"))
        }
        console.write(Console.menuPrompt)
    }

    func disappear() async {
        await store.send(.onDisappear)
    }
}
