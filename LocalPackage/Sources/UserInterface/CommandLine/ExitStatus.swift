import DataSource

/// How `bmi` ends, as the shell sees it (the BSD `sysexits.h` codes where one fits).
/// Every status it returns is a case here: `--help`, the man page and the options table
/// (`help --markdown`) list them all, each with its meaning from `Strings`.
/// An `Error` too, so a step of a command that cannot go on returns the status it ends with.
enum ExitStatus: Int32, Error, Equatable, CaseIterable {
    case success = 0
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: a value is not accepted, or a saved file is not readable as saved data.
    case dataError = 65
    /// EX_IOERR: a file could not be read or written.
    case ioError = 74
    /// 128 + SIGHUP: the terminal went away.
    case hungUp = 129
    /// 128 + SIGINT, as a shell reports a process ended by Ctrl-C.
    case interrupted = 130
    /// 128 + SIGQUIT (Ctrl-\ between lines).
    case quit = 131
    /// 128 + SIGPIPE: the reader of standard output went away (`… | head -1`), as a shell
    /// reports it for `git log | head -1`. Nothing is said: nothing went wrong.
    case readerGone = 141
    /// 128 + SIGTERM.
    case terminated = 143

    /// The signals that end the app, each with the status a shell gives a process it ended.
    static let endingSignals: [(signal: Int32, status: ExitStatus)] = [
        (SignalClient.interrupt, .interrupted), (SignalClient.terminate, .terminated),
        (SignalClient.hangUp, .hungUp), (SignalClient.quit, .quit),
    ]

    init(_ error: DataError) {
        switch error {
        case .undecodable, .keptAside, .tooLarge: self = .dataError
        case .unreadable, .unwritable, .notADirectory, .partlySaved, .refused, .changedWhileRead, .noWorkingDirectory:
            self = .ioError
        case .cancelled: self = .interrupted
        case .notUTF8: self = .usage
        }
    }
}
