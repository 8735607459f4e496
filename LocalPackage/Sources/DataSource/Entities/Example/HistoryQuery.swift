/// Which records a page of the history holds, and how much it reads beyond them.
public struct HistoryQuery: Sendable, Equatable {
    /// Only this person's records; `nil`: everyone's.
    public var person: PersonName?
    /// Whose the records without a name are: the saved person's.
    public var unnamedRecordsOwner: String
    /// How far back before each person's oldest record on the page to read their records
    /// (`HistoryPage.earlier`); `nil` for none: what a record's change and trend are computed from.
    public var earlier: Reach?

    public init(person: PersonName? = nil, unnamedRecordsOwner: String = "", earlier: Reach? = nil) {
        self.person = person
        self.unnamedRecordsOwner = unnamedRecordsOwner
        self.earlier = earlier
    }

    /// A person's records before the page are read back `span` seconds from their oldest on it,
    /// and `count` of them at most: a span for records a day or more apart, a count for records
    /// many a day (which a span would read by the hundred thousand).
    public struct Reach: Sendable, Equatable {
        public var span: TimeInterval
        public var count: Int

        public init(span: TimeInterval, count: Int) {
            (self.span, self.count) = (span, count)
        }
    }

    /// What a page still wants of one person's earlier records, read newest first.
    struct Wanted {
        private var since: Date
        private var left: Int

        /// For a person whose oldest record on the page is at `oldest`.
        init(_ reach: Reach, before oldest: Date) {
            (since, left) = (oldest.addingTimeInterval(-reach.span), reach.count)
        }

        /// Whether the person's next older record, at `date`, is wanted: the first one beyond the
        /// span is (the trend starts from it, and a change is since it), and then no more.
        mutating func take(_ date: Date) -> Bool {
            guard left > 0 else { return false }
            left = date < since ? 0 : left - 1
            return true
        }

        /// Whether no more are wanted.
        var isDone: Bool { left == 0 }

        /// What is still wanted once the person's next older record, at `date`, is read; `nil`
        /// when nothing more is.
        func after(_ date: Date) -> Wanted? {
            var next = self
            return next.take(date) && !next.isDone ? next : nil
        }
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
