import Model

/// The app's one entry: reads the command line, settles the data directory, and runs the session
/// at a prompt or a one-shot command with the dependencies it hands to every store.
@MainActor public struct RootScene {
    public static let version = "0.1.0"

    private let appDependencies: AppDependencies
    private let strings = Strings.english

    public init(_ appDependencies: AppDependencies = .shared) {
        self.appDependencies = appDependencies
    }

    /// Runs and ends the process with the exit status.
    public func main() async -> Never {
        appDependencies.processClient.exit(await run())
    }

    /// Runs the command line in `processInfoClient.arguments()` and returns the exit status.
    public func run() async -> Int32 {
        let console = Console(appDependencies)
        let invocation: Invocation
        do {
            invocation = try CommandLineParser().parse(Array(appDependencies.processInfoClient.arguments().dropFirst()))
        } catch {
            console.writeErrorLine(strings.errorPrefix + strings.message(error))
            return ExitStatus.usage.rawValue
        }
        var dependencies = appDependencies
        dependencies.dataDirectory = DataDirectoryService(dependencies)
            .dataDirectory(commandLineValue: invocation.dataDirectory)

        let status: ExitStatus
        switch invocation.command {
        case .help:
            console.write(strings.help)
            status = .success
        case .version:
            console.writeLine(strings.version(Self.version))
            status = .success
        case .interactive:
            status = await PersonBMIScene(dependencies, console: console).run()
        case .calc(let weight, let height, let json):
            status = await CalcScene(dependencies, console: console).run(weight: weight, height: height, json: json)
        }
        return status.rawValue
    }
}
