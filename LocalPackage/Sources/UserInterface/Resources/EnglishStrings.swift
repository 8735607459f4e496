import CommandSpec
import DataSource
import Model

struct EnglishStrings: Strings {
    let language = Language.english
    let goodbye = "Goodbye."

    func startAgain(_ file: URL) -> String {
        if let advice = exampleStartAgain(file) { return advice }
        return "just save"
    }

    func unknownChoice(_ choices: String) -> String {
        "Choose one of: \(choices)."
    }

    let numberPlaceholder = "N"
    let backLabel = "Back"
    let quitLabel = "Quit"

    // MARK: Errors

    func outputFailed(_ reason: String) -> String {
        "could not write to standard output: \(reason.inSentence.visible)."
    }
}
