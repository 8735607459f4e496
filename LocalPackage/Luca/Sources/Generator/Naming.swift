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

    /// Standard types and protocols a feature's code and tests use unqualified: a type of that
    /// name would not compile, or would change what they mean.
    public static let standard: Set<String> = [
        "Protocol", "Self", "Type", "Any", "AnyObject", "Task", "String", "Substring", "Int", "UInt", "Int64",
        "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Range", "ClosedRange",
        "Void", "Data", "URL", "Date", "UUID", "Error", "Never", "Result", "MainActor", "Actor", "Sendable",
        "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "Sequence",
        "Collection", "Observable", "Regex", "Test", "Suite", "Issue", "Mutex", "Atomic", "Duration", "Clock",
        "AsyncStream", "JSONEncoder", "JSONDecoder", "FileManager", "ProcessInfo", "TimeZone", "Locale", "Calendar",
        "CaseIterable", "RawRepresentable", "CustomStringConvertible", "KeyPath", "Mirror", "Unicode", "Int8",
        "Int16", "Int32", "UInt8", "UInt16", "UInt32", "UInt64", "Hasher", "Encoder", "Decoder", "StaticString",
        "Glibc", "Darwin", "Musl", "FoundationEssentials", "ObjectIdentifier",
        // Foundation's, which every file that imports it sees (`Process` was accepted and did not build).
        "Process", "Thread", "Pipe", "Bundle", "Timer", "Notification", "NotificationCenter", "Operation",
        "OperationQueue", "Progress", "Scanner", "Host", "Decimal", "NSObject", "FileHandle", "RunLoop",
        "Measurement", "Unit", "IndexSet", "CharacterSet", "DateFormatter", "NumberFormatter", "Formatter",
        "PropertyListEncoder", "PropertyListDecoder", "UserDefaults", "NSError", "NSString", "NSNumber",
        "DateComponents", "DateInterval", "TimeInterval", "URLComponents", "URLSession", "URLRequest",
        "NSRegularExpression", "NSLock", "NSRecursiveLock", "Predicate", "AttributedString",
    ]

    /// Swift's keywords: a name whose property or case spelling (`memberName`) is one would need
    /// backticks wherever it is used.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "as", "any", "await", "false", "is", "nil",
        "self", "super", "throws", "true", "try", "some", "async", "actor", "macro", "each", "consume", "copy",
    ]

    /// `typed` must be ASCII letters and digits, starting with a letter; its first letter is
    /// capitalised, and `suffix` (`Client`) follows it in the type's name.
    public init(_ typed: String, kind: String, suffix: String = "") throws(GeneratorError) {
        guard !typed.isEmpty else {
            throw GeneratorError(
                "The \(kind) name is empty: give a name such as BloodPressure (ASCII letters and digits).")
        }
        guard typed.unicodeScalars.first.map({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }) == true,
            typed.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw GeneratorError(
                "'\(typed)' is not a Swift type name luca makes: use ASCII letters (A to Z) and digits, starting "
                    + "with a letter, such as BloodPressure.")
        }
        let longest = Self.longest - suffix.count
        guard typed.count <= longest else {
            throw GeneratorError(
                "'\(typed.prefix(20))…' is \(typed.count) letters long: \(kind.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(kind) name has at most \(longest)"
                    + (suffix.isEmpty ? "." : " (luca adds \(suffix)).")
            )
        }
        let typeName = typed.prefix(1).uppercased() + typed.dropFirst() + suffix
        guard !Self.reserved.contains(typeName) else {
            throw GeneratorError(
                "'\(typeName)' is already a module, target or screen of the architecture: choose another name.")
        }
        guard !Self.standard.contains(typeName) else {
            throw GeneratorError("'\(typeName)' is a standard type or protocol the code uses: choose another name.")
        }
        self.typeName = typeName
        guard !Self.keywords.contains(memberName) else {
            throw GeneratorError(
                "'\(typeName)' would be spelled '\(memberName)' as a property or case, a Swift keyword: choose another "
                    + "name.")
        }
    }

    /// `typed` without `suffix` (in any case), which luca adds itself: `Weather` and `WeatherClient`
    /// name the same client. The suffix alone is no name.
    public static func droppingSuffix(_ suffix: String, of typed: String, kind: String, example: String)
        throws(GeneratorError) -> String
    {
        let own = typed.lowercased().hasSuffix(suffix.lowercased()) ? String(typed.dropLast(suffix.count)) : typed
        guard !own.isEmpty || typed.isEmpty else {
            throw GeneratorError(
                "'\(typed)' is no \(kind)'s name: give its own, such as \(example) (luca adds \(suffix)).")
        }
        return own
    }

    /// The most letters a name may have, with what luca adds (`Client`): at 30 every line luca
    /// writes with it (a repository's wiring, a command's option, a test's file name) still fits
    /// in the 120 columns `.swift-format` allows, or breaks where swift-format keeps it.
    public static let longest = 30

    /// What to tell someone who typed a name starting with a small letter: a type's starts with a
    /// capital, so the name is used capitalised (`command`, the command it gives, keeps its own
    /// spelling).
    public func capitalisedNote(typed: String, command: String? = nil) -> String? {
        guard typed.first?.isLowercase == true else { return nil }
        return "Named it \(typeName): a Swift type's name starts with a capital letter"
            + (command.map { " (its command is \($0))." } ?? ".")
    }

    /// `readings`, `diaryEntries`: a property holding several.
    public var pluralMemberName: String { Self.plural(memberName) }

    /// `readings`, `diary entries`: several, in a sentence.
    public var pluralPhrase: String { Self.plural(phrase) }

    /// `entry` → `entries`, `box` → `boxes`, `reading` → `readings`: English's regular plural.
    private static func plural(_ word: String) -> String {
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        return word + (["s", "x", "z", "ch", "sh"].contains { word.hasSuffix($0) } ? "es" : "s")
    }

    /// `bloodPressure`, `httpStatus`: properties, enum cases, actions (a leading acronym in
    /// small letters, as Swift's API guidelines spell it).
    public var memberName: String {
        let words = self.words
        return words[0].lowercased() + words.dropFirst().joined()
    }

    /// `["Blood", "Pressure"]`, `["HTTP", "Status"]`: a run of capitals is one word, up to the
    /// capital that starts the next.
    public var words: [String] {
        let characters = Array(typeName)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase
                && (previous.map { !$0.isUppercase } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        return words + [word]
    }

    /// `bloodpressure`: a command, a folder.
    public var commandName: String {
        typeName.lowercased()
    }

    /// `BLOODPRESSURE`: environment variables.
    public var environmentPrefix: String {
        typeName.uppercased()
    }

    /// `blood pressure`, `HTTP status`: the title within a sentence (an acronym keeps its capitals).
    public var phrase: String {
        words.map { $0.count > 1 && $0 == $0.uppercased() ? $0 : $0.lowercased() }.joined(separator: " ")
    }

    /// `Blood Pressure`, `HTTP Status`: a title people read.
    public var title: String {
        words.joined(separator: " ")
    }
}
