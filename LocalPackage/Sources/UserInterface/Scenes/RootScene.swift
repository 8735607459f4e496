import DataSource
import Model

/// The app's one entry: reads the command line, settles the data directory and the language,
/// tells the AppDelegate of launch and termination, and runs the menu at a prompt or a one-shot
/// command with the dependencies it hands to every store.
@MainActor public struct RootScene {
    public static let version = "0.2.0"

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
        let environment = appDependencies.processInfoClient.environment()
        let strings = Language(environment: environment).strings
        let console = Console(appDependencies)
        let status = await run(environment: environment, strings: strings, console: console)
        if let failure = console.outputFailure {
            // What was asked for did not all reach its reader (a full disk, a device error).
            console.writeErrorLine(strings.errorPrefix + strings.outputFailed(failure.localizedDescription))
            return ExitStatus.ioError.rawValue
        }
        return status
    }

    private func run(environment: [String: String], strings: any Strings, console: Console) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser().parse(Array(appDependencies.processInfoClient.arguments().dropFirst()))
        } catch {
            console.writeErrorLine(strings.errorPrefix + strings.message(error))
            return ExitStatus.usage.rawValue
        }
        switch invocation.command {
        case .help:
            console.write(strings.help)
            return ExitStatus.success.rawValue
        case .version:
            console.writeLine("\(AppIdentity.commandName) \(Self.version)")
            return ExitStatus.success.rawValue
        default:
            break
        }

        var dependencies = appDependencies
        dependencies.dataDirectory = DataDirectoryService(dependencies)
            .dataDirectory(commandLineValue: invocation.dataDirectory)
        let appDelegate = AppDelegate(dependencies)
        appDelegate.applicationDidFinishLaunching(
            isLoggingEnabled: invocation.isVerbose || environment[AppIdentity.logVariable] == "debug"
        )
        let status: ExitStatus
        switch invocation.command {
        case .interactive:
            status = await HomeScene(dependencies, console: console, strings: strings).run()
        case .calc(let weight, let height, let unitSystem, let json):
            status = await CalcScene(dependencies, console: console, strings: strings)
                .run(weight: weight, height: height, unitSystem: unitSystem, json: json)
        case .save(let name, let weight, let height, let unitSystem):
            status = await SaveScene(dependencies, console: console, strings: strings)
                .run(name: name, weight: weight, height: height, unitSystem: unitSystem)
        case .show(let unitSystem, let json):
            status = await ShowScene(dependencies, console: console, strings: strings).run(
                unitSystem: unitSystem, json: json)
        case .history(let limit, let unitSystem, let json):
            status = await HistoryScene(dependencies, console: console, strings: strings)
                .run(limit: limit, unitSystem: unitSystem, json: json)
        case .help, .version:
            status = .success
        }
        appDelegate.applicationWillTerminate()
        return status.rawValue
    }
}
