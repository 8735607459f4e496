/// Which records a page of the history holds, and how much it reads beyond them.
public struct HistoryQuery: Sendable, Equatable {
    /// Only this person's records; `nil`: everyone's.
    public var person: PersonName?
    /// Whose the records without a name are: the saved person's.
    public var unnamedRecordsOwner: String
    /// How far back before each person's oldest record on the page to read their records
    /// (`HistoryPage.earlier`), in seconds; 0 for none: what a record's change and trend are
    /// computed from.
    public var earlierSpan: TimeInterval

    public init(person: PersonName? = nil, unnamedRecordsOwner: String = "", earlierSpan: TimeInterval = 0) {
        self.person = person
        self.unnamedRecordsOwner = unnamedRecordsOwner
        self.earlierSpan = earlierSpan
    }

    public static let everyone = HistoryQuery()

    /// Whose `record` is.
    public func owner(of record: BMIRecord) -> PersonName {
        PersonName(of: record, unnamedRecordsOwner: unnamedRecordsOwner)
    }

    /// Whether the page may show `record`.
    public func includes(_ record: BMIRecord) -> Bool {
        person.map { owner(of: record) == $0 } ?? true
    }
}
