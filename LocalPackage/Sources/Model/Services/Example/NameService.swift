import DataSource

/// The rules of a person's name, for what is typed and what is read back from a file. Holds no
/// state. A name may be empty; it is shown on every prompt, so it is short and plain text.
public struct NameService: Sendable {
    /// Characters, as a person counts them.
    public static let maximumLength = 64
    /// Unicode scalars: a bound on what one character can carry (combining marks piled up).
    /// NB: generous, so that no name a person writes meets it (a family emoji is five scalars).
    static let maximumScalars = 16 * maximumLength
    /// Accents and other marks on one character: as many as scripts stack (Vietnamese two,
    /// Devanagari and Thai three or four), fewer than would draw over the lines around it.
    public static let maximumMarks = 8

    public init(_ appDependencies: AppDependencies) {}

    /// The name to keep for what was typed (spaces around it removed), or why it cannot be one.
    public func name(from text: String) -> Result<String, NameError> {
        let name = text.trimmingSpaces
        if let error = invalidity(of: name) { return .failure(error) }
        return .success(name)
    }

    /// Why a name, as saved, breaks the rules; `nil` when it keeps them.
    public func invalidity(of name: String) -> NameError? {
        // NB: most names are short and printable ASCII, which no rule below refuses; the history
        // checks the name of every record it reads, so this is the path a full load takes.
        if name.utf8.count <= Self.maximumLength, name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return nil }
        if name.unicodeScalars.contains(where: \.isTerminalControl) { return .controlCharacters }
        if name.contains(where: Self.isInvisible) { return .invisibleCharacters }
        if name.unicodeScalars.contains(where: { $0 == "\u{FFFD}" || $0.properties.isNoncharacterCodePoint }) {
            return .notText
        }
        if name.contains(where: { $0.unicodeScalars.count(where: Self.isMark) > Self.maximumMarks }) {
            return .tooManyMarks(maximum: Self.maximumMarks)
        }
        if name.count > Self.maximumLength || name.unicodeScalars.count > Self.maximumScalars {
            return .tooLong(maximum: Self.maximumLength)
        }
        return nil
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// A character that shows nothing: a format character (Unicode's Cf) or one Unicode says to
    /// ignore in display (default-ignorable: a grapheme joiner, a Hangul filler), other than what
    /// makes one character of several (ZWJ in an emoji family, ZWNJ in Persian and Indic
    /// scripts, a variation selector after its base, the tags of a region's flag after its black
    /// flag); or the blank braille pattern.
    private static func isInvisible(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        let isFlag = scalars.first == "\u{1F3F4}"
        return scalars.indices.contains { index in
            let scalar = scalars[index]
            switch scalar.value {
            case 0x2800: return true
            case 0x200C, 0x200D: return false
            case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return index == scalars.startIndex
            case 0xE0020...0xE007F: return !isFlag
            default:
                return scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
            }
        }
    }
}
