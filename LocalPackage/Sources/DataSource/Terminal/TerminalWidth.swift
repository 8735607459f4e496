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
        environmentColumns() ?? terminalColumns(of: fileDescriptor)
    }

    /// For drawing on the terminal itself (the line editor): the terminal's own width first, since
    /// a row wider than the real one wraps and the redraw then stacks copies; `COLUMNS` only when
    /// the terminal does not say.
    static func editingColumns(of fileDescriptor: Int32) -> Int? {
        terminalColumns(of: fileDescriptor) ?? environmentColumns()
    }

    private static func environmentColumns() -> Int? {
        guard let value = getenv("COLUMNS"), let columns = Int(String(cString: value)), columns > 0 else { return nil }
        return columns
    }

    private static func terminalColumns(of fileDescriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
