/// A save under way, or one a kill cut short: `.save-journal.json`, the person and the record it
/// writes. A save is done once its record is in the history; until its person file is written
/// too, a reader of the person takes the journal's (`PersonRepository.load`), without waiting for
/// the save or finishing it, and the next write finishes it (`SaveRepository.finish`, under the
/// lock).
public struct SaveJournal: Codable, Sendable {
    var person: Person
    var record: BMIRecord

    /// The rules a journal a save wrote keeps: those of the person and of the record.
    public struct Rules: Sendable {
        public let person: @Sendable (Person) -> Bool
        public let record: @Sendable (BMIRecord) -> Bool

        public init(person: @escaping @Sendable (Person) -> Bool, record: @escaping @Sendable (BMIRecord) -> Bool) {
            self.person = person
            self.record = record
        }
    }

    /// The journal: `nil` when there is none, or none a save wrote (one that does not decode or
    /// breaks `rules`, or a folder in its place, which the next write moves aside). A link or
    /// another user's file is refused, never read.
    static func pending(in directory: DataDirectory, _ rules: Rules) throws(DataError) -> SaveJournal? {
        let data: Data?
        do {
            data = try directory.read(directory.url(of: .saveJournal), limit: sizeLimit)
        } catch {
            if case .refused(_, let refusal) = error, refusal != .notARegularFile { throw error }
            if case .unreadable = error { throw error }
            return nil
        }
        return data.flatMap { decode($0, rules) }
    }

    /// The journal in `data`, if it is one a save wrote.
    static func decode(_ data: Data, _ rules: Rules) -> SaveJournal? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .existingISO8601
        guard let journal = try? decoder.decode(SaveJournal.self, from: data), rules.person(journal.person),
            rules.record(journal.record),
            // A save's record is its person's measurement.
            journal.record.name == journal.person.name, journal.record.weight == journal.person.weight,
            journal.record.height == journal.person.height
        else { return nil }
        return journal
    }

    /// A person and a record: no journal of ours comes near this size.
    static var sizeLimit: Int { 128 * 1024 }

    /// The person a reader sees saved by the journal in `directory`: its person once its record is
    /// the history's last line, as the journal holds it (`endsWith`); `nil` when there is none, or
    /// its record is not in.
    public static func savedPerson(
        in directory: DataDirectory, _ rules: Rules, endsWith: (BMIRecord) throws(DataError) -> Bool
    ) throws(DataError) -> Person? {
        guard let journal = try pending(in: directory, rules), try endsWith(journal.record) else { return nil }
        return journal.person
    }
}
