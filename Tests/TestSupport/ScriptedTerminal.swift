import DataSource

/// A terminal that types the lines of a script, then ends the input, and records all output.
public final class ScriptedTerminal: Sendable {
    private let lines: LockIsolated<[String]>
    private let output = LockIsolated("")
    private let error = LockIsolated("")
    private let isTerminal: Bool

    /// `isTerminal`: whether input, output and error look like a terminal (escape codes allowed).
    public init(_ lines: [String] = [], isTerminal: Bool = false) {
        self.lines = LockIsolated(lines)
        self.isTerminal = isTerminal
    }

    /// Everything written to standard output.
    public var standardOutput: String { output.value }
    /// Everything written to standard error.
    public var standardError: String { error.value }

    public var client: TerminalClient {
        TerminalClient(
            readLine: { [lines] _ in
                lines.withValue { $0.isEmpty ? nil : $0.removeFirst() }
            },
            writeOutput: { [output] text in output.withValue { $0 += text } },
            writeError: { [error] text in error.withValue { $0 += text } },
            isatty: { [isTerminal] _ in isTerminal }
        )
    }
}
