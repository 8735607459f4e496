/// Reads `bmi`'s arguments into an `Invocation`, or says what is wrong with them.
///
/// NB: the project takes no package dependencies, so this is the small part of an argument
/// parser `bmi` needs: subcommands, `--option value`, `--option=value`, flags, and errors that
/// name the option.
struct CommandLineParser {
    /// The subcommands and, for each, the options that take a value and the flags.
    private static let commands: [String: (options: Set<String>, flags: Set<String>)] = [
        "calc": (["--weight", "--height"], ["--json"])
    ]
    private static let globalOptions: Set<String> = ["--data-dir"]

    /// `arguments` without the program's name.
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var subcommand: String?
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var wantsHelp = false
        var wantsVersion = false
        var remaining = arguments[...]

        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
            } else if argument == "--version" {
                wantsVersion = true
            } else if argument.hasPrefix("-") && argument != "-" {
                let (name, inlineValue) = Self.split(argument)
                let accepted = subcommand.flatMap { Self.commands[$0] }
                if Self.globalOptions.contains(name) || accepted?.options.contains(name) == true {
                    guard let value = inlineValue ?? Self.value(after: &remaining) else {
                        throw .missingValue(option: name)
                    }
                    values[name] = value
                } else if accepted?.flags.contains(name) == true, inlineValue == nil {
                    flags.insert(name)
                } else {
                    throw .unknownOption(argument, command: subcommand)
                }
            } else if subcommand == nil {
                guard Self.commands[argument] != nil else { throw .unknownCommand(argument) }
                subcommand = argument
            } else {
                throw .unexpectedArgument(argument)
            }
        }

        let dataDirectory = values["--data-dir"]
        if dataDirectory?.isEmpty == true { throw .missingValue(option: "--data-dir") }
        if wantsHelp { return Invocation(command: .help, dataDirectory: dataDirectory) }
        if wantsVersion { return Invocation(command: .version, dataDirectory: dataDirectory) }

        switch subcommand {
        case "calc":
            guard let weight = values["--weight"] else { throw .missingOption("--weight") }
            guard let height = values["--height"] else { throw .missingOption("--height") }
            return Invocation(
                command: .calc(weight: weight, height: height, json: flags.contains("--json")),
                dataDirectory: dataDirectory
            )
        default:
            return Invocation(command: .interactive, dataDirectory: dataDirectory)
        }
    }

    /// `--weight=70` → (`--weight`, `70`); `--weight` → (`--weight`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The next argument as an option's value, unless it is another option.
    private static func value(after remaining: inout ArraySlice<String>) -> String? {
        guard let next = remaining.first, !next.hasPrefix("--") else { return nil }
        return remaining.popFirst()
    }
}
