/// What one attempt to read a byte gave.
public enum ByteRead: Equatable, Sendable {
    /// The next byte.
    case byte(UInt8)
    /// Nothing arrived in the time allowed.
    case timedOut
    /// Input has ended (or can no longer be read).
    case end
    /// No byte, but the line is to be drawn again: the terminal changed size, or the process
    /// was continued after a stop (`fg`). Only while waiting with no limit.
    case drawAgain
}
