import DataSource

/// Who has been measured, and with what last: the one lookup the BMI screen (a name typed for
/// someone else), `show --name`, goals and imports of openScale's files (whose height) share.
public struct PeopleService: Sendable {
    private let personRepository: PersonRepository
    private let historyRepository: HistoryRepository

    public init(_ appDependencies: AppDependencies) {
        personRepository = appDependencies.personRepository
        historyRepository = appDependencies.historyRepository
    }

    /// The weight and height `name` was last measured with: their newest record's by measurement
    /// date (a save of an earlier day's measurement does not make it their latest), else the saved
    /// person's when that is who (names compared as `PersonName` does); `nil` when they have none.
    public func lastMeasured(_ name: String) async throws(DataError) -> Person? {
        let saved = await savedPerson()
        let query = HistoryQuery(person: PersonName(name), unnamedRecordsOwner: saved.name)
        return Self.lastMeasured(name, newest: try await historyRepository.newest(1, query).records.first, saved: saved)
    }

    /// The saved person, `.empty` for none. NB: one that cannot be read is no one's measurements
    /// (whoever reads it for itself says why; a save moves it aside).
    public func savedPerson() async -> Person {
        (try? await personRepository.load()) ?? .empty
    }

    /// `name`'s last measurement: `newest`, their newest record, else `saved` when that is who.
    public static func lastMeasured(_ name: String, newest: BMIRecord?, saved: Person) -> Person? {
        if let newest { return Person(name: newest.name ?? saved.name, weight: newest.weight, height: newest.height) }
        return saved != .empty && PersonName(saved.name) == PersonName(name) ? saved : nil
    }
}
