import DataSource
import Model

/// Where views write: standard output for what was asked for, standard error for what went wrong.
/// Escape codes only reach a terminal, and never when `NO_COLOR` is set.
struct Console: Sendable {
    /// The prompt of every menu.
    static let menuPrompt = "> "

    private let terminalClient: TerminalClient
    private let outputIsStyled: Bool
    private let errorIsStyled: Bool

    init(_ appDependencies: AppDependencies) {
        terminalClient = appDependencies.terminalClient
        let noColor = !(appDependencies.processInfoClient.environment()["NO_COLOR"] ?? "").isEmpty
        outputIsStyled = !noColor && terminalClient.isatty(1)
        errorIsStyled = !noColor && terminalClient.isatty(2)
    }

    /// Text as it is, with no line end: a prompt.
    func write(_ text: String) {
        terminalClient.writeOutput(text)
    }

    func writeLine(_ text: String = "", style: TextStyle = .plain) {
        terminalClient.writeOutput(styled(text, style, outputIsStyled) + "\n")
    }

    func writeErrorLine(_ text: String) {
        terminalClient.writeError(styled(text, .error, errorIsStyled) + "\n")
    }

    /// Whether standard output takes escape codes (a terminal, and no `NO_COLOR`).
    var isStyled: Bool { outputIsStyled }

    private func styled(_ text: String, _ style: TextStyle, _ isStyled: Bool) -> String {
        guard isStyled, let code = style.escapeCode else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
