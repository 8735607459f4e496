import DataSource
import Model

/// The app at a prompt: Home and the screens it pushes, run by `SessionLoop`.
@MainActor struct HomeScene {
    private let appDependencies: AppDependencies
    private let console: Console
    private let strings: any Strings

    init(_ appDependencies: AppDependencies, console: Console, strings: any Strings) {
        self.appDependencies = appDependencies
        self.console = console
        self.strings = strings
    }

    func run() async -> ExitStatus {
        let home = Home(appDependencies)
        let homeView = HomeView(store: home, console: console, strings: strings, appDependencies: appDependencies)
        let loop = SessionLoop(appDependencies: appDependencies, console: console, unknownChoice: strings.unknownChoice)
        return await loop.run(
            home: homeView,
            path: { home.path },
            view: view(for:),
            isQuitRequested: { home.isQuitRequested },
            goodbye: { strings.goodbye(after: appDependencies.appStateClient.withLock { $0 }) }
        )
    }

    private func view(for path: Home.Path) -> any ScreenView {
        switch path {
        case .personBMI(let store): PersonBMIView(store: store, console: console, strings: strings)
        case .history(let store): HistoryView(store: store, console: console, strings: strings)
        case .settings(let store): SettingsView(store: store, console: console, strings: strings)
        // luca:views
        }
    }
}
