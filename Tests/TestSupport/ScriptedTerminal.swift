import DataSource

/// A terminal that types a script, then ends the input, and records all output.
///
/// Typed as lines (`ScriptedTerminal(["c", "Alice"])`), each line is what a person typed before
/// Enter, and a line that is only Esc (`"\u{1B}"`) is the way back, as a `dumb` terminal reads it.
/// Typed as keys (`ScriptedTerminal(keys:)`), the terminal is one that edits (`whileRaw`), so the
/// bytes go through the app's own line editor: arrows, Backspace, Up, Tab and Esc do what they do
/// there, and what the editor draws is part of the output.
public final class ScriptedTerminal: Sendable {
    /// The bytes still to be typed; `nil` is a pause.
    private let keys: LockIsolated<[UInt8?]>
    private let isEditing: Bool
    private let output = LockIsolated("")
    private let error = LockIsolated("")
    private let isTerminal: Bool
    private let columns: Int?
    private let rows: Int?

    /// `isTerminal`: whether input, output and error look like a terminal (escape codes allowed).
    /// `columns` and `rows`: how many columns and lines the terminal has, `nil` for a pipe.
    public init(_ lines: [String] = [], isTerminal: Bool = false, columns: Int? = nil, rows: Int? = nil) {
        self.keys = LockIsolated(lines.flatMap { Array(($0 + "\n").utf8) })
        self.isEditing = false
        self.isTerminal = isTerminal
        self.columns = columns
        self.rows = rows
    }

    /// A pause between keys, longer than a terminal leaves between the bytes of one key: the
    /// Esc key is `"\u{1B}" + pause`, since without one `"\u{1B}q"` is Alt-q, as a terminal sends it.
    public static let pause = "\u{FFFF}"

    /// Keys typed on a terminal `columns` wide, as the bytes a terminal sends (`"\u{1B}[D"` is Left,
    /// `"\u{7F}"` Backspace, `"\r"` Enter), with `pause` where the person pauses.
    public init(keys: String, columns: Int = 80, rows: Int? = nil) {
        // NB: no clock here: a pause is a `nil` among the bytes, which a read with a time limit
        // meets as its time running out, and a read with none passes over.
        self.keys = LockIsolated(
            keys.components(separatedBy: Self.pause).enumerated().flatMap { index, burst in
                (index == 0 ? [] : [nil]) + burst.utf8.map(Optional.some)
            })
        self.isEditing = true
        self.isTerminal = true
        self.columns = columns
        self.rows = rows
    }

    /// Everything written to standard output.
    public var standardOutput: String { output.value }
    /// Everything written to standard error.
    public var standardError: String { error.value }
    /// How many times the process would have stopped (Ctrl-Z); it goes on at once.
    public var suspensions: Int { suspended.value }
    private let suspended = LockIsolated(0)

    public var client: TerminalClient {
        TerminalClient(
            readByte: { [keys] waitMilliseconds in
                keys.withValue { keys in
                    while keys.first == .some(nil) {
                        keys.removeFirst()
                        if waitMilliseconds != nil { return .timedOut }
                    }
                    return keys.isEmpty ? .end : .byte(keys.removeFirst()!)
                }
            },
            whileRaw: { [isEditing] body in
                guard isEditing else { return false }
                body()
                return true
            },
            editingColumns: { [columns] in columns ?? 80 },
            readInput: { [keys] limit in
                // The bytes not read yet, as they came.
                let rest = keys.withValue { keys in
                    defer { keys.removeAll() }
                    return keys.compactMap(\.self)
                }
                guard rest.count <= limit else { throw POSIXError(.EFBIG) }
                return Data(rest)
            },
            writeOutput: { [output] text in output.withValue { $0 += text } },
            writeError: { [error] text in error.withValue { $0 += text } },
            isatty: { [isTerminal] _ in isTerminal },
            columns: { [columns] in columns },
            rows: { [rows] in rows },
            suspend: { [suspended] in suspended.withValue { $0 += 1 } }
        )
    }
}
