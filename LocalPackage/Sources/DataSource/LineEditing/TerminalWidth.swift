#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many columns the output has, for the line editor and for fitting what the app writes.
public enum TerminalWidth {
    /// `COLUMNS` when it is a positive number (as `ls` reads it, so a script can ask for a width),
    /// else the terminal's width (`TIOCGWINSZ`), asked each time so a resized window is followed;
    /// `nil` when neither says (output to a pipe or a file).
    public static func columns(of fileDescriptor: Int32) -> Int? {
        if let value = getenv("COLUMNS"), let columns = Int(String(cString: value)), columns > 0 {
            return columns
        }
        var size = winsize()
        if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return nil
    }
}
