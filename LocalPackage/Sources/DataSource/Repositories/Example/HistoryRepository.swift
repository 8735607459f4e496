/// Every saved record, `history.jsonl` in the data directory: one JSON object per line, in the
/// order they were saved (date order, unless a clock was set back or forward). Deleting a record
/// writes the file again without it. The newest records are read from the end of the file, as
/// `HistoryOrderMark` says how.
public struct HistoryRepository: Sendable {
    public let fileURL: URL
    let directory: DataDirectory
    let orderMark: HistoryOrderMark
    let accepts: @Sendable (BMIRecord) -> Bool

    /// `accepts`: the rules a record read back must keep (those of typed input); a line that
    /// breaks them is reported as a damaged line, not shown.
    public init(_ directory: DataDirectory, accepting accepts: @escaping @Sendable (BMIRecord) -> Bool) {
        fileURL = directory.url(of: .history)
        self.directory = directory
        orderMark = HistoryOrderMark(directory: directory)
        self.accepts = accepts
    }

    /// Every record still there, in file order. A line that cannot be read, or holds a record
    /// outside the rules, is skipped and named in `undecodableLines`; it stays in the file as it
    /// is. A record whose id an earlier one has is shown too, and named in `repeatedIDLines`.
    /// One pass over the file's bytes.
    public func load() async throws(DataError) -> HistoryLoad {
        try directory.whileReading(ifMissing: HistoryLoad(records: [], undecodableLines: [])) {
            () throws(DataError) in try load(try directory.open(fileURL))
        }
    }

    /// The same, inside the lock.
    public func load(_ lock: DataDirectory.Lock) throws(DataError) -> HistoryLoad {
        try load(try directory.open(fileURL))
    }

    /// The history `file` holds (none: no history), its order stamped with the stamp it was
    /// opened with.
    private func load(_ file: FileSnapshot?) throws(DataError) -> HistoryLoad {
        let data = try file.map { file throws(DataError) in try lines(of: file).read(from: 0, count: file.size) }
        let (load, orderedEnd, firstLines) = decode(data)
        let unordered = (data?.count ?? 0) - orderedEnd
        if let stamp = file?.openedStamp,
            orderMark.unorderedBytes(of: stamp) != unordered || orderMark.firstLines(of: stamp) == nil
        {
            orderMark.record(unordered: unordered, firstLines: firstLines, of: stamp)
        }
        return load
    }

    /// What `load` makes of the history's bytes: the records, damaged lines and repeated ids.
    public func records(in data: Data) -> HistoryLoad {
        decode(data).0
    }

    /// The byte `person`'s first record starts at, by `firstLines`; `nil` when it does not say.
    static func firstLine(
        of person: PersonName, in firstLines: HistoryOrderMark.FirstLines, _ query: HistoryQuery
    ) -> Int? {
        let named = firstLines["n " + person.key]
        let unnamed = person == PersonName(query.unnamedRecordsOwner) ? firstLines[HistoryOrderMark.key(of: nil)] : nil
        return [named, unnamed].compactMap(\.self).min()
    }

    /// The records, damaged lines and repeated ids, where the file stops being in date order
    /// with every deletion after its record (the byte where that line starts, or the file's size),
    /// and where each person's first record is.
    func decode(_ data: Data?) -> (HistoryLoad, orderedEnd: Int, firstLines: HistoryOrderMark.FirstLines) {
        guard let data else { return (HistoryLoad(records: [], undecodableLines: [], repeatedIDLines: []), 0, [:]) }
        return decode(keepingRecords: true, size: data.count) { eachLine(of: data, $0) }
    }

