import CommandSpec
import DataSource
import Model

/// The words of the command line that every app made from this one shares: the usage errors,
/// the help's headings and common sentences, and the man page's closing sections.
extension EnglishStrings {
    var completionsSummary: String { "print the completion script for a shell" }
    var helpSummary: String { "help for \(AppIdentity.commandName) or one of its commands" }
    var helpHelp: String { "print help: of \(AppIdentity.commandName), or of the command it follows" }
    var helpCommandHelp: String { "the command to describe" }
    var shellHelp: String { "the shell to complete for" }

    func savedButOutputFailed(_ reason: String) -> String {
        "saved, but what was to be printed could not be written to standard output: \(reason.inSentence.visible). "
            + "The save is done: do not run it again."
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

    var environmentHeading: String { "Environment" }

    var environmentItems: [(term: String, text: String)] {
        let (name, variable) = (AppIdentity.commandName, AppIdentity.dataDirectoryVariable)
        return [
            (variable, "the data directory, when --data-dir is not given"),
            ("XDG_DATA_HOME", "then $XDG_DATA_HOME/\(name), an absolute path only"),
            (
                "HOME",
                "then $HOME/.local/share/\(name); a leading ~ in --data-dir or \(variable) is $HOME too (a relative HOME from the working directory, as a shell takes it; the account's home directory only when HOME is unset or empty)"
            ),
            ("\(AppIdentity.logVariable)=debug", "log as --verbose does"),
            (
                "LC_ALL, LC_MESSAGES, LANG",
                "the first that is set chooses the language: Japanese for ja (ja_JP, ja_JP.UTF-8), in UTF-8 only; else English"
            ),
            ("NO_COLOR", "set and not empty: no escape codes with --color auto"),
            ("TERM", "dumb, or unset: no escape codes with --color auto, and no line editing"),
            (
                "COLUMNS",
                "a positive number: the width output and help are fitted to (else the terminal's; for help 80, and 20 at the least)"
            ),
        ]
    }

    var exitStatusHeading: String { "Exit status" }

    func meaning(of status: ExitStatus) -> String {
        switch status {
        case .success: "done, including the end of input in a session"
        case .usage:
            "the command line does not match its declaration: an unknown command or option, a missing, repeated or "
                + "conflicting option, a value not of its declared kind; or a data directory "
                + "path that is not UTF-8"
        case .dataError:
            "a value of the declared form that the app's rules refuse, or a saved file, or a line of one, that is "
                + "not valid saved data (what could be read is still shown)"
        case .ioError:
            "a file, the data directory or standard output could not be read or written, or was refused (a link, "
                + "another user's file, a data directory others can write)"
        case .hungUp: "the terminal went away (SIGHUP)"
        case .readerGone:
            "a command's reader went away before it was done (`| head -1`): it stops writing, says nothing, and "
                + "ends as a shell reports a program SIGPIPE ended"
        case .interrupted:
            "interrupted with Ctrl-C (SIGINT); a wait for another \(AppIdentity.commandName) is called off, nothing saved"
        case .quit: "quit with Ctrl-\\ (SIGQUIT)"
        case .terminated: "ended by SIGTERM"
        }
    }

    var filesHeading: String { "Files" }

    var filesIntro: String {
        "In the data directory, made private (0700); every file private (0600). A data directory that another user "
            + "owns or others can write is refused, and so is a data file that is a link or not the user's own."
    }

    /// The man page's last section; the man page is always English.
    static var sessionKeys: HelpText.Section {
        HelpText.Section(
            "Session keys",
            paragraphs: [
                "Every screen ends in a menu of one-letter choices, or asks for a value: Enter alone keeps the value "
                    + "in brackets, Esc goes back. On a terminal, lines are edited as in a shell:"
            ],
            items: [
                ("Left, Right, Home, End, Ctrl-A, Ctrl-E", "move; Ctrl-Left, Ctrl-Right, Alt-B, Alt-F by words"),
                ("Backspace, Delete, Ctrl-K, Ctrl-U, Ctrl-W", "delete a character, to the end, to the start, a word"),
                ("Up, Down", "earlier entries at the same prompt, this session only"),
                ("Tab", "complete a menu choice"),
                ("Ctrl-L", "draw the screen again"),
                ("Esc", "back: from a value to the menu, from a screen to Home"),
                ("Ctrl-D", "on an empty line, end the session (exit 0)"),
                ("Ctrl-C", "end the session (exit 130)"),
                ("Ctrl-\\", "end the session (exit 131)"),
                ("Ctrl-Z", "stop it, as the shell's job control does; fg to go on"),
            ]
        )
    }

    func message(_ error: DataError) -> String {
        switch error {
        case .undecodable(let url):
            "\(url.path.shortened) could not be read: it is not valid saved data (damaged, or values outside "
                + "what \(AppIdentity.commandName) accepts), and is left as it is. To start again, "
                + startAgain(url) + ": the damaged file "
                + "is then kept beside it as \(url.lastPathComponent.visible).corrupt-<time>. To recover it instead, "
                + "repair or restore the file first."
        case .unreadable(let url, let reason):
            "\(url.path.shortened) could not be read: \(reason.inSentence.visible)."
        case .unwritable(let url, let reason):
            "Could not save to \(url.path.shortened): \(reason.inSentence.visible). Nothing was saved: what was saved before is unchanged."
        case .keptAside(let url, let keptAt):
            "\(url.path.shortened) was not valid saved data and was not used; it is kept as \(keptAt.lastPathComponent.visible)."
        case .notADirectory(let url):
            "\(url.path.shortened) is not a directory. Choose another with --data-dir or \(AppIdentity.dataDirectoryVariable)."
        case .partlySaved(let saved, let notSaved):
            "Saved the record to \(saved.path.shortened), but could not write \(notSaved.path.shortened) yet: "
                + "the next save or change writes it, and until then \(AppIdentity.commandName) shows it as saved."
        case .cancelled(let directory):
            "Stopped waiting for another \(AppIdentity.commandName) using \(directory.path.shortened): nothing was saved or read."
        case .refused(let url, let refusal):
            "Refused to use \(url.path.shortened): \(reason(refusal, url)). Nothing was read or written through it."
        case .tooLarge(let url, let limit):
            "\(url.path.shortened) is larger than \(limit / 1024) KB, far more than \(AppIdentity.commandName) ever saves "
                + "there, so it was not read. It is kept as it is; saving moves it aside to "
                + "\(url.lastPathComponent.visible).corrupt-<time> and starts afresh."
        case .changedWhileRead(let url):
            "\(url.path.shortened) was changed while it was read, by something other than \(AppIdentity.commandName) "
                + "(made shorter, or written over in place): what was written above is not the file as it was. "
                + "Run the command again."
        case .notUTF8(let path):
            "The data directory \(path.shortened) is not valid UTF-8 (\u{FFFD} stands for each byte that is not), "
                + "so \(AppIdentity.commandName) would save to another folder than the one named. Nothing was read or "
                + "written. Rename the folder, or choose another with --data-dir or \(AppIdentity.dataDirectoryVariable)."
        case .noWorkingDirectory(let path, let reason):
            "\(path.visible.shortened) is a relative path, and the working directory has none now (\(reason)): "
                + "nothing was read or written. Give the path from / (or cd to a folder that exists)."
        }
    }

    /// Why a data path was refused, and what to do about it.
    private func reason(_ refusal: FileRefusal, _ url: URL) -> String {
        let elsewhere = "choose another data directory with --data-dir or \(AppIdentity.dataDirectoryVariable)"
        return switch refusal {
        case .symbolicLink:
            "it is a symbolic link, and \(AppIdentity.commandName) does not follow links in its data directory. "
                + "Remove the link, or \(elsewhere)"
        case .notARegularFile:
            "it is not a regular file. Move it away, or \(elsewhere)"
        case .hardLinked:
            "it has other names elsewhere (hard links), which would keep what is deleted here. Remove the other "
                + "names, or \(elsewhere)"
        case .ownedByAnotherUser(let ownerID):
            "it belongs to another user (uid \(ownerID)), who could change what is read and written there. "
                + "Move it away if it is not yours to keep, or \(elsewhere)"
        case .writableByOthers(let permissions):
            "other users can write to it (permissions \(String(permissions, radix: 8))), so they could change "
                + "what is read and written there. Make it private with chmod 700 \(url.path.shortened), or \(elsewhere)"
        case .makesNoFiles:
            "the system makes no file in it (a virtual file system, such as /proc or /sys), so nothing can be saved "
                + "there. Please \(elsewhere)"
        }
    }

    func waitingForLock(_ directory: URL) -> String {
        "Waiting for another \(AppIdentity.commandName) using \(directory.path.shortened)… (Ctrl-C cancels)"
    }

    func message(_ error: UsageError) -> String {
        let seeHelp = "See \(AppIdentity.commandName) --help."
        return switch error {
        case .unknownCommand(let command, let suggestion):
            "unknown command '\(command.echoed)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
                + " Commands: \(AppCommandLine.spec(self).commands.map(\.name).joined(separator: ", ")). \(seeHelp)"
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
        case .invalidValue(let option, let value) where option.value?.isTooLarge(value) == true:
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
            "\(first) and \(second) cannot be used together: give one of them. \(seeHelp)"
        }
    }

    /// What an option takes, in words: its choices, its bounds, or its help sentence.
    private func accepted(_ option: OptionSpec) -> String {
        option.value.map { accepted($0, help: option.help) } ?? ""
    }

    private func accepted(_ value: ValueSpec, help: String) -> String {
        switch value.kind {
        case .choice(let choices): "one of: \(choices.joined(separator: ", "))"
        case .integer(let minimum, let maximum):
            maximum == .max ? "a whole number, \(minimum) or more" : "a whole number from \(minimum) to \(maximum)"
        case .decimal(let minimum, let maximum):
            "a number from \(minimum.display) to \(maximum.display), decimals after a point or a comma"
        case .path(let isDirectory):
            isDirectory
                ? "the path of a directory (not empty), named in UTF-8"
                : "the path of a file (not empty), named in UTF-8 (for another name, give - and use < or >)"
        case .text, .command: help
        }
    }

}
