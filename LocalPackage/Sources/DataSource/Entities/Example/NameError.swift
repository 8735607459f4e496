/// Why a typed name was not accepted. The accepted length is `NameService.maximumLength`.
public enum NameError: Error, Sendable, Equatable {
    /// It holds a control character, a line break or a text-direction mark.
    case controlCharacters
    /// It holds a character that shows nothing (a zero-width space, a byte-order mark): two names
    /// that look alike would be two people. Joiners that make one character of several are kept.
    case invisibleCharacters
    /// It is longer than `maximum` characters.
    case tooLong(maximum: Int)
    /// It holds U+FFFD, what bytes that are not UTF-8 are read as (the name as typed is lost),
    /// or a noncharacter (U+FFFE, U+FFFF, U+FDD0…), which no text holds.
    case notText
    /// A character carries more than `maximum` accents or other marks.
    case tooManyMarks(maximum: Int)
}
