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

    /// What Home shows of its screens' data above the menu, one line per panel, in the order
    /// shown; each panel's store made here, as a SwiftUI view makes a `@State` store.
    private lazy var panels: [any HomePanel] = [
        LatestRecordView(store: LatestRecord(appDependencies), console: console, strings: strings)
        // One line per panel, in the order shown.
    ]

    func appear() async {
        await store.send(.task)
        // Every panel reads; the first that failed says why if a signal called the reads off.
        var error: DataError?
        for panel in panels {
            let failure = await panel.appear()
            error = error ?? failure
        }
        if isCalledOff(error) { return }
        console.writeLine()
        console.writeLine(strings.appTitle, style: .title)
        for panel in panels { panel.write() }
    }

    /// Home's menu: one item per screen, in the order shown (Quit, Home's only way out, follows).
    var menu: Menu? {
        Menu(screens, exits: [.quit], strings: strings) { [store] _ in await store.send(.quitButtonTapped) }
    }

    /// One line per screen: the key typed, its words, and the screen it pushes (its store, made
    /// with the dependencies the view holds).
    @Menu.Items var screens: [Menu.Item] {
        screen("c", strings.personBMITitle) { .personBMI(PersonBMI($0, action: $1.screenAction())) }
        screen("h", strings.historyTitle) { .history(History($0, action: $1.screenAction())) }
        screen("s", strings.settingsTitle) { .settings(Settings($0, action: $1.screenAction())) }
        // luca:menu
    }

    /// A menu item that pushes what `make` gives, from the dependencies and Home.
    private func screen(
        _ key: String, _ label: String, _ make: @escaping @MainActor (AppDependencies, Home) -> Home.Path
    ) -> Menu.Item {
        Menu.Item(key: key, label: label) { [store, appDependencies] _ in
            await store.send(.screenButtonTapped(make(appDependencies, store)))
        }
    }

    func disappear() async {
        for panel in panels { await panel.disappear() }
        await store.send(.onDisappear)
    }
}
