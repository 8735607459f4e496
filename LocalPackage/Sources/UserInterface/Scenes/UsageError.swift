/// A command line that cannot be run as written. Exit status 64.
enum UsageError: Error, Equatable {
    case unknownCommand(String)
    case unknownOption(String, command: String?)
    case missingValue(option: String)
    case missingOption(String)
    case invalidValue(option: String, value: String)
    case unexpectedArgument(String)
}
