import DataSource

/// What the terminal gives a scene: what asking for a line gave, or a signal that arrived
/// meanwhile.
enum TerminalEvent: Sendable, Equatable {
    /// A line, Esc, the end of input, or Ctrl-C or Ctrl-\ read as a key.
    case read(LineResult)
    /// `SIGINT` (Ctrl-C while no line is being edited), `SIGTERM`, `SIGHUP` or `SIGQUIT`: the
    /// session ends, leaving the terminal as it was, with the status a shell gives that signal.
    case signal(ExitStatus)

    /// The status the session ends with after this event, when it ends it.
    var endingStatus: ExitStatus {
        switch self {
        case .read(.interrupt): .interrupted
        case .read(.quit): .quit
        case .signal(let status): status
        case .read: .success
        }
    }
}
