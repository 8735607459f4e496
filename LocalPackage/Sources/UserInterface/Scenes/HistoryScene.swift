import DataSource
import Model

/// `bmi history`: the History screen's store after its `task`, printed once: the same list and
/// chart as the screen, or the records as JSON, newest first.
@MainActor struct HistoryScene {
    private let appDependencies: AppDependencies
    private let console: Console
    private let strings: any Strings

    init(_ appDependencies: AppDependencies, console: Console, strings: any Strings) {
        self.appDependencies = appDependencies
        self.console = console
        self.strings = strings
    }

    func run(limit: Int?, unitSystem: UnitSystem?, json: Bool) async -> ExitStatus {
        let store = History(appDependencies, limit: limit)
        await store.send(.task)
        if let dataError = store.dataError {
            console.writeErrorLine(strings.errorPrefix + strings.message(dataError))
            return ExitStatus(dataError)
        }
        if let unitSystem {
            store.unitSystem = unitSystem
        }
        if json {
            if !store.undecodableLines.isEmpty {
                console.writeErrorLine(
                    strings.errorPrefix
                        + strings.undecodableLines(store.undecodableLines, in: store.historyFileURL.path))
            }
            let records = store.rows.map { row in
                RecordJSON(
                    id: row.id,
                    date: row.record.date,
                    weight: row.weight.roundedToHundredths,
                    height: row.height.roundedToHundredths,
                    unit: store.unitSystem,
                    bmi: row.bmi,
                    category: row.category
                )
            }
            console.writeLine(JSONOutput.line(records))
        } else {
            HistoryView(store: store, console: console, strings: strings).render()
        }
        // The records that could be read are shown; a script still learns that some could not.
        return store.undecodableLines.isEmpty ? .success : .dataError
    }
}
