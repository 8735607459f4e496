/// The saved person, `person.json` in the data directory.
public struct PersonRepository: Sendable {
    public let file: JSONFile<Person>
    private let directory: DataDirectory
    /// The person of a save whose record is in the history and whose person file lags; `nil`: no
    /// journal is looked for.
    private let savedByJournal: (@Sendable () throws(DataError) -> Person?)?

    public init(
        _ directory: DataDirectory, accepting accepts: @escaping @Sendable (Person) -> Bool,
        savedByJournal: (@Sendable () throws(DataError) -> Person?)? = nil
    ) {
        file = JSONFile(.person, in: directory, accepting: accepts)
        self.directory = directory
        self.savedByJournal = savedByJournal
    }

    public var fileURL: URL { file.url }

    /// The saved person, or `.empty` when none was saved yet.
    /// Throws `.undecodable` for a file that is not a person, or holds one outside the rules, and
    /// leaves that file as it is.
    /// A save whose record is in, its person file not written yet (under way, or cut short by a
    /// kill), is seen as done: its journal's person.
    public func load() async throws(DataError) -> Person {
        if let savedByJournal, let person = try directory.whileReading(ifMissing: nil, savedByJournal) {
            return person
        }
        return try await file.load() ?? .empty
    }

    public func save(_ person: Person) async throws(DataError) {
        try await file.save(person)
    }
}