    /// The same, of the lines `lines` gives (each not blank, its number and the byte it starts
    /// at) of `size` bytes; without `keepingRecords`, only the damaged lines, the order and the
    /// first lines.
    func decode<Failure: Error>(
        keepingRecords: Bool, size: Int,
        _ lines: ((UnsafeRawBufferPointer, _ number: Int, _ start: Int) -> Void) throws(Failure) -> Void
    ) throws(Failure) -> (HistoryLoad, orderedEnd: Int, firstLines: HistoryOrderMark.FirstLines) {
        var load = HistoryLoad(records: [], undecodableLines: [], repeatedIDLines: [])
        // NB: by the name as written, so that a name's key is worked out once, not per record; in
        // a short list, as a household has few people and comparing two short names costs less
        // than hashing one (a full load does it for every record).
        var firstByName: [(name: String?, start: Int)] = []
        var firstOfMore: [String?: Int] = [:]
        let decoder = HistoryLineDecoder()
        // Each deleted id, and where its (first) deletion line starts.
        var deleted: [BMIRecord.ID: Int] = [:]
        var seen: Set<BMIRecord.ID> = []
        var orderedEnd: Int?
        var latest = Date.distantPast
        try lines { line, number, start in
            switch decoder.decode(line) {
            case .record(let record) where accepts(record):
                if orderedEnd == nil, record.date < latest { orderedEnd = start }
                // A deletion before its record: the order ends at the deletion, so that a read from
                // the end meets it (in the end read whole) before the record it hides.
                if let deletion = deleted[record.id] { orderedEnd = min(orderedEnd ?? deletion, deletion) }
                latest = max(latest, record.date)
                if keepingRecords, !seen.insert(record.id).inserted { load.repeatedIDLines.append(number) }
                if !firstByName.contains(where: { $0.name == record.name }), firstOfMore[record.name] == nil {
                    if firstByName.count < 16 {
                        firstByName.append((record.name, start))
                    } else {
                        firstOfMore[record.name] = start
                    }
                }
                if keepingRecords { load.records.append(record) }
            case .deletion(let id): if deleted[id] == nil { deleted[id] = start }
            case .record, nil: load.undecodableLines.append(number)
            }
        }
        load.records.removeAll { deleted[$0.id] != nil }
        var firstLines: HistoryOrderMark.FirstLines = [:]
        for (name, start) in firstByName + firstOfMore.map({ ($0.key, $0.value) }) {
            firstLines[HistoryOrderMark.key(of: name), default: start] = min(
                firstLines[HistoryOrderMark.key(of: name)] ?? start, start)
        }
        return (load, orderedEnd ?? size, firstLines)
    }

