import DataSource
import Model

extension CommandContext {
    /// A name given to look someone up (`--name`) that a typed name could not be (`NameService`:
    /// invisible or control characters, too long), refused and said, as `save` refuses it: no
    /// one has it, and it would be echoed back unreadable. `nil` for a name that keeps the rules.
    func refusal(ofName name: String?) -> ExitStatus? {
        guard let name, let error = NameService(dependencies).invalidity(of: name) else { return nil }
        return say(strings.message(error), .dataError)
    }
}
