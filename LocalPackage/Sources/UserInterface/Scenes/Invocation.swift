/// A parsed command line: the command and the options every command takes.
struct Invocation: Equatable {
    var command: Command
    var dataDirectory: String?
    var isVerbose = false
}
