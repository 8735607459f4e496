import CommandSpec
import DataSource

/// An option of a command, declared once in its command's file: its name and the form the parser
/// checks, its help in each language, and how its value is read back as a typed value: a command
/// reads `arguments[Self.limit]` as an `Int?`. Parsing, help, completions, the man page and
/// the options table (`help --markdown`) all come from it.
struct Option<Value: Sendable>: OptionDeclaration {
    let name: String
    let value: ValueSpec
    let isRequired: Bool
    let help: OptionHelp
    /// The value as the parser gives it (checked against `value`'s kind) → the typed value.
    let read: @Sendable (String) -> Value?

    func spec(_ strings: any Strings) -> OptionSpec {
        .option(name, value, isRequired: isRequired, help: help(strings))
    }
}

extension Option where Value == String {
    /// Text the command checks by its own rules (`--date 2026-11-21`, `--name Alice`).
    static func text(
        _ name: String, _ placeholder: String, isRequired: Bool = false,
        help: OptionHelp
    ) -> Self {
        Self(name: name, value: ValueSpec(placeholder), isRequired: isRequired, help: help, read: { $0 })
    }

    /// A path: completed as a folder, or as any file.
    static func path(
        _ name: String, isDirectory: Bool, help: OptionHelp
    ) -> Self {
        Self(
            name: name, value: ValueSpec("PATH", .path(isDirectory: isDirectory)), isRequired: false, help: help,
            read: { $0 })
    }
}

extension Option where Value == Int {
    /// A whole number from `minimum` to `maximum`.
    static func integer(
        _ name: String, _ placeholder: String, minimum: Int, maximum: Int = .max, isRequired: Bool = false,
        help: OptionHelp
    ) -> Self {
        Self(
            name: name, value: ValueSpec(placeholder, .integer(minimum: minimum, maximum: maximum)),
            isRequired: isRequired,
            help: help,
            read: { Int($0) })
    }
}

extension Option where Value == Double {
    /// A number from `minimum` to `maximum`, decimals after a point or a comma (`42.5`, `42,5`).
    static func decimal(
        _ name: String, _ placeholder: String, minimum: Double, maximum: Double, isRequired: Bool = false,
        help: OptionHelp
    ) -> Self {
        Self(
            name: name, value: ValueSpec(placeholder, .decimal(minimum: minimum, maximum: maximum)),
            isRequired: isRequired, help: help, read: { Double($0) })
    }
}

extension Option where Value: CaseIterable & RawRepresentable<String> {
    /// One of `Value`'s cases, by its raw value in any case (`--unit Imperial`).
    static func choice(
        _ name: String, _ placeholder: String, defaultValue: Value? = nil,
        help: OptionHelp
    ) -> Self {
        Self(
            name: name,
            value: ValueSpec(
                placeholder, .choice(Value.allCases.map(\.rawValue)), defaultValue: defaultValue?.rawValue),
            isRequired: false, help: help, read: { Value(rawValue: $0) })
    }
}

/// A flag: given or not (`--json`). A command reads `arguments[Self.json]` as a `Bool`.
struct Flag: OptionDeclaration {
    let name: String
    let help: OptionHelp

    init(_ name: String, help: OptionHelp) {
        self.name = name
        self.help = help
    }

    func spec(_ strings: any Strings) -> OptionSpec {
        .flag(name, help: help(strings))
    }
}

/// An option's help sentence in each language the app speaks, declared with the option: a language
/// added is a parameter the compiler asks every option for.
struct OptionHelp: Sendable {
    let english: String
    let japanese: String

    /// The sentence in `strings`' language.
    func callAsFunction(_ strings: any Strings) -> String {
        switch strings.language {
        case .english: english
        case .japanese: japanese
        }
    }
}

/// An option or a flag, as a command lists it in its spec.
protocol OptionDeclaration: Sendable {
    var name: String { get }
    /// The option for the parser and the help, with its sentence in `strings`' language.
    func spec(_ strings: any Strings) -> OptionSpec
}

extension OptionDeclaration {
    /// `--json`.
    var longName: String { "--" + name }
}

extension ParsedArguments {
    /// The option's value as its declared type, or `nil` when it was not given.
    subscript<Value>(_ option: Option<Value>) -> Value? {
        value(option.name).flatMap(option.read)
    }

    /// Whether the flag was given.
    subscript(_ flag: Flag) -> Bool {
        isSet(flag.name)
    }
}

extension CommandSpec {
    /// A command's spec, in `strings`' language.
    init(
        _ name: String,
        summary: String,
        options: [any OptionDeclaration] = [],
        operands: [OperandSpec] = [],
        examples: [String] = [],
        in strings: any Strings
    ) {
        self.init(
            name, summary: summary, options: options.map { $0.spec(strings) }, operands: operands, examples: examples)
    }
}
