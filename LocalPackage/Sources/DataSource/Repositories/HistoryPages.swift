/// Records given newest first, gathered into pages as `HistoryRepository.newest` reads one: a
/// page of `count`, handed on with its people's records after it (`earlier`) once each person on
/// it has `query.earlierPerPerson` of them, or has none left to give. What is held is a page and
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
    /// Once the next page is whole: how many more earlier records each of its people wants.
    private var wanted: [Int: Int]?
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
        if let wants = wanted?[number] { wanted?[number] = wants > 1 ? wants - 1 : nil }
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

    /// Hands on what is left: no record remains to give.
    mutating func finish(_ body: (HistoryPage) -> Bool) {
        while head < buffer.count, handOn(body) {}
    }

    /// How many earlier records each person on the next page still wants, from those held.
    private func earlierWanted() -> [Int: Int] {
        guard query.earlierPerPerson > 0 else { return [:] }
        var wanted: [Int: Int] = [:]
        for owner in owners[head..<(head + count)] { wanted[owner] = query.earlierPerPerson }
        for owner in owners[(head + count)...] {
            if let left = wanted[owner] { wanted[owner] = left > 1 ? left - 1 : nil }
        }
        return wanted
    }

    /// The next page, and the records held after it of its people, as many of each as it wants.
    private mutating func handOn(_ body: (HistoryPage) -> Bool) -> Bool {
        let end = min(head + count, buffer.count)
        var earlier: [BMIRecord] = []
        if query.earlierPerPerson > 0 {
            var left: [Int: Int] = [:]
            for owner in owners[head..<end] { left[owner] = query.earlierPerPerson }
            for index in end..<buffer.count {
                guard let wants = left[owners[index]] else { continue }
                earlier.append(buffer[index])
                left[owners[index]] = wants > 1 ? wants - 1 : nil
                if left.isEmpty { break }
            }
        }
        let page = HistoryPage(
            records: Array(buffer[head..<end]), hasOlder: end < buffer.count, undecodableLines: [], earlier: earlier)
        head = end
        wanted = nil
        // NB: the records handed on are dropped now and then, not one page at a time, which would
        // move the records read past it along each time.
        if head >= 4 * count {
            buffer.removeFirst(head)
            owners.removeFirst(head)
            head = 0
        }
        return body(page)
    }
}
