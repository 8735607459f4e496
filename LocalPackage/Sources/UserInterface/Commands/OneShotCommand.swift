import CommandSpec
import DataSource
import Model

/// A command run once from the command line: its declaration, and what it does. It drives the
/// screens' stores through their actions only, and writes what they hold with the views'
/// rendering, so a script gets the rules, errors and words a person gets.
@MainActor protocol OneShotCommand: SendableMetatype {
    /// Its name, options, operands, help sentences and examples, in `strings`' language: the one
    /// declaration.
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec
    /// The parser has checked every name and declared kind; a command reads each option where it
    /// uses it (`arguments[Self.limitOption]`), so an option is its declaration and its use.
    init(arguments: ParsedArguments)
    /// Whether it saves: then Ctrl-C and the like are listened for from its start, so that a
    /// signal calls off a wait for the lock, or comes after a save that goes through, never
    /// ending the process part way through one.
    var saves: Bool { get }
    func run(_ context: CommandContext) async -> ExitStatus
}

extension OneShotCommand {
    var saves: Bool { false }
}

/// What every command is given: the dependencies for its stores, where to write, in which words.
struct CommandContext {
    let dependencies: AppDependencies
    let console: Console
    let strings: any Strings

    /// Writes `message` on standard error after the program's name (`bmi: `), and returns
    /// `status`: how a command ends on a refusal.
    func say(_ message: String, _ status: ExitStatus) -> ExitStatus {
        console.writeErrorLine(strings.errorPrefix + message)
        return status
    }

    /// Writes a data error on standard error, and returns the status it ends the command with.
    func fail(_ error: DataError) -> ExitStatus {
        return say(strings.message(error), ExitStatus(error))
    }

    /// Writes a usage error on standard error, and returns its status.
    func refuse(_ error: UsageError) -> ExitStatus {
        return say(strings.message(error), .usage)
    }

    /// Writes what a screen shows: as its text, or as one line of JSON.
    func write(_ presentation: some Presentation, asJSON: Bool = false) {
        if asJSON {
            console.writeLine(JSONOutput.line(presentation))
        } else {
            presentation.write(to: console, strings: strings)
        }
    }

    /// Says on standard error that the saved preferences could not be read; the command goes on
    /// with the standard ones (and ends with the error's status).
    func warn(_ preferencesError: DataError?) {
        if let preferencesError { _ = say(strings.message(preferencesError), .dataError) }
    }
}
