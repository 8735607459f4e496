import DataSource

/// The sentences of the command line that every app made from this one shares: the help of the
/// options every command takes and of the commands every app has (`completions`, `help`). Each
/// language's `+CommandLine` file gives them; `Strings` asks for them too.
protocol CommandLineStrings: Sendable {
    /// Which language this is: an option's `OptionHelp` is given in each.
    var language: Language { get }
    var completionsSummary: String { get }
    var shellHelp: String { get }
    var helpSummary: String { get }
    var helpCommandHelp: String { get }
    var helpHelp: String { get }
    /// What writes the damaged data file `file` anew (which moves the damaged one aside): `just
    /// save`, or what saves that file in this app.
    func startAgain(_ file: URL) -> String
    /// Standard output failed after a command saved: the save is done, only its report is not.
    func savedButOutputFailed(_ reason: String) -> String
}
