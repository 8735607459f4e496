/// Why a typed name was not accepted. The accepted length is `NameService.maximumLength`.
public enum NameError: Error, Sendable, Equatable {
    /// It holds a control character, a line break or a text-direction mark.
    case controlCharacters
    /// It is longer than `maximum` characters.
    case tooLong(maximum: Int)
    /// It holds U+FFFD, what bytes that are not UTF-8 are read as: the name as typed is lost.
    case notText
}
