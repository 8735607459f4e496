import DataSource

/// The line editor's loop over any keys and any output: `LineReader` runs it over the terminal,
/// tests run it over scripted bytes (`ScriptedTerminal(keys:)`), so both edit alike. It keeps
/// what lasts from line to line: the decoder (a byte read past one line belongs to the next) and
/// the lines submitted under each history key, for the session only.
public struct LineEditingLoop: Sendable {
    /// The most lines kept per history key; older ones are forgotten.
    public static let maximumHistoryCount = 100

    public var decoder = KeyDecoder()
    /// The lines submitted, oldest first, by `LineRequest.historyKey`.
    public private(set) var history: [String: [String]] = [:]

    public init() {}

    /// Draws the prompt, edits a line from the keys `readByte` gives until Enter, Esc, Ctrl-C,
    /// Ctrl-D on an empty line or the end of the keys (a line not entered is dropped), and says which. `suspend` stops the
    /// process for Ctrl-Z and returns once it is continued.
    public mutating func read(
        _ request: LineRequest,
        columns: () -> Int,
        readByte: (_ waitMilliseconds: Int32?) -> ByteRead,
        write: (String) -> Void,
        suspend: () -> Void
    ) -> LineResult {
        var editor = LineEditor(history: history[request.historyKey] ?? [], completions: request.completions)
        var prompt = request.prompt
        // A prompt too wide for the row (a question at 40 columns, a long saved name) is put on
        // lines of its own above the row, whole, rather than cut.
        if let split = LineRendering.split(prompt: prompt, columns: columns()) {
            write(split.replacement)
            prompt = split.prompt
        }
        func refresh() {
            write(
                LineRendering.refresh(
                    prompt: prompt, characters: editor.characters, cursor: editor.cursor, columns: columns()))
        }
        refresh()
        while true {
            guard let key = decoder.next(readByte) else {
                // The terminal went away (a hang-up): what was typed was never entered.
                write("\n")
                return .endOfInput
            }
            switch editor.handle(key) {
            case .edited:
                refresh()
            case .unchanged:
                break
            case .clearScreen:
                write("\u{1B}[H\u{1B}[2J")
                refresh()
            case .suspend:
                // As a shell shows it; the line is drawn again on a row of its own when continued.
                write("^Z\n")
                suspend()
                refresh()
            case .finished(let result):
                // NB: output processing stays on in raw mode, so "\n" also returns the carriage.
                write("\n")
                return remembered(result, request)
            }
        }
    }

    private mutating func remembered(_ result: LineResult, _ request: LineRequest) -> LineResult {
        guard case .line(let line) = result, !line.isEmpty else { return result }
        var lines = history[request.historyKey] ?? []
        if lines.last != line {
            lines.append(line)
            lines.removeFirst(max(0, lines.count - Self.maximumHistoryCount))
        }
        history[request.historyKey] = lines
        return result
    }
}
