import DataSource
import Model
import Synchronization

/// Where views write: standard output for what was asked for, standard error for what went wrong.
/// Escape codes as `--color` says (`auto`: only to a terminal, never with `NO_COLOR` set or
/// `TERM` unset or `dumb`), and only the ones added here: every text written has its control characters made visible first (`String.visible`), so
/// nothing read from a file or typed reaches the terminal raw.
struct Console: Sendable {
    /// The prompt of every menu.
    static let menuPrompt = "> "

    private let terminalClient: TerminalClient
    private let outputIsStyled: Bool
    private let errorIsStyled: Bool
    private let failure = OutputFailure()

    init(_ appDependencies: AppDependencies, color: ColorMode) {
        terminalClient = appDependencies.terminalClient
        let environment = appDependencies.processInfoClient.environment
        // NB: a terminal that does not say what it is (`TERM` unset) is taken to know no escape
        // codes, as the line editor takes it.
        let term = environment("TERM") ?? ""
        let isPlain = !(environment("NO_COLOR") ?? "").isEmpty || term.isEmpty || term == "dumb"
        let isAuto = color == .auto && !isPlain
        outputIsStyled = color == .always || isAuto && terminalClient.isatty(1)
        errorIsStyled = color == .always || isAuto && terminalClient.isatty(2)
    }

    /// Text as it is, with no line end: a prompt.
    func write(_ text: String) {
        writeOutput(text.visible(keepingLineBreaks: true))
    }

    /// A line of text, wrapped to the terminal's width when it is wider (`String.wrapped(to:)`).
    func writeLine(_ text: String = "", style: TextStyle = .plain) {
        for line in columns.map({ text.wrapped(to: $0) }) ?? [text] {
            writeLine([(line, style)])
        }
    }

    /// The width output is fitted to: `COLUMNS`, else the terminal's, asked each time so a
    /// resized window is followed, and never under `narrowest`; `nil` for a pipe or a file, whose
    /// lines are left as they are.
    var columns: Int? {
        terminalClient.columns().map { max($0, Self.narrowest) }
    }

    /// How many lines the terminal has: `LINES`, else the terminal's; `nil` for a pipe or a file.
    var rows: Int? {
        terminalClient.rows()
    }

    /// Narrower than this, lines fitted to the width would break numbers and words apart
    /// (`COLUMNS=1` put one character on each line): wider lines are left to the terminal to wrap.
    static let narrowest = 20

    /// One line of spans, each in its own style (a chart row tinted band by band).
    func writeLine(_ spans: [(text: String, style: TextStyle)]) {
        // NB: appended, not `joined()`, which is not specialized for an array of strings.
        var line = ""
        for span in spans { line += styled(span.text, span.style, outputIsStyled) }
        writeOutput(line + "\n")
    }

    func writeErrorLine(_ text: String) {
        for line in columns.map({ text.wrapped(to: $0) }) ?? [text] {
            terminalClient.writeError(styled(line, .error, errorIsStyled) + "\n")
        }
    }

    /// The first write to standard output that failed for another reason than a reader that went
    /// away (`bmi … | head -1` is a success): a full disk, a device error.
    var outputFailure: POSIXError? { failure.error.withLock { $0 } }

    /// Whether the reader of standard output has gone (`EPIPE`): a session then ends, quietly,
    /// rather than act on input whose results nobody sees.
    var isReaderGone: Bool { failure.isReaderGone.withLock { $0 } }

    private func writeOutput(_ text: String) {
        do {
            try terminalClient.writeOutput(text)
        } catch let error as POSIXError where error.code == .EPIPE {
            // The reader has gone: nothing more to show, and nothing went wrong.
            failure.isReaderGone.withLock { $0 = true }
        } catch {
            let posixError = error as? POSIXError ?? POSIXError(.EIO)
            failure.error.withLock { $0 = $0 ?? posixError }
        }
    }

    private func styled(_ text: String, _ style: TextStyle, _ isStyled: Bool) -> String {
        let text = text.visible(keepingLineBreaks: true)
        guard isStyled, let code = style.escapeCode else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

/// Where `Console` keeps a failed write, shared by its copies.
private final class OutputFailure: Sendable {
    let error = Mutex<POSIXError?>(nil)
    let isReaderGone = Mutex(false)
}
