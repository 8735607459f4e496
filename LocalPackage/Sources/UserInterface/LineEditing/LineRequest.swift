/// What the app asks for when it wants a line: the prompt to show, whose history Up and Down
/// recall, and which words Tab completes.
public struct LineRequest: Sendable, Equatable {
    /// Shown before the text, as it is: `Count [3]: `, or the menu's `> `.
    public var prompt: String
    /// Lines submitted under the same key are the ones Up and Down recall (`"count"`), so a
    /// count prompt does not offer the menu's choices.
    public var historyKey: String
    /// The words Tab completes the whole line to (a menu's keys), in the order Tab offers them.
    public var completions: [String]

    public init(prompt: String, historyKey: String, completions: [String] = []) {
        self.prompt = prompt
        self.historyKey = historyKey
        self.completions = completions
    }
}

/// How asking for a line ended.
public enum LineResult: Sendable, Equatable {
    /// Enter, or input that ended after some text: the line, without its line end.
    case line(String)
    /// Esc: the person wants the way back to the screen's menu.
    case back
    /// Ctrl-D on an empty line, or input that ended with nothing typed.
    case endOfInput
    /// Ctrl-C, read as a key: while a line is read the terminal does not turn it into `SIGINT`.
    case interrupt
    /// Ctrl-\, read as a key: the session ends as `SIGQUIT` ends it.
    case quit

    /// A line read whole (a pipe, a file, a `dumb` terminal): one that is only Esc is the way back,
    /// as Esc is on an editing terminal.
    public init(plainLine line: String) {
        self = line == "\u{1B}" ? .back : .line(line)
    }
}
