import CommandSpec
import DataSource
import Model

struct EnglishStrings: Strings {
    let language = Language.english
    let goodbye = "Goodbye."

    func startAgain(_ file: URL) -> String {
        // luca:example-begin
        switch file.lastPathComponent {
        case DataFile.settings.name: "change a setting"
        case DataFile.goals.name:
            "set a goal weight (\(AppIdentity.commandName) goal --weight W, or g on the BMI screen)"
        default: "just save"
        }
        // luca:example-end
        // luca:bare: "just save"
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
