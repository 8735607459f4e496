/// The saved person, `person.json` in the data directory.
public struct PersonRepository: Sendable {
    public let file: JSONFile<Person>
    private let directory: DataDirectory
    /// What a save's journal must keep to be seen as saved; `nil`: no journal is looked for.
    private let journalRules: SaveJournal.Rules?

    public init(
        _ directory: DataDirectory, accepting accepts: @escaping @Sendable (Person) -> Bool,
        journalRules: SaveJournal.Rules? = nil
    ) {
        file = JSONFile(.person, in: directory, accepting: accepts)
        self.directory = directory
        self.journalRules = journalRules
    }

    public var fileURL: URL { file.url }

    /// The saved person, or `.empty` when none was saved yet.
    /// Throws `.undecodable` for a file that is not a person, or holds one outside the rules, and
    /// leaves that file as it is.
    /// A save under way, or cut short by a kill, is seen as done: its journal's person.
    public func load() async throws(DataError) -> Person {
        if let journalRules,
            let pending = try directory.whileReading(
                ifMissing: nil,
                { () throws(DataError) in
                    try SaveJournal.pending(in: directory, journalRules)
                })
        {
            return pending.person
        }
        return try await file.load() ?? .empty
    }

    public func save(_ person: Person) async throws(DataError) {
        try await file.save(person)
    }
}
