/// A name typed for a project or a feature, checked, in the spellings the code needs.
public struct Naming: Equatable, Sendable {
    /// `BloodPressure`: types, files, the package.
    public let typeName: String

    /// Names that would clash with this project's modules, targets and tools.
    public static let reserved: Set<String> = [
        "App", "DataSource", "Model", "UserInterface", "LocalPackage", "TestSupport", "Home", "Settings",
        "CommandSpec", "Generator", "Luca",
        "Foundation", "Observation", "Synchronization", "Dispatch", "Testing", "XCTest", "Swift",
    ]

    /// Swift's capitalised keywords and the standard types a feature's code and tests use
    /// unqualified: a type of that name would not compile, or would change what they mean.
    public static let standard: Set<String> = [
        "Protocol", "Self", "Any", "Task", "String", "Int", "Double", "Bool", "Character", "Array",
        "Dictionary", "Set", "Data", "URL", "Date", "UUID", "Error", "Never", "Result", "MainActor", "Actor",
        "Sendable", "Test", "Suite", "Mutex", "Atomic", "Duration", "Clock",
    ]

    /// `typed` must be letters and digits, starting with a letter; its first letter is capitalised.
    public init(_ typed: String, kind: String) throws(GeneratorError) {
        guard !typed.isEmpty else {
            throw GeneratorError("The \(kind) name is empty: give a name such as BloodPressure (letters and digits).")
        }
        guard typed.unicodeScalars.first.map({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }) == true,
            typed.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw GeneratorError(
                "'\(typed)' is not a Swift type name: use letters and digits, starting with a letter, such as BloodPressure."
            )
        }
        // Files are named after it with up to 20 more letters (`…ServiceTests.swift`), within a
        // file name's 255 bytes; a name over 60 letters is no name a person reads.
        guard typed.count <= Self.longest else {
            throw GeneratorError(
                "'\(typed.prefix(20))…' is \(typed.count) letters long: a name has at most \(Self.longest).")
        }
        let typeName = typed.prefix(1).uppercased() + typed.dropFirst()
        guard !Self.reserved.contains(typeName) else {
            throw GeneratorError(
                "'\(typeName)' is already a module, target or screen of the architecture: choose another name.")
        }
        guard !Self.standard.contains(typeName) else {
            throw GeneratorError(
                "'\(typeName)' is a Swift keyword or a standard type the code uses: choose another name.")
        }
        self.typeName = typeName
    }

    /// The most letters a name may have.
    public static let longest = 60

    /// What to tell someone who typed a name starting with a small letter: a type's starts with a
    /// capital, so the name is used capitalised (`command`, the command it gives, keeps its own
    /// spelling).
    public func capitalisedNote(typed: String, command: String) -> String? {
        guard typed.first?.isLowercase == true else { return nil }
        return "Named it \(typeName): a Swift type's name starts with a capital letter (its command is \(command))."
    }

    /// `bloodPressure`: properties, enum cases, actions.
    public var memberName: String {
        typeName.prefix(1).lowercased() + typeName.dropFirst()
    }

    /// `bloodpressure`: a command, a folder.
    public var commandName: String {
        typeName.lowercased()
    }

    /// `BLOODPRESSURE`: environment variables.
    public var environmentPrefix: String {
        typeName.uppercased()
    }

    /// `Blood Pressure`: a title people read.
    public var title: String {
        var words = ""
        for character in typeName {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(character)
        }
        return words
    }
}
