import CommandSpec
import DataSource
import Model

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The words of the command line that every app made from this one shares: the usage errors,
/// the help's headings and common sentences, and the man page's closing sections.
extension EnglishStrings {
    var commandLineHelpTexts: [String: String] {
        return [
            "completions": "print the completion script for a shell",
            "help-command": "help for \(AppIdentity.commandName) or one of its commands",
            "data-dir":
                "where saved files are kept; else $\(AppIdentity.dataDirectoryVariable), $XDG_DATA_HOME/\(AppIdentity.commandName) or ~/.local/share/\(AppIdentity.commandName)",
            "verbose": "log what happens to standard error (also \(AppIdentity.logVariable)=debug)",
            "color":
                "when to colour the output: auto is on a terminal only, and never with NO_COLOR set (not empty) or TERM unset or dumb",
            "version": "print the version",
            "help": "print help: of \(AppIdentity.commandName), or of the command it follows",
            "help.man": "print the man page (roff) that docs/\(AppIdentity.commandName).1 keeps",
            "help.markdown": "print the options table that docs/cli.md keeps (Markdown)",
            "help.command": "the command to describe",
            "completions.shell": "the shell to complete for",
        ]
    }

    var helpLabels: HelpText.Labels {
        HelpText.Labels(
            usage: "Usage",
            commands: "Commands",
            options: "Options",
            globalOptions: "Options of every command",
            examples: "Examples",
            defaultValue: "default: %@",
            seeCommandHelp: "See %@ help COMMAND for a command's options and examples."
        )
    }

    var helpEpilogue: String {
        """
        Data directory: --data-dir, else $\(AppIdentity.dataDirectoryVariable), else $XDG_DATA_HOME/\(AppIdentity.commandName), else ~/.local/share/\(AppIdentity.commandName) (~ is $HOME).
        Language: English or Japanese, from LC_ALL, LC_MESSAGES or LANG.
        Exit status: 0 done, 64 the command line does not match its declaration, 65 a value or a
        saved file the app's rules refuse, 74 a file or standard output could not be read or
        written, 130 interrupted (Ctrl-C).
        """
    }

    /// The man page's sections after the options; the man page is always English.
    static var manSections: [(title: String, body: [String])] {
        let name = AppIdentity.commandName
        return [
            (
                "Environment",
                [
                    "\(AppIdentity.dataDirectoryVariable): the data directory, when --data-dir is not given.",
                    "XDG_DATA_HOME: then $XDG_DATA_HOME/\(name), an absolute path only. HOME: then ~/.local/share/\(name); a leading ~ in --data-dir or \(AppIdentity.dataDirectoryVariable) is $HOME too.",
                    "\(AppIdentity.logVariable)=debug: log as --verbose does.",
                    "LC_ALL, LC_MESSAGES, LANG: the first that is set chooses the language: Japanese when it starts with ja, else English.",
                    "NO_COLOR, TERM=dumb (or unset): no colour with --color auto.",
                ]
            ),
            (
                "Exit status",
                [
                    "0: done, including the end of input in a session.",
                    "64: the command line does not match its declaration: an unknown command or option, a missing or repeated option, a missing or extra value, a value not of the declared kind (--unit si, --limit 0, --tutorial maybe).",
                    "65: a value of the declared form that the app's rules refuse (--weight abc, a weight out of range, a name with control characters), or a saved file or history line that is not valid saved data.",
                    "74: a file, the data directory or standard output could not be read or written.",
                    "130: interrupted with Ctrl-C.",
                ]
            ),
            (
                "Files",
                [
                    "In the data directory, created private (0700); every file private (0600): person.json (the saved person), history.jsonl (one record or deletion a line, appended to only), settings.json, .lock (held while writing), <file>.corrupt-<UTC time> (a file that could not be read, kept)."
                ]
            ),
        ]
    }

    func waitingForLock(_ directory: URL) -> String {
        "Waiting for another \(AppIdentity.commandName) using \(directory.path.visible)… (Ctrl-C cancels)"
    }

    func message(_ error: UsageError) -> String {
        let seeHelp = "See \(AppIdentity.commandName) --help."
        return switch error {
        case .unknownCommand(let command, let suggestion):
            "unknown command '\(command.echoed)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
                + " Commands: \(AppCommandLine.spec.commands.map(\.name).joined(separator: ", ")). \(seeHelp)"
        case .unknownOption(let option, let command, let suggestion):
            "unknown option '\(option.echoed)' for \(command.map { "\(AppIdentity.commandName) \($0)" } ?? AppIdentity.commandName)"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
                + " See \(AppIdentity.commandName) help\(command.map { " \($0)" } ?? "")."
        case .missingValue(let option):
            "\(option.longName) needs a value: \(accepted(option)). \(seeHelp)"
        case .unexpectedValue(let option):
            "\(option.longName) takes no value. \(seeHelp)"
        case .missingOption(let option, _):
            "\(option.longName) is required: \(accepted(option))."
        case .invalidValue(let option, let value) where option.value.map { isTooLarge(value, for: $0) } ?? false:
            "\(option.longName) must be at most \(Int.max)."
        case .invalidValue(let option, _):
            "\(option.longName) must be \(accepted(option))."
        case .invalidOperand(let operand, _), .missingOperand(let operand):
            "\(operand.value.name) must be \(accepted(operand.value, help: operand.help)). \(seeHelp)"
        case .repeatedOption(let option):
            "\(option.longName) is given more than once; give it once."
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument.echoed)'. \(seeHelp)"
        case .conflictingOptions(let first, let second):
            "\(first.longName) and \(second.longName) cannot be used together: give one of them. \(seeHelp)"
        }
    }

    /// What an option takes, in words: its choices, its bounds, or its help sentence.
    private func accepted(_ option: OptionSpec) -> String {
        option.value.map { accepted($0, help: option.help) } ?? ""
    }

    private func accepted(_ value: ValueSpec, help: String) -> String {
        switch value.kind {
        case .choice(let choices): "one of: \(choices.joined(separator: ", "))"
        case .integer(let minimum): "a whole number, \(minimum) or more"
        case .path(let isDirectory): isDirectory ? "the path of a directory" : "the path of a file"
        case .text, .command: helpTexts[help] ?? value.name
        }
    }

}
