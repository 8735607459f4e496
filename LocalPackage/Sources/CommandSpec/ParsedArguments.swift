/// A command line read against its `ProgramSpec`: the command, and each option's values as
/// declared (a choice in its declared spelling).
public struct ParsedArguments: Sendable, Equatable {
    /// `nil` when no command was given.
    public var command: String?
    /// Option name (`count`) → the values given, in order; a flag given has one empty value.
    public var options: [String: [String]]
    public var operands: [String]
    /// `--help` or `-h` was given: nothing else was checked.
    public var isHelpRequested: Bool

    public init(
        command: String? = nil,
        options: [String: [String]] = [:],
        operands: [String] = [],
        isHelpRequested: Bool = false
    ) {
        self.command = command
        self.options = options
        self.operands = operands
        self.isHelpRequested = isHelpRequested
    }

    /// The last value of an option, or `nil` when it was not given.
    public func value(_ name: String) -> String? {
        options[name]?.last
    }

    public func isSet(_ flag: String) -> Bool {
        options[flag] != nil
    }

    /// The last value of `option`, read by the declaration that declared it.
    public func value(_ option: OptionSpec) -> String? {
        value(option.name)
    }

    public func isSet(_ option: OptionSpec) -> Bool {
        isSet(option.name)
    }
}
