/// The saved person, `person.json` in the data directory.
public struct PersonRepository: Sendable {
    public let file: JSONFile<Person>

    public init(_ directory: DataDirectory, accepting accepts: @escaping @Sendable (Person) -> Bool) {
        file = JSONFile(.person, in: directory, accepting: accepts)
    }

    public var fileURL: URL { file.url }

    /// The saved person, or `.empty` when none was saved yet.
    /// Throws `.undecodable` for a file that is not a person, or holds one outside the rules, and
    /// leaves that file as it is.
    public func load() async throws(DataError) -> Person {
        try await file.load() ?? .empty
    }

    public func save(_ person: Person) async throws(DataError) {
        try await file.save(person)
    }
}
