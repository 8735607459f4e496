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
            // A history that could not be read is not an empty one: the error above says so.
            if store.dataError == nil { console.writeLine(strings.noRecords) }
            return
        }
        let first = store.firstNumber
        console.writeLine(
            strings.historyTitle(first: first, last: first + rows.count - 1, hasOlder: store.hasOlder), style: .title)
        for (index, row) in rows.enumerated() {
            console.writeLine(
                "\(String(first + index).leftPadded(to: 3))  \(row.localTime.display)  "
                    // At least one space after each, however long (`5 ft 11.25 in`).
                    + (strings.measurement(row.weight, of: .weight, in: store.unitSystem) + " ").rightPadded(to: 10)
                    + (strings.measurement(row.height, of: .height, in: store.unitSystem) + " ").rightPadded(to: 12)
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
            let (rows, first) = (store.rows, store.firstNumber)
            guard let number = input.number, rows.indices.contains(number - first) else {
                console.writeErrorLine(strings.noSuchRecord(shown: rows.isEmpty ? nil : first...first + rows.count - 1))
                break
            }
            await store.send(.deleteButtonTapped(rows[number - first].id))
            if let dataError = store.dataError {
                console.writeErrorLine(strings.message(dataError))
            } else {
                console.writeLine(strings.deleted(number: number))
                render()
            }
        case "n":
            guard store.hasOlder else {
                console.writeErrorLine(strings.noOlderRecords)
                break
            }
            await store.send(.olderPageButtonTapped)
            render()
            console.writeLine(strings.historyMenu)
        case "p":
            guard store.page > 0 else {
                console.writeErrorLine(strings.noNewerRecords)
                break
            }
            await store.send(.newerPageButtonTapped)
            render()
            console.writeLine(strings.historyMenu)
        case "b":
            await store.send(.backButtonTapped)
            return
        case "q":
            await store.send(.quitButtonTapped)
            return
        default:
            console.writeErrorLine(strings.unknownChoice("d N, n, p, b, q"))
        }
        console.write(Console.menuPrompt)
    }

    func disappear() async {
        await store.send(.onDisappear)
    }
}
