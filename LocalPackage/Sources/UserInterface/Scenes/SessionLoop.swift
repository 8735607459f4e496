import DataSource
import Model

/// The loop of a session at a prompt, the same for every app made from this one: shows the screen
/// on top of the navigation path and feeds it what is typed until the person quits, the input ends
/// (exit 0), Ctrl-C arrives (130), or SIGTERM, SIGHUP or SIGQUIT (143, 129, 131). Saves are atomic, so ending at any moment
/// leaves no half-written file.
///
/// The session's conventions live here, once for every screen: a screen waiting at its menu has
/// the menu shown before each prompt; an empty Enter or Esc there shows it again; a choice the
/// menu does not offer (or one with more words, `d 1 2`) is refused, saying which it does.
@MainActor struct SessionLoop {
    let appDependencies: AppDependencies
    let console: Console
    let unknownChoice: (_ choices: String) -> String

    /// `path` is the navigation stack of screens over Home (`Home.Path`s), and `view` makes the
    /// view of the one on top.
    func run<Route: Hashable>(
        home: any ScreenView,
        path: () -> [Route],
        view: (Route) -> any ScreenView,
        isQuitRequested: () -> Bool,
        goodbye: () -> String
    ) async -> ExitStatus {
        let input = TerminalInput(appDependencies)
        // What is typed shows in the output only when both are the terminal (its echo, or the
        // editor's drawing); otherwise the loop echoes it, so a transcript reads like the session.
        let typingIsShown = appDependencies.terminalClient.isatty(0) && appDependencies.terminalClient.isatty(1)
        var shown: (route: Route?, view: any ScreenView) = (nil, home)
        // Every screen's appearance is logged here, once for all of them: a screen whose `task` a
        // signal called off (a wait for another process's lock) was never shown.
        let logService = LogService(appDependencies)
        var appeared: [ObjectIdentifier] = []
        func appear(_ view: any ScreenView) async {
            let isShown = await input.interruptible { await view.appear() }
            guard isShown else { return }
            logService.log(.screenAppeared(view.screenName))
            appeared.append(ObjectIdentifier(view))
        }
        func disappear(_ view: any ScreenView) async {
            if let index = appeared.lastIndex(of: ObjectIdentifier(view)) {
                appeared.remove(at: index)
                logService.log(.screenDisappeared(view.screenName))
            }
            await view.disappear()
        }
        await appear(home)

        /// The screen on top disappears, then Home, then a goodbye (none for a session that never
        /// showed Home: its first read was called off).
        func end(_ status: ExitStatus) async -> ExitStatus {
            let wasShown = appeared.contains(ObjectIdentifier(home))
            if shown.view !== home { await disappear(shown.view) }
            await disappear(home)
            if wasShown { console.writeLine(goodbye()) }
            return status
        }

        while true {
            if isQuitRequested() || console.isReaderGone { return await end(.success) }
            // A signal that came while the screen worked ends the session before anything more is
            // drawn (a menu for a line it would not read).
            if let status = input.pendingSignal() {
                console.writeLine()
                return await end(status)
            }
            let routes = path()
            if routes.last != shown.route {
                // Popped screens disappear; a screen covered by a new one stays, as in a
                // navigation stack, and appears again (`task`) when it is back on top.
                if let route = shown.route, !routes.contains(route) { await disappear(shown.view) }
                shown = (routes.last, routes.last.map(view) ?? home)
                await appear(shown.view)
                continue
            }
            let view = shown.view
            let menu = view.menu
            if let menu { console.writeLine(menu.line) }
            var request = view.request
            // A prompt may carry a saved name: the editor draws it as the console would.
            request.prompt = request.prompt.visible
            console.write(request.prompt)
            let event = await input.next(request)
            switch event {
            case .read(.line(let line)):
                if !typingIsShown {
                    // A terminal echoes what is typed; through a pipe, echo it ourselves so the
                    // transcript reads like the session.
                    console.writeLine(line)
                }
                guard let menu else {
                    await input.interruptible { await view.handle(line) }
                    continue
                }
                let typed = MenuInput(line)
                // An empty Enter shows the menu again, as the loop does next.
                if typed.key.isEmpty { continue }
                guard let choice = menu.choose(typed) else {
                    console.writeErrorLine(unknownChoice(menu.choiceList))
                    continue
                }
                await input.interruptible(choice)
            case .read(.back):
                if !typingIsShown { console.writeLine("^[") }
                // At a menu, Esc shows it again; elsewhere it is the way back to the menu.
                if menu == nil { await input.interruptible { await view.back() } }
            case .read(.endOfInput), .read(.interrupt), .read(.quit), .signal:
                console.writeLine()
                return await end(event.endingStatus)
            }
        }
    }
}
