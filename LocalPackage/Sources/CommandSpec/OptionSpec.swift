/// One option of a command, declared once: parsing, help, completions, the man page and the docs'
/// option table all read it.
public struct OptionSpec: Sendable, Equatable {
    /// `count` for `--count`.
    public var name: String
    /// `h` for `-h`; most options have none.
    public var shortName: Character?
    /// What the option takes; `nil` for a flag.
    public var value: ValueSpec?
    public var isRequired: Bool
    /// Its help sentence, in the language the spec was built in.
    public var help: String

    public init(
        _ name: String,
        shortName: Character? = nil,
        value: ValueSpec? = nil,
        isRequired: Bool = false,
        help: String
    ) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.isRequired = isRequired
        self.help = help
    }

    /// A flag: `--json`.
    public static func flag(_ name: String, shortName: Character? = nil, help: String) -> Self {
        Self(name, shortName: shortName, help: help)
    }

    /// An option with a value: `--count N`.
    public static func option(_ name: String, _ value: ValueSpec, isRequired: Bool = false, help: String) -> Self {
        Self(name, value: value, isRequired: isRequired, help: help)
    }

    /// `--count`.
    public var longName: String { "--" + name }

    /// `--count N`, `--json`, `-h, --help`: as help and the man page show it.
    public var synopsis: String {
        let long = longName + (value.map { " " + $0.name } ?? "")
        return shortName.map { "-\($0), " + long } ?? long
    }
}

/// What an option or an operand takes.
public struct ValueSpec: Sendable, Equatable {
    /// `W`, `PATH`, `N`: the placeholder help shows.
    public var name: String
    public var kind: ValueKind
    /// What the program uses when the option is not given, as help shows it; `nil` for none.
    public var defaultValue: String?

    public init(_ name: String, _ kind: ValueKind = .text, defaultValue: String? = nil) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
    }
}

/// The form of a value the parser checks. Anything finer (a count's range, a name's characters)
/// is the program's to check.
public enum ValueKind: Sendable, Equatable {
    /// Any text.
    case text
    /// One of these words, in any case; the parser gives the spelling declared here.
    case choice([String])
    /// A whole number from `minimum` to `maximum`, in digits (`-3`, not `+3`).
    case integer(minimum: Int, maximum: Int = .max)
    /// A number from `minimum` to `maximum`, in digits, with a point or a comma before its
    /// decimals (`70.5`, `70,5`); no exponent, infinity or NaN.
    case decimal(minimum: Double, maximum: Double)
    /// A path; completed as a folder or as any file.
    case path(isDirectory: Bool)
    /// The name of one of the program's commands (`help COMMAND`): completed from them; any text
    /// is taken, and the command says what it makes of one it does not know.
    case command
}
