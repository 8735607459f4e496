/// What the command line asks for.
enum Command: Equatable {
    /// `bmi`: the session at a prompt.
    case interactive
    /// `bmi calc --weight W --height H [--json]`: the weight and height exactly as typed.
    case calc(weight: String, height: String, json: Bool)
    case help
    case version
}
