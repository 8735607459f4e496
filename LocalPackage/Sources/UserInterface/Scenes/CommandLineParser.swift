import DataSource

/// Reads `bmi`'s arguments into an `Invocation`, or says what is wrong with them.
///
/// NB: the project takes no package dependencies, so this is the small part of an argument
/// parser `bmi` needs: subcommands, `--option value`, `--option=value`, flags, and errors that
/// name the option.
struct CommandLineParser {
    /// The subcommands and, for each, the options that take a value and the flags.
    private static let commands: [String: (options: Set<String>, flags: Set<String>)] = [
        "calc": (["--weight", "--height", "--unit"], ["--json"]),
        "save": (["--name", "--weight", "--height", "--unit"], []),
        "show": (["--unit"], ["--json"]),
        "history": (["--limit", "--unit"], ["--json"]),
    ]
    private static let globalOptions: Set<String> = ["--data-dir"]
    private static let globalFlags: Set<String> = ["--verbose", "--help", "-h", "--version"]

    static let commandNames = commands.keys.sorted().joined(separator: ", ")

    /// `arguments` without the program's name.
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var subcommand: String?
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var remaining = arguments[...]

        while let argument = remaining.popFirst() {
            if argument.hasPrefix("-") && argument != "-" {
                let (name, inlineValue) = Self.split(argument)
                let accepted = subcommand.flatMap { Self.commands[$0] }
                if Self.globalOptions.contains(name) || accepted?.options.contains(name) == true {
                    guard let value = inlineValue ?? Self.value(after: &remaining) else {
                        throw .missingValue(option: name)
                    }
                    values[name] = value
                } else if Self.globalFlags.contains(name) || accepted?.flags.contains(name) == true, inlineValue == nil
                {
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
        var invocation = Invocation(
            command: .interactive, dataDirectory: dataDirectory, isVerbose: flags.contains("--verbose"))
        if flags.contains("--help") || flags.contains("-h") {
            invocation.command = .help
        } else if flags.contains("--version") {
            invocation.command = .version
        } else {
            invocation.command = try Self.command(subcommand, values: values, json: flags.contains("--json"))
        }
        return invocation
    }

    private static func command(_ subcommand: String?, values: [String: String], json: Bool) throws(UsageError)
        -> Command
    {
        let unitSystem = try values["--unit"].map { value throws(UsageError) in
            guard let unitSystem = UnitSystem(rawValue: value) else {
                throw .invalidValue(option: "--unit", value: value)
            }
            return unitSystem
        }
        func required(_ option: String) throws(UsageError) -> String {
            guard let value = values[option] else { throw .missingOption(option) }
            return value
        }
        switch subcommand {
        case "calc":
            return .calc(
                weight: try required("--weight"), height: try required("--height"), unitSystem: unitSystem, json: json)
        case "save":
            return .save(
                name: try required("--name"),
                weight: try required("--weight"),
                height: try required("--height"),
                unitSystem: unitSystem
            )
        case "show":
            return .show(unitSystem: unitSystem, json: json)
        case "history":
            let limit = try values["--limit"].map { value throws(UsageError) in
                guard let limit = Int(value), limit > 0 else { throw .invalidValue(option: "--limit", value: value) }
                return limit
            }
            return .history(limit: limit, unitSystem: unitSystem, json: json)
        default:
            return .interactive
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
