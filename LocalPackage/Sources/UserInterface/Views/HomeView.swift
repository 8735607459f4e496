import DataSource
import Model

/// The menu: what Home shows, then the screens it opens, then quit.
final class HomeView: StoreView<Home>, MenuScreen {
    /// What the scene hands to stores, as SwiftUI's `@Environment(\.appDependencies)`.
    private let appDependencies: AppDependencies

    init(store: Home, console: Console, strings: any Strings, appDependencies: AppDependencies) {
        self.appDependencies = appDependencies
        super.init(store: store, console: console, strings: strings)
    }

    func appear() async {
        await store.send(.task)
        // luca:example-begin
        if isCalledOff(store.historyError ?? store.settings?.dataError) { return }
        // luca:example-end
        // luca:bare: if isCalledOff(nil) { return }
        console.writeLine()
        console.writeLine(strings.appTitle, style: .title)
        // luca:example-begin
        if let dataError = store.settings?.dataError {
            // The other screens go on with the standard settings; say why.
            console.writeErrorLine(strings.message(dataError))
        }
        if !store.undecodableHistoryLines.isEmpty {
            console.writeErrorLine(
                strings.undecodableLines(store.undecodableHistoryLines, in: store.historyFileURL.path))
        }
        if let historyError = store.historyError {
            // Said once when both files fail alike (a data directory that is a file, say).
            if historyError != store.settings?.dataError {
                console.writeErrorLine(strings.message(historyError))
            }
        } else if let bmi = store.latestBMI, let time = store.latestLocalTime {
            let person = store.latestOwner.map(strings.displayName)
            console.writeLine(
                strings.latestBMI(
                    bmi.bmiDisplay, category: store.latestCategory, in: store.classification, date: time.display,
                    person: person))
        } else {
            console.writeLine(strings.noLatestBMI)
        }
        // luca:example-end
    }

    /// Home's menu (Quit, its way out, follows the choices).
    enum Choice: String, MenuChoice {
        // luca:example-begin
        case calculate = "c"
        case history = "h"
        case settings = "s"
        // luca:example-end
        // luca:menu-choices

        func label(in strings: any Strings) -> String { strings.label(self) }
    }

    func select(_ choice: Choice, number _: Int?) async {
        switch choice {
        // luca:example-begin
        case .calculate: await store.send(.calculateButtonTapped(appDependencies))
        case .history: await store.send(.historyButtonTapped(appDependencies, pageSize: HistoryView.pageSize))
        case .settings:
            if let settings = store.settings {
                await store.send(.settingsButtonTapped(settings))
            }
        // luca:example-end
        // luca:menu-actions
        }
    }

    /// Home's only way out is Quit.
    var exits: [MenuExit] { [.quit] }

    func exit(_: MenuExit) async {
        await store.send(.quitButtonTapped)
    }

    func disappear() async {
        await store.send(.onDisappear)
    }
}
