import DataSource
import Model

/// The menu: what Home shows, then the screens it opens, then quit.
final class HomeView: StoreView<Home>, ScreenView {
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

    /// Home's menu: one item per screen, in the order shown (Quit, Home's only way out, follows).
    var menu: Menu? {
        Menu(screens, exits: [.quit], strings: strings) { [store] _ in await store.send(.quitButtonTapped) }
    }

    /// One line per screen: the key typed, its words, and the screen it pushes (its store, made
    /// with the dependencies the view holds; `nil` when there is none to push).
    @Menu.Items var screens: [Menu.Item] {
        // luca:example-begin
        screen("c", strings.personBMITitle) { .personBMI(PersonBMI($0, action: $1.screenAction())) }
        screen("h", strings.historyTitle) {
            .history(History($0, pageSize: HistoryView.pageSize, action: $1.screenAction()))
        }
        screen("s", strings.settingsTitle) { $1.settings.map(Home.Path.settings) }
        // luca:example-end
        // luca:menu
    }

    /// A menu item that pushes what `make` gives, from the dependencies and Home.
    private func screen(
        _ key: String, _ label: String, _ make: @escaping @MainActor (AppDependencies, Home) -> Home.Path?
    ) -> Menu.Item {
        Menu.Item(key: key, label: label) { [store, appDependencies] _ in
            if let screen = make(appDependencies, store) { await store.send(.screenButtonTapped(screen)) }
        }
    }

    func disappear() async {
        await store.send(.onDisappear)
    }
}
