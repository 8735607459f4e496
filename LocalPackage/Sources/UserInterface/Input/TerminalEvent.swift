/// What the terminal gives a scene: a typed line, the end of input, or Ctrl-C.
enum TerminalEvent: Sendable, Equatable {
    case line(String)
    case endOfInput
    case interrupt
}
