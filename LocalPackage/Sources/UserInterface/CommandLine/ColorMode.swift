/// `--color`: when output gets escape codes.
enum ColorMode: String, CaseIterable, Sendable {
    /// Only on a terminal, and never with `NO_COLOR` set or `TERM=dumb`.
    case auto
    case always
    case never
}
