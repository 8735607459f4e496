/// Reads a command line against a `ProgramSpec`.
///
/// NB: the project takes no package dependencies, so this is the part of an argument parser it
/// needs (what swift-argument-parser would give): subcommands, long options as `--option value`
/// or `--option=value`, one-letter flags, `--` ending options, values checked against their
/// declared kind, and errors that name the option and, for a misspelling, the nearest name.
public struct ArgumentParser: Sendable {
    public let spec: ProgramSpec

    public init(_ spec: ProgramSpec) {
        self.spec = spec
    }

    /// `arguments` without the program's name.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        let endOfOptions = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let helpNames = [spec.helpOption.longName] + (spec.helpOption.shortName.map { ["-\($0)"] } ?? [])
        if arguments[..<endOfOptions].contains(where: { helpNames.contains($0) }) {
            // Help wins: whatever else is wrong, the person asked how to write it. The command is
            // the first word that names one (`--data-dir D save -h` is help for save).
            let command = arguments[..<endOfOptions].lazy.compactMap(spec.command(named:)).first
            return ParsedArguments(command: command?.name, isHelpRequested: true)
        }
        if let flag = spec.winningFlag, arguments[..<endOfOptions].contains(flag.longName) {
            // So does the version: `bmi add --version` asks for the version, not to add.
            return ParsedArguments(options: [(flag.name, "")])
        }

        var parsed = ParsedArguments()
        var command: CommandSpec?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.operands += remaining
                break
            }
            if let dash = argument.first, "—–".contains(dash) {
                // A word processor's dash for `--`: say which option it likely meant.
                let meant = "--" + argument.dropFirst().prefix { $0 != "=" }
                throw .unknownOption(
                    argument, command: command?.name,
                    suggestion: Suggestion.nearest(meant, in: spec.options(of: command).map(\.longName)))
            }
            if argument.hasPrefix("-") && argument != "-" {
                try readOption(argument, of: command, from: &remaining, into: &parsed)
            } else if command == nil && !spec.commands.isEmpty && parsed.operands.isEmpty {
                guard let named = spec.command(named: argument) else {
                    throw .unknownCommand(
                        argument, suggestion: Suggestion.nearest(argument, in: spec.commands.map(\.name)))
                }
                command = named
                parsed.command = named.name
            } else {
                parsed.operands.append(argument)
            }
        }
        try check(&parsed, of: command)
        return parsed
    }

    private func readOption(
        _ argument: String,
        of command: CommandSpec?,
        from remaining: inout ArraySlice<String>,
        into parsed: inout ParsedArguments
    ) throws(UsageError) {
        let (name, inlineValue) = Self.split(argument)
        let options = spec.options(of: command)
        let option = options.first {
            name == $0.longName || (name.count == 2 && $0.shortName.map { "-\($0)" } == name)
        }
        guard let option else {
            throw .unknownOption(
                name, command: command?.name, suggestion: Suggestion.nearest(name, in: options.map(\.longName)))
        }
        // An option given twice is a mistake (which one was meant?).
        guard !parsed.isSet(option.name) else { throw .repeatedOption(option) }
        guard let valueSpec = option.value else {
            if inlineValue != nil { throw .unexpectedValue(option) }
            parsed.options.append((option.name, ""))
            return
        }
        // The next argument is the value unless it is another option (`--count --note hello`).
        let next = remaining.first.flatMap { $0.hasPrefix("--") ? nil : $0 }
        guard let value = inlineValue ?? next else { throw .missingValue(option) }
        if inlineValue == nil { remaining.removeFirst() }
        guard let checked = Self.checked(value, valueSpec.kind) else { throw .invalidValue(option, value: value) }
        parsed.options.append((option.name, checked))
    }

    /// Required options and operands are there, and each operand is of its kind.
    private func check(_ parsed: inout ParsedArguments, of command: CommandSpec?) throws(UsageError) {
        let operandSpecs = command?.operands ?? []
        if parsed.operands.count > operandSpecs.count {
            throw .unexpectedArgument(parsed.operands[operandSpecs.count])
        }
        for option in spec.options(of: command) where option.isRequired && !parsed.isSet(option.name) {
            throw .missingOption(option, command: command?.name)
        }
        for (index, operand) in operandSpecs.enumerated() {
            guard index < parsed.operands.count else {
                if operand.isRequired { throw .missingOperand(operand) }
                continue
            }
            guard let checked = Self.checked(parsed.operands[index], operand.value.kind) else {
                throw .invalidOperand(operand, value: parsed.operands[index])
            }
            parsed.operands[index] = checked
        }
    }

    /// The value as declared (a choice in its declared spelling), or `nil` when it is not of `kind`.
    static func checked(_ value: String, _ kind: ValueKind) -> String? {
        switch kind {
        case .text, .command:
            return value
        case .path:
            // NB: a name that is not UTF-8 arrives with U+FFFD for each byte that is not: another
            // file than the one named, which must not be read or written in its place.
            return value.isEmpty || value.unicodeScalars.contains("\u{FFFD}") ? nil : value
        case .choice(let choices):
            return choices.first { $0.lowercased() == value.lowercased() }
        case .integer(let minimum, let maximum):
            guard isNumber(value, decimals: false), let number = Int(value), (minimum...maximum).contains(number)
            else { return nil }
            return String(number)
        case .decimal(let minimum, let maximum):
            let pointed = String(value.map { $0 == "," ? "." : $0 })
            guard isNumber(value, decimals: true), let number = Double(pointed), (minimum...maximum).contains(number)
            else { return nil }
            return pointed
        }
    }

    /// `12`, `-12`, and with `decimals` `12.5` or `12,5`: a number as people type one. Not Swift's
    /// wider syntax (`+12`, `1e3`, `0x1p3`, `inf`), which reads as something else or as nothing.
    static func isNumber(_ text: String, decimals: Bool) -> Bool {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(omittingEmptySubsequences: false) { decimals && ($0 == "." || $0 == ",") }
        return parts.count <= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }

    /// `--count=3` → (`--count`, `3`); `--count` → (`--count`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
