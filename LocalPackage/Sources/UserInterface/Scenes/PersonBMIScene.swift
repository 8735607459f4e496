import Model

/// `bmi` at a prompt: shows the BMI screen and feeds it typed lines until the person quits, the
/// input ends (exit 0) or Ctrl-C arrives (exit 130). Saves are atomic, so ending at any moment
/// leaves no half-written file.
@MainActor struct PersonBMIScene {
    private let appDependencies: AppDependencies
    private let console: Console

    init(_ appDependencies: AppDependencies, console: Console) {
        self.appDependencies = appDependencies
        self.console = console
    }

    func run() async -> ExitStatus {
        let inputIsTerminal = appDependencies.terminalClient.isatty(0)
        // Listen first: once the first prompt shows, Ctrl-C is already ours to handle.
        let events = TerminalInput.events(appDependencies)
        let view = PersonBMIView(store: PersonBMI(appDependencies), console: console)
        await view.appear()
        for await event in events {
            switch event {
            case .line(let line):
                if !inputIsTerminal {
                    // A terminal echoes what is typed; through a pipe, echo it ourselves so the
                    // transcript reads like the session.
                    console.writeLine(line)
                }
                if await view.handle(line) == .quit {
                    view.disappear()
                    return .success
                }
            case .endOfInput:
                console.writeLine()
                view.disappear()
                return .success
            case .interrupt:
                console.writeLine()
                return .interrupted
            }
        }
        return .success
    }
}
