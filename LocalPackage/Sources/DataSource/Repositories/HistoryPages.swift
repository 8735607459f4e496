/// Records given newest first, gathered into pages as `HistoryRepository.newest` reads one: a
/// page of `count`, handed on with the records after it (`earlier`) once each person on it has
/// `query.earlierPerPerson` of them there, or has none left to give. What is held is a page and
/// those earlier records, however many are given.
struct HistoryPages {
    let count: Int
    let query: HistoryQuery
    private var buffer: [BMIRecord] = []
    /// Where the next page starts in `buffer`.
    private var head = 0
    /// Once the next page is whole: how many more earlier records each of its people wants.
    private var wanted: [PersonName: Int]?

    init(count: Int, query: HistoryQuery) {
        self.count = count
        self.query = query
    }

    /// Adds the next older record, and hands on each page that is ready. `isFinished` says that a
    /// person has no record left to give. Returns `false` when `body` did (stop).
    mutating func add(
        _ record: BMIRecord, isFinished: (PersonName) -> Bool, _ body: (HistoryPage) -> Bool
    ) -> Bool {
        buffer.append(record)
        if var left = wanted, let wants = left[query.owner(of: record)] {
            left[query.owner(of: record)] = wants > 1 ? wants - 1 : nil
            wanted = left
        }
        while buffer.count - head >= count {
            if wanted == nil { wanted = earlierWanted() }
            wanted = wanted?.filter { !isFinished($0.key) }
            guard wanted?.isEmpty == true else { return true }
            guard handOn(body) else { return false }
        }
        return true
    }

    /// Hands on what is left: no record remains to give.
    mutating func finish(_ body: (HistoryPage) -> Bool) {
        while head < buffer.count, handOn(body) {}
    }

    /// How many earlier records each person on the next page still wants, from those held.
    private func earlierWanted() -> [PersonName: Int] {
        guard query.earlierPerPerson > 0 else { return [:] }
        var wanted: [PersonName: Int] = [:]
        for record in buffer[head..<(head + count)] { wanted[query.owner(of: record)] = query.earlierPerPerson }
        for record in buffer[(head + count)...] {
            let owner = query.owner(of: record)
            if let left = wanted[owner] { wanted[owner] = left > 1 ? left - 1 : nil }
        }
        return wanted
    }

    /// The next page, and every record held after it.
    private mutating func handOn(_ body: (HistoryPage) -> Bool) -> Bool {
        let end = min(head + count, buffer.count)
        let page = HistoryPage(
            records: Array(buffer[head..<end]), hasOlder: end < buffer.count, undecodableLines: [],
            earlier: query.earlierPerPerson > 0 ? Array(buffer[end...]) : [])
        head = end
        wanted = nil
        // NB: the records handed on are dropped now and then, not one page at a time, which would
        // move the earlier records along each time.
        if head >= 4 * count {
            buffer.removeFirst(head)
            head = 0
        }
        return body(page)
    }
}
