/// A command line read against its `ProgramSpec`: the command, and each option's values as
/// declared (a choice in its declared spelling).
public struct ParsedArguments: Sendable {
    /// `nil` when no command was given.
    public var command: String?
    /// Each option given, by its name (`count`), with its value; a flag's value is empty. An option
    /// is given once at most. NB: a list rather than a dictionary: the first dictionary with
    /// string keys costs a one-shot command a scan of every conformance in the binary.
    public var options: [(name: String, value: String)]
    public var operands: [String]
    /// `--help` or `-h` was given: nothing else was checked.
    public var isHelpRequested: Bool

    public init(
        command: String? = nil,
        options: [(name: String, value: String)] = [],
        operands: [String] = [],
        isHelpRequested: Bool = false
    ) {
        self.command = command
        self.options = options
        self.operands = operands
        self.isHelpRequested = isHelpRequested
    }

    /// The value of an option, or `nil` when it was not given.
    public func value(_ name: String) -> String? {
        options.first { $0.name == name }?.value
    }

    public func isSet(_ flag: String) -> Bool {
        value(flag) != nil
    }

    /// The value of `option`, read by the declaration that declared it.
    public func value(_ option: OptionSpec) -> String? {
        value(option.name)
    }

    public func isSet(_ option: OptionSpec) -> Bool {
        isSet(option.name)
    }
}
