import DataSource
import Model

/// `bmi` at a prompt: shows the screen on top of Home's path and feeds it typed lines until the
/// person quits, the input ends (exit 0) or Ctrl-C arrives (exit 130). Saves are atomic, so ending
/// at any moment leaves no half-written file.
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
        // Listen first: once the first prompt shows, Ctrl-C is already ours to handle.
        let events = TerminalInput.events(appDependencies)
        let inputIsTerminal = appDependencies.terminalClient.isatty(0)
        let home = Home(appDependencies)
        let homeView = HomeView(store: home, console: console, strings: strings, appDependencies: appDependencies)
        var shown: (pathID: Int?, view: any ScreenView) = (nil, homeView)
        await homeView.appear()

        for await event in events {
            switch event {
            case .line(let line):
                if !inputIsTerminal {
                    // A terminal echoes what is typed; through a pipe, echo it ourselves so the
                    // transcript reads like the session.
                    console.writeLine(line)
                }
                await shown.view.handle(line)
                if home.isQuitRequested || console.isReaderGone {
                    await end(shown.view, homeView)
                    return .success
                }
                if home.path.last?.id != shown.pathID {
                    // Popped screens disappear; a screen covered by a new one stays, as in a
                    // navigation stack, and appears again (`task`) when it is back on top.
                    if let id = shown.pathID, !home.path.contains(where: { $0.id == id }) {
                        await shown.view.disappear()
                    }
                    shown = (home.path.last?.id, view(for: home.path.last, home: homeView))
                    await shown.view.appear()
                }
            case .endOfInput:
                console.writeLine()
                await end(shown.view, homeView)
                return .success
            case .interrupt:
                console.writeLine()
                await end(shown.view, homeView)
                return .interrupted
            }
        }
        return .success
    }

    /// The app ends: the screen on top disappears, then Home, then a goodbye.
    private func end(_ top: any ScreenView, _ homeView: HomeView) async {
        if top !== homeView {
            await top.disappear()
        }
        await homeView.disappear()
        console.writeLine(strings.goodbye(calculations: homeView.store.calculationCount))
    }

    private func view(for path: Home.Path?, home: HomeView) -> any ScreenView {
        switch path {
        case nil: home
        case .personBMI(let store): PersonBMIView(store: store, console: console, strings: strings)
        case .history(let store): HistoryView(store: store, console: console, strings: strings)
        case .settings(let store): SettingsView(store: store, console: console, strings: strings)
        // luca:views
        }
    }
}
