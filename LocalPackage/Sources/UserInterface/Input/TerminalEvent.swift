import DataSource

/// What the terminal gives a scene: what asking for a line gave, or a signal that arrived
/// meanwhile.
enum TerminalEvent: Sendable, Equatable {
    /// A line, Esc, the end of input, or Ctrl-C read as a key.
    case read(LineResult)
    /// `SIGINT`: Ctrl-C while no line is being edited.
    case interrupt
    /// `SIGTERM`, `SIGHUP` or `SIGQUIT`: end as for Ctrl-C, leaving the terminal as it was, with
    /// the status a shell gives that signal.
    case terminate(ExitStatus)
}
