#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error.
public struct TerminalClient: DependencyClient {
    /// One byte of standard input (`ByteRead`), for the line editor: waiting as long as it takes
    /// (`nil`, and then `.drawAgain` when the terminal changed size or the process was continued),
    /// or at most the milliseconds given. Read in the background, it waits for the foreground.
    public var readByte: @Sendable (_ waitMilliseconds: Int32?) -> ByteRead
    /// Runs the body with the terminal in raw mode (`RawMode`), pastes marked, and puts it back;
    /// `false`, the body not run, for a pipe, a file or a `dumb` terminal (`TERM` unset too),
    /// whose lines are read as they come.
    public var whileRaw: @Sendable (_ body: () -> Void) -> Bool
    /// The columns a line is edited in (`TerminalSize.editingColumns`); `nil` when not known.
    public var editingColumns: @Sendable () -> Int?
    /// The rest of standard input, its bytes as they are (`-` for a file), read a block at a time
    /// to its end; more than `limit` bytes is `EFBIG`, no more than `limit` + a block read.
    public var readInput: @Sendable (_ limit: Int) throws -> Data
    /// `write(2)` of the text to standard output, unbuffered so a prompt shows before input is read.
    /// Throws the `POSIXError` of a write that failed (`EPIPE` when the reader has gone).
    public var writeOutput: @Sendable (String) throws -> Void
    /// `write(2)` of the text to standard error.
    public var writeError: @Sendable (String) -> Void
    /// `isatty(_:)`: whether a file descriptor (0 input, 1 output, 2 error) is a terminal.
    public var isatty: @Sendable (Int32) -> Bool
    /// How many columns standard output has (`TerminalSize`): `COLUMNS`, else the terminal's;
    /// `nil` for a pipe or a file, whose lines are not fitted.
    public var columns: @Sendable () -> Int?
    /// How many rows standard output has: `LINES`, else the terminal's; `nil` for a pipe or a file.
    public var rows: @Sendable () -> Int?
    /// Stops the process as Ctrl-Z does (`RawMode.suspend`), with the terminal as it was while it
    /// is stopped; returns once it is continued.
    public var suspend: @Sendable () -> Void

    public init(
        readByte: @escaping @Sendable (_ waitMilliseconds: Int32?) -> ByteRead,
        whileRaw: @escaping @Sendable (_ body: () -> Void) -> Bool,
        editingColumns: @escaping @Sendable () -> Int?,
        readInput: @escaping @Sendable (_ limit: Int) throws -> Data,
        writeOutput: @escaping @Sendable (String) throws -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        isatty: @escaping @Sendable (Int32) -> Bool,
        columns: @escaping @Sendable () -> Int?,
        rows: @escaping @Sendable () -> Int?,
        suspend: @escaping @Sendable () -> Void
    ) {
        self.readByte = readByte
        self.whileRaw = whileRaw
        self.editingColumns = editingColumns
        self.readInput = readInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.isatty = isatty
        self.columns = columns
        self.rows = rows
        self.suspend = suspend
    }

    public static let liveValue: Self = {
        // NB: a reader that goes away (`bmi … | head -c1`) must not kill us mid-save with
        // SIGPIPE; writes to it fail with EPIPE instead, and are dropped.
        signal(SIGPIPE, SIG_IGN)
        return Self(
            readByte: { SessionTerminal.shared.readByte(waitMilliseconds: $0) },
            whileRaw: { SessionTerminal.shared.whileRaw($0) },
            editingColumns: { SessionTerminal.shared.editingColumns },
            readInput: { try Data(toEndOf: STDIN_FILENO, limit: $0) },
            writeOutput: { try writeAll(Array($0.utf8), to: STDOUT_FILENO) },
            writeError: { text in
                do {
                    try writeAll(Array(text.utf8), to: STDERR_FILENO)
                } catch {
                    // NB: standard error is where a failure would be said; there is nowhere left.
                }
            },
            isatty: { platformIsatty($0) },
            columns: { TerminalSize.columns(of: STDOUT_FILENO) },
            rows: { TerminalSize.rows(of: STDOUT_FILENO) },
            suspend: { RawMode.suspend() }
        )
    }()

    public static let testValue = Self(
        readByte: { _ in unimplemented("TerminalClient.readByte", placeholder: .end) },
        whileRaw: { _ in unimplemented("TerminalClient.whileRaw", placeholder: false) },
        editingColumns: { unimplemented("TerminalClient.editingColumns", placeholder: nil) },
        readInput: { _ in try unimplemented("TerminalClient.readInput") },
        writeOutput: { _ in try unimplemented("TerminalClient.writeOutput") },
        writeError: { _ in unimplemented("TerminalClient.writeError", placeholder: ()) },
        isatty: { _ in unimplemented("TerminalClient.isatty", placeholder: false) },
        columns: { unimplemented("TerminalClient.columns", placeholder: nil) },
        rows: { unimplemented("TerminalClient.rows", placeholder: nil) },
        suspend: { unimplemented("TerminalClient.suspend", placeholder: ()) }
    )
}

/// The session's terminal, made when the first line is asked for: a one-shot command, which
/// reads none, starts none of what it needs (a pipe, a signal relay and its thread).
private enum SessionTerminal {
    // NB: a `dumb` terminal (or none named) cannot take the editor's escape codes.
    static let shared = RawTerminal(
        isEditing: getenv("TERM").map { String(cString: $0) }.map { !$0.isEmpty && $0 != "dumb" } ?? false)
}

// NB: by another name, as the client's own `isatty` hides the C function inside it.
private func platformIsatty(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
}
