#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many columns and rows the output has, for the line editor and for fitting what the app
/// writes.
public enum TerminalSize {
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

    /// `LINES` when it is a positive number, else the terminal's lines, asked each time; `nil`
    /// when neither says.
    public static func rows(of fileDescriptor: Int32) -> Int? {
        environment("LINES") ?? terminalSize(of: fileDescriptor).map { Int($0.ws_row) }
    }

    private static func environmentColumns() -> Int? {
        environment("COLUMNS")
    }

    private static func terminalColumns(of fileDescriptor: Int32) -> Int? {
        terminalSize(of: fileDescriptor).map { Int($0.ws_col) }
    }

    private static func environment(_ name: String) -> Int? {
        guard let value = getenv(name), let number = Int(String(cString: value)), number > 0 else { return nil }
        return number
    }

    /// `TIOCGWINSZ`, when it names a size (a terminal that says 0 × 0 says nothing).
    private static func terminalSize(of fileDescriptor: Int32) -> winsize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return size
    }
}
