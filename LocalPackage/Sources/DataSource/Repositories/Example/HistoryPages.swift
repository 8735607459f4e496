/// Records given newest first, gathered into pages as `HistoryRepository.newest` reads one: a
/// page of `count`, handed on with its people's records after it (`earlier`) once each person on
/// it has given as many as `query.earlier` reaches back, or has none left to give. What is held is a page and
/// the records read past it, however many are given.
struct HistoryPages {
    let count: Int
    let query: HistoryQuery
    private var buffer: [BMIRecord] = []
    /// Each record's owner in `buffer`, as a number (`people`): worked out once per record, and
    /// compared without hashing a name.
    private var owners: [Int] = []
    private var people: [PersonName] = []
    private var numbers: [PersonName: Int] = [:]
    /// Where the next page starts in `buffer`.
    private var head = 0
    /// Once the next page is whole: what each of its people still wants of earlier records.
    private var wanted: [Int: HistoryQuery.Wanted]?
    /// Records added since `wanted` was last checked for people with none left to give.
    private var sinceChecked = 0

    init(count: Int, query: HistoryQuery) {
        self.count = count
        self.query = query
    }

    /// Adds the next older record, and hands on each page that is ready. `isFinished` says that a
    /// person has no record left to give. Returns `false` when `body` did (stop).
    mutating func add(
        _ record: BMIRecord, isFinished: (PersonName) -> Bool, _ body: (HistoryPage) -> Bool
    ) -> Bool {
        let owner = query.owner(of: record)
        let number = numbers[owner] ?? people.count
        if number == people.count {
            people.append(owner)
            numbers[owner] = number
        }
        buffer.append(record)
        owners.append(number)
        if let wants = wanted?[number] { wanted?[number] = wants.after(record.date) }
        sinceChecked += 1
        while buffer.count - head >= count {
            // NB: who has nothing left is asked once per page's worth of records, not at each: a
            // page of many people (a thousand guests) asked each time cost a thousand times more.
            if wanted == nil || sinceChecked >= count {
                wanted = (wanted ?? earlierWanted()).filter { !isFinished(people[$0.key]) }
                sinceChecked = 0
            }
            guard wanted?.isEmpty == true else { return true }
            guard handOn(body) else { return false }
        }
        return true
    }

    /// The records of `skipped` (newer than `page`, newest first) at the moment of the page's
    /// newest (`HistoryPage.later`).
    static func later(than page: [BMIRecord], in skipped: ArraySlice<BMIRecord>) -> [BMIRecord] {
        guard let newest = page.first else { return [] }
        return Array(skipped.reversed().prefix { $0.date == newest.date }.reversed())
    }

    /// Hands on what is left: no record remains to give.
    mutating func finish(_ body: (HistoryPage) -> Bool) {
        while head < buffer.count, handOn(body) {}
    }

    /// What each person on the next page still wants of earlier records, from those held.
    private func earlierWanted() -> [Int: HistoryQuery.Wanted] {
        var wanted = wanting(head..<(head + count))
        for index in (head + count)..<buffer.count {
            wanted[owners[index]] = wanted[owners[index]]?.after(buffer[index].date)
        }
        return wanted
    }

    /// What each person with records in `page` wants of earlier ones; nothing without a reach.
    private func wanting(_ page: Range<Int>) -> [Int: HistoryQuery.Wanted] {
        guard let reach = query.earlier else { return [:] }
        var oldest: [Int: Date] = [:]
        for index in page {
            oldest[owners[index]] = min(oldest[owners[index]] ?? buffer[index].date, buffer[index].date)
        }
        return oldest.mapValues { HistoryQuery.Wanted(reach, before: $0) }
    }

    /// The next page, and the records held after it of its people, as many of each as it wants.
    private mutating func handOn(_ body: (HistoryPage) -> Bool) -> Bool {
        let end = min(head + count, buffer.count)
        var earlier: [BMIRecord] = []
        var left = wanting(head..<end)
        for index in end..<buffer.count where !left.isEmpty {
            guard var wants = left[owners[index]] else { continue }
            if wants.take(buffer[index].date) { earlier.append(buffer[index]) }
            left[owners[index]] = wants.isDone ? nil : wants
        }
        let records = Array(buffer[head..<end])
        let later = query.earlier == nil ? [] : Self.later(than: records, in: buffer[..<head])
        let page = HistoryPage(
            records: records, hasOlder: end < buffer.count, undecodableLines: [], earlier: earlier, later: later)
        head = end
        wanted = nil
        // NB: the records handed on are dropped now and then, not one page at a time, which would
        // move the records read past it along each time; the last page's are kept for `later`.
        if head >= 4 * count {
            buffer.removeFirst(head - count)
            owners.removeFirst(head - count)
            head = count
        }
        return body(page)
    }
}