    /// Calls `body` with each line that is not blank, its number (from 1) and the byte it starts at.
    func eachLine(of data: Data, _ body: (UnsafeRawBufferPointer, _ number: Int, _ start: Int) -> Void) {
        data.withUnsafeBytes { bytes in
            var start = 0
            var number = 1
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
                if !line.isBlank { body(line, number, start) }
                start = end + 1
                number += 1
            }
        }
    }

    /// The newest `count` records `query` includes after the newest `skipping`, newest first, and
    /// the earlier records it asks for, read from the end of the file: the cost grows with what
    /// is shown and asked for, and with the bytes at the end not known in order (records saved
    /// after a later-dated one), not with the history. Damaged lines are those met on the way.
    /// NB: records that share an id are shown, but named only by a full load: naming a line read
    /// from the end takes counting every line of the file.
    public func newest(_ count: Int, skipping: Int = 0, _ query: HistoryQuery = .everyone) async throws(DataError)
        -> HistoryPage
    {
        try directory.whileReading(ifMissing: HistoryPage(records: [], hasOlder: false, undecodableLines: [])) {
            () throws(DataError) in try newest(count, skipping: skipping, query, try directory.open(fileURL))
        }
    }

    private func newest(_ count: Int, skipping: Int, _ query: HistoryQuery, _ file: FileSnapshot?)
        throws(DataError) -> HistoryPage
    {
        guard let file else { return HistoryPage(records: [], hasOlder: false, undecodableLines: []) }
        // NB: a file whose order the app does not know (edited by hand, written by a version
        // before this one) cannot be read from its end: it is read whole, which stamps it.
        guard let stamp = file.openedStamp, let unordered = orderMark.unorderedBytes(of: stamp) else {
            return try wholePage(count, skipping: skipping, query, file)
        }
        // The page, then one more, which says whether older records remain.
        let pageEnd = skipping.addingReportingOverflow(count)
        let shown = pageEnd.overflow || pageEnd.partialValue < 0 ? Int.max - 1 : pageEnd.partialValue
        let decoder = HistoryLineDecoder()
        var deleted: Set<BMIRecord.ID> = []
        // Where each person's first record is: reading back for one stops there.
        let firstLines = orderMark.firstLines(of: stamp)
        let snapshot = lines(of: file)
        // One person's page ends at their first record; someone with none has no page to read.
        let personStart = query.person.flatMap { person in firstLines.map { Self.firstLine(of: person, in: $0, query) }
        }
        if case .some(.none) = personStart { return HistoryPage(records: [], hasOlder: false, undecodableLines: []) }
        // The unordered end is read whole; the ordered part only until enough records are found.
        var unorderedFound: [BMIRecord] = []
        var found: [BMIRecord] = []
        // Once the page is found: what each of its people still wants of earlier records.
        var wanted: [PersonName: HistoryQuery.Wanted] = [:]
        var damaged: [Int] = []
        var isInOrder = true
        var isWhole = true
        let lineCount = try snapshot.eachLineFromEnd(from: 0, to: file.size) { line, fromEnd, start in
            let isUnordered = file.size - start <= unordered
            switch decoder.decode(line) {
            case .record(let record) where accepts(record):
                guard query.includes(record) else { break }
                if isUnordered {
                    unorderedFound.append(record)
                } else {
                    // Walking back, dates must not rise (a stamp can miss an edit within its clock tick).
                    if let later = found.last, record.date > later.date { isInOrder = false }
                    guard !deleted.contains(record.id) else { break }
                    if found.count >= shown, query.earlier != nil {
                        let owner = query.owner(of: record)
                        wanted[owner] = wanted[owner]?.after(record.date)
                    }
                    found.append(record)
                    if found.count == shown, let reach = query.earlier {
                        // Walking back, the page's last record of each person is their oldest.
                        for record in found.suffix(count) {
                            wanted[query.owner(of: record)] = HistoryQuery.Wanted(reach, before: record.date)
                        }
                    }
                }
            case .deletion(let id):
                // Before its record: out of order too.
                if found.contains(where: { $0.id == id }) { isInOrder = false }
                deleted.insert(id)
            case .record, nil: damaged.append(fromEnd)
            }
            // Past the first record of the one person shown, there is nothing more of theirs.
            if !isUnordered, let first = personStart ?? nil, start <= first {
                isWhole = false
                return false
            }
            // A person whose first record is here or later has no earlier one to read.
            if let firstLines, query.earlier != nil, !wanted.isEmpty {
                for person in wanted.keys
                where Self.firstLine(of: person, in: firstLines, query).map({ start <= $0 }) == true {
                    wanted[person] = nil
                }
            }
            isWhole = isInOrder && (isUnordered || found.count <= shown || !wanted.isEmpty)
            return isWhole
        }
        guard isInOrder else { return try wholePage(count, skipping: skipping, query, file) }
        // Lines are named by their number from the start, which a read that stopped must count.
        var total = lineCount
        if !damaged.isEmpty, !isWhole { total = try snapshot.eachLine(from: 0, to: file.size) { _, _, _ in true } }
        // Later in the file first among equal dates, as a full load orders them.
        let merged = (unorderedFound.filter { !deleted.contains($0.id) } + found).enumerated()
            .sorted { ($0.element.date, -$0.offset) > ($1.element.date, -$1.offset) }
            .map(\.element)
        var page = Self.page(of: merged, count, skipping: skipping, query)
        page.undecodableLines = damaged.reversed().map { total + 1 - $0 }
        return page
    }

    /// The same page from a full load, sorted: for a file not known to be in order.
    private func wholePage(_ count: Int, skipping: Int, _ query: HistoryQuery, _ file: FileSnapshot)
        throws(DataError) -> HistoryPage
    {
        let load = try load(file)
        var page = Self.page(of: load.records.newestFirst.filter(query.includes), count, skipping: skipping, query)
        (page.undecodableLines, page.repeatedIDLines) = (load.undecodableLines, load.repeatedIDLines)
        return page
    }

    /// The page of `newestFirst` (the records `query` includes), and every record read after it.
    private static func page(of newestFirst: [BMIRecord], _ count: Int, skipping: Int, _ query: HistoryQuery)
        -> HistoryPage
    {
        let rest = newestFirst.dropFirst(skipping)
        let records = Array(rest.prefix(count))
        return HistoryPage(
            records: records,
            hasOlder: rest.count > count,
            undecodableLines: [],
            earlier: query.earlier != nil ? Array(rest.dropFirst(count)) : [],
            later: query.earlier != nil ? HistoryPages.later(than: records, in: newestFirst.prefix(skipping)) : [])
    }
}

extension UnsafeRawBufferPointer {
    /// Nothing but spaces and carriage returns: a blank line, skipped.
    var isBlank: Bool {
        allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
    }
}
