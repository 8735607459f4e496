import DataSource
import Model

/// The newest record's BMI under Home's title, or why there is none to show.
final class LatestRecordView: StoreView<LatestRecord>, HomePanel {
    func appear() async -> DataError? {
        await store.send(.task)
        return store.historyError ?? store.settingsError
    }

    func write() {
        if let settingsError = store.settingsError {
            // The other screens go on with the standard settings; say why.
            console.writeErrorLine(strings.message(settingsError))
        }
        if !store.undecodableHistoryLines.isEmpty {
            console.writeErrorLine(
                strings.undecodableLines(store.undecodableHistoryLines, in: store.historyFileURL.path))
        }
        if let historyError = store.historyError {
            // Said once when both files fail alike (a data directory that is a file, say).
            if historyError != store.settingsError {
                console.writeErrorLine(strings.message(historyError))
            }
        } else if let bmi = store.latestBMI, let time = store.latestLocalTime {
            let person = store.latestOwner.map(strings.displayName)
            console.writeLine(
                strings.latestBMI(
                    bmi.bmiDisplay, category: store.latestCategory, in: store.preferences.classification,
                    date: time.display, person: person))
        } else {
            console.writeLine(strings.noLatestBMI)
        }
    }

    func disappear() async {
        await store.send(.onDisappear)
    }
}
