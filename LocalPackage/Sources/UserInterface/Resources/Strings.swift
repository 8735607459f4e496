import CommandSpec
import DataSource
import Model

/// Every piece of text the app shows to people, one conforming type per language
/// (`EnglishStrings`, `JapaneseStrings`): the sentences every screen shares, then each screen's,
/// declared with both languages in its own file (`luca feature` writes one for each screen it
/// makes). A sentence missing from a language does not compile.
///
/// NB: compiled into the binary rather than kept in a resource bundle, so a binary copied alone
/// to another folder still has all of its languages.
///
/// The command line's sentences come first and the shared ones last (they include the command
/// line's) so that each screen's line, and the marker `luca feature` adds it at, sit inside the
/// declaration, where the formatter keeps them indented.
typealias Strings = CommandLineStrings
    & PersonBMIStrings
    & HistoryStrings
    & RecordTableStrings
    & SettingsStrings
    & LatestRecordStrings
    & ExampleStrings
    // luca:strings
    & SharedStrings

/// The sentences no one screen owns: words every screen uses, errors, and the command line's help.
protocol SharedStrings: CommandLineStrings {
    // Shared
    var appTitle: String { get }
    var goodbye: String { get }
    /// Said when the session ends, from the app's state then.
    func goodbye(after state: AppState) -> String
    func unknownChoice(_ choices: String) -> String
    /// What stands for the number after a menu key that takes one: `[d N]`.
    var numberPlaceholder: String { get }
    /// Every menu's Back and Quit, said alike on every screen.
    var backLabel: String { get }
    var quitLabel: String { get }

    // Errors
    func outputFailed(_ reason: String) -> String
    func message(_ error: DataError) -> String
    func message(_ error: UsageError) -> String

    /// Said once a read or write has waited half a second for another process's lock.
    func waitingForLock(_ directory: URL) -> String

    // Help: the sentences of the command spec (`AppCommandLine` and each command's options), the
    // headings, and what follows the options in `--help`.
    var programSummary: String { get }
    var menuSummary: String { get }
    var helpLabels: HelpText.Labels { get }
    var environmentHeading: String { get }
    /// Each variable (or group of them) and what it does.
    var environmentItems: [(term: String, text: String)] { get }
    var exitStatusHeading: String { get }
    func meaning(of status: ExitStatus) -> String
    var filesHeading: String { get }
    var filesIntro: String { get }
    /// What each file of the data directory holds (`DataFile`), for the help and the man page.
    func meaning(of file: DataFile) -> String
}

extension SharedStrings {
    /// The app's name at the top of Home: its command's, unless a language's strings say
    /// another (a type's own `appTitle` is the one used).
    var appTitle: String { AppIdentity.commandName }

    /// The goodbye, whatever the state (an app's strings may say more).
    func goodbye(after state: AppState) -> String { goodbye }

    /// What starts a message on standard error: `bmi: `.
    var errorPrefix: String { "\(AppIdentity.commandName): " }
}
