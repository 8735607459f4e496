import CommandSpec
import DataSource
import Model

/// The app's one entry: reads the command line against `AppCommandLine.spec`, settles the data
/// directory, the language and the colour, tells the AppDelegate of launch and termination, and
/// runs the menu at a prompt (no command) or the one-shot command named.
@MainActor public struct RootScene {
    public static let version = "0.4.0"
    /// The man page's date.
    public static let releaseDate = "2026-11-25"

    private let appDependencies: AppDependencies

    public init(_ appDependencies: AppDependencies = .shared) {
        self.appDependencies = appDependencies
    }

    /// Runs and ends the process with the exit status.
    public func main() async -> Never {
        appDependencies.processClient.exit(await run())
    }

    /// Runs the command line in `processInfoClient.arguments()` and returns the exit status.
    public func run() async -> Int32 {
        let environment = appDependencies.processInfoClient.environment
        let strings = Language(environment: environment).strings
        let arguments = Array(appDependencies.processInfoClient.arguments().dropFirst())
        let spec = AppCommandLine.spec(strings)
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser(spec).parse(arguments)
        } catch {
            let console = Console(appDependencies, color: .auto)
            console.writeErrorLine(strings.errorPrefix + strings.message(error))
            return ExitStatus.usage.rawValue
        }
        let console = Console(appDependencies, color: parsed[AppCommandLine.color] ?? .auto)
        let command = AppCommandLine.command(named: parsed.command, in: spec)
        let (status, saved) = await run(command, parsed, environment: environment, strings: strings, console: console)
        if let failure = console.outputFailure {
            // What was asked for did not all reach its reader (a full disk, a device error). A
            // save that went through says so: a script that tried again would save it twice.
            let message = saved ? strings.savedButOutputFailed(failure.reason) : strings.outputFailed(failure.reason)
            console.writeErrorLine(strings.errorPrefix + message)
            return ExitStatus.ioError.rawValue
        }
        // A command whose reader left (`bmi … | head -1`) ends as `git log` does there; a
        // session whose reader left has ended quietly on its own.
        if command != nil, console.isReaderGone { return ExitStatus.readerGone.rawValue }
        return status.rawValue
    }

    private func run(
        _ command: (any OneShotCommand.Type)?,
        _ parsed: ParsedArguments,
        environment: (String) -> String?,
        strings: any Strings,
        console: Console
    ) async -> (status: ExitStatus, saved: Bool) {
        var dependencies = appDependencies
        let context = { CommandContext(dependencies: dependencies, console: console, strings: strings) }
        if parsed.isHelpRequested {
            return (await HelpCommand(command: parsed.command).run(context()), false)
        }
        if parsed[AppCommandLine.version] {
            console.writeLine("\(AppIdentity.commandName) \(Self.version)")
            return (.success, false)
        }
        do {
            dependencies.dataDirectory = try DataDirectoryService(dependencies)
                .dataDirectory(commandLineValue: parsed[AppCommandLine.dataDirectory])
        } catch {
            console.writeErrorLine(strings.errorPrefix + strings.message(error))
            return (ExitStatus(error), false)
        }
        // A read or a save that waits for another process's lock says so, whichever screen or
        // command asked (a held lock would otherwise look like a hang). A one-shot command then
        // listens for Ctrl-C and the like, which call the wait off (a session always listens).
        let endingSignals = EndingSignals(dependencies)
        dependencies.fileLockClient = dependencies.fileLockClient.noticingWaits { directory in
            // Listening first: once the notice shows, Ctrl-C calls the wait off.
            if command != nil { endingSignals.listen() }
            console.writeErrorLine(strings.waitingForLock(directory))
        }
        let appDelegate = AppDelegate(dependencies)
        appDelegate.applicationDidFinishLaunching(
            isLoggingEnabled: parsed[AppCommandLine.verbose]
                || environment(AppIdentity.logVariable) == "debug"
        )
        let status: ExitStatus
        var saved = false
        if let command {
            let (context, oneShot) = (context(), command.init(arguments: parsed))
            if oneShot.saves { endingSignals.listen() }
            let finished = await endingSignals.run { await oneShot.run(context) }
            let signal = endingSignals.stop()
            // A signal that ended a wait for the lock: the command said that nothing was saved,
            // and it ends as the signal would have ended it. One that came as the lock was taken
            // called nothing off: the command did its work, and ends as it says.
            status = finished == .interrupted ? signal ?? finished : finished
            saved = oneShot.saves && status == .success
        } else {
            status = await HomeScene(dependencies, console: console, strings: strings).run()
        }
        appDelegate.applicationWillTerminate()
        return (status, saved)
    }
}
