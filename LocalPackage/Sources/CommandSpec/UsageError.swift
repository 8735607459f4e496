/// A command line that does not match its declaration. Carries names and values, never display
/// text: the program says it in its own words (and language).
public enum UsageError: Error, Sendable, Equatable {
    /// `suggestion`: the declared command nearest to what was typed, if one is near.
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String?, suggestion: String?)
    /// An option that takes a value was given none (`--count` at the end).
    case missingValue(OptionSpec)
    /// A flag was given a value (`--json=yes`).
    case unexpectedValue(OptionSpec)
    case missingOption(OptionSpec, command: String?)
    /// The value is not of the option's declared kind (`--unit si`, `--limit 0`).
    case invalidValue(OptionSpec, value: String)
    case invalidOperand(OperandSpec, value: String)
    case missingOperand(OperandSpec)
    case repeatedOption(OptionSpec)
    case unexpectedArgument(String)
    /// Two options that exclude each other were both given (`help --man --markdown`): their long
    /// names.
    case conflictingOptions(String, String)
}
