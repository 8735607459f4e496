import DataSource

/// What the terminal gives a scene: what asking for a line gave (a line, Esc, the end of input,
/// Ctrl-C read as a key), or a signal that arrived meanwhile.
enum TerminalEvent: Sendable, Equatable {
    case line(String)
    /// Esc at a prompt: the way back.
    case back
    case endOfInput
    /// Ctrl-C, as a key or as `SIGINT`.
    case interrupt
    /// `SIGTERM`: end as for Ctrl-C, leaving the terminal as it was.
    case terminate

    init(_ result: LineResult) {
        switch result {
        case .line(let line): self = .line(line)
        case .back: self = .back
        case .endOfInput: self = .endOfInput
        case .interrupt: self = .interrupt
        }
    }
}
