/// The history as it was at one moment, held open (`FileSnapshot`) and read a megabyte at a time,
/// with no lock held: every record, oldest or newest first, for output
/// of any size (`bmi export`, `bmi history --json`). What is held is a chunk, the end of the file
/// not known in date order (read first and sorted), the ids deletion lines name, and for newest
/// first a page and the earlier records its people's trends need. Saves and deletions made
/// meanwhile are not seen: they change another version of the file.
public struct HistorySnapshot: Sendable {
    let file: FileSnapshot?
    let fileURL: URL
    /// Where the file stops being in date order with every deletion after its record.
    let orderedEnd: Int
    /// Where each person's first record is.
    let firstLines: HistoryOrderMark.FirstLines
    let accepts: @Sendable (BMIRecord) -> Bool

    /// How much of the file is read at once.
    static var chunkSize: Int { 1 << 20 }

    private var size: Int { file?.size ?? 0 }

    /// Every record, oldest first as a full load sorts them (by date; earlier in the file first
    /// among equal dates), to `body` one at a time until it returns `false`. Returns the numbers
    /// of the lines that could not be read (not given), in file order. `changedWhileRead` when the
    /// file was made shorter or written over in place meanwhile (by something other than the app).
    public func oldestFirst(_ body: (BMIRecord) -> Bool) throws(DataError) -> [Int] {
        guard file != nil else { return [] }
        let deleted = try deletedIDs()
        let (later, laterDamaged) = try unorderedEnd(deleted)
        // Stable: equal dates keep their file order.
        let sorted = later.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        let decoder = HistoryLineDecoder()
        var next = sorted.startIndex
        var isStopped = false
        var damaged: [Int] = []
        let orderedLines = try eachLine(from: 0, to: orderedEnd) { line, number, _ in
            switch decoder.decode(line) {
            case .record(let record) where accepts(record):
                guard !deleted.contains(record.id) else { return true }
                while next < sorted.endIndex, sorted[next].date < record.date {
                    guard body(sorted[next]) else {
                        isStopped = true
                        return false
                    }
                    next += 1
                }
                isStopped = !body(record)
                return !isStopped
            case .deletion: return true
            case .record, nil:
                damaged.append(number)
                return true
            }
        }
        while !isStopped, next < sorted.endIndex {
            isStopped = !body(sorted[next])
            next += 1
        }
        try checkUnchanged()
        // The end's lines were numbered from 1: they follow the ordered part's.
        return damaged + laterDamaged.map { $0 + orderedLines }
    }

    /// The records `query` includes, newest first (later in the file first among equal dates), a
    /// page of `count` at a time with the earlier records its people's trends need, as
    /// `HistoryRepository.newest` gives a page, to `body` until it returns `false`. Returns the
    /// numbers of the lines that could not be read, in file order.
    public func newestFirst(
        pagesOf count: Int, _ query: HistoryQuery, _ body: (HistoryPage) -> Bool
    ) throws(DataError) -> [Int] {
        guard file != nil else { return [] }
        let deleted = try deletedIDs()
        let (later, laterDamaged) = try unorderedEnd(deleted)
        let unordered = later.enumerated().filter { query.includes($0.element) }
            .sorted { ($0.element.date, $0.offset) > ($1.element.date, $1.offset) }.map(\.element)
        // How many of each person's records from the end are still to be given.
        var unorderedLeft: [PersonName: Int] = [:]
        for record in unordered { unorderedLeft[query.owner(of: record), default: 0] += 1 }
        var pages = HistoryPages(count: count, query: query)
        var position = orderedEnd
        // Whether `person` has no record left to give: read back past their first, none at the end.
        func isFinished(_ person: PersonName) -> Bool {
            guard unorderedLeft[person] == nil else { return false }
            return HistoryRepository.firstLine(of: person, in: firstLines, query).map { position <= $0 } ?? false
        }
        var isStopped = false
        var next = unordered.startIndex
        func give(_ record: BMIRecord, _ isUnordered: Bool) {
            if isUnordered, let left = unorderedLeft[query.owner(of: record)] {
                unorderedLeft[query.owner(of: record)] = left > 1 ? left - 1 : nil
            }
            isStopped = !pages.add(record, isFinished: isFinished, body)
        }
        let decoder = HistoryLineDecoder()
        var damagedFromEnd: [Int] = []
        let orderedLines = try eachLineFromEnd(from: 0, to: orderedEnd) { line, fromEnd, start in
            position = start
            switch decoder.decode(line) {
            case .record(let record) where accepts(record):
                guard !deleted.contains(record.id), query.includes(record) else { return true }
                while !isStopped, next < unordered.endIndex, unordered[next].date >= record.date {
                    give(unordered[next], true)
                    next += 1
                }
                if !isStopped { give(record, false) }
            case .deletion: break
            case .record, nil: damagedFromEnd.append(fromEnd)
            }
            return !isStopped
        }
        position = 0
        while !isStopped, next < unordered.endIndex {
            give(unordered[next], true)
            next += 1
        }
        if !isStopped { pages.finish(body) }
        try checkUnchanged()
        return damagedFromEnd.reversed().map { orderedLines + 1 - $0 } + laterDamaged.map { $0 + orderedLines }
    }

    /// The numbers of the lines whose record has the id of a record on an earlier line, as a full
    /// load names them: a second pass, holding every id (16 bytes a record), for a list written
    /// whole to a reader that stayed.
    public func repeatedIDLines() throws(DataError) -> [Int] {
        guard file != nil else { return [] }
        let decoder = HistoryLineDecoder()
        var (seen, repeated): (Set<BMIRecord.ID>, [Int]) = ([], [])
        try eachLine(from: 0, to: size) { line, number, _ in
            if case .record(let record) = decoder.decode(line), accepts(record), !seen.insert(record.id).inserted {
                repeated.append(number)
            }
            return true
        }
        return repeated
    }

    /// The ids deletion lines name, anywhere in the file: a first pass that decodes only the lines
    /// that may be one. A record as the app writes it starts `{"date":"` and holds neither the word
    /// `deleted` nor an escape; any other line (a deletion, a line written by hand, spaced or with
    /// a field of its own) is decoded, as a full load would.
    private func deletedIDs() throws(DataError) -> Set<BMIRecord.ID> {
        let decoder = HistoryLineDecoder()
        var deleted: Set<BMIRecord.ID> = []
        try eachLine(from: 0, to: size) { line, _, _ in
            if Self.mayBeDeletion(line), case .deletion(let id) = decoder.decode(line) { deleted.insert(id) }
            return true
        }
        return deleted
    }

    private static let recordStart = Array(#"{"date":""#.utf8)
    private static let deletedWord = Array("deleted".utf8)

    /// Whether `line` is anything but a record in the app's own shape.
    static func mayBeDeletion(_ line: UnsafeRawBufferPointer) -> Bool {
        guard line.starts(with: recordStart), !line.contains(UInt8(ascii: "\\")) else { return true }
        var start = line.startIndex
        while let d = line[start...].firstIndex(of: UInt8(ascii: "d")) {
            if line[d...].starts(with: deletedWord) { return true }
            start = d + 1
        }
        return false
    }

    /// The records of the end not known in date order, in file order, none `deleted`; and the
    /// numbers (from 1 there) of its lines that could not be read.
    private func unorderedEnd(_ deleted: Set<BMIRecord.ID>) throws(DataError) -> ([BMIRecord], [Int]) {
        let decoder = HistoryLineDecoder()
        var (records, damaged): ([BMIRecord], [Int]) = ([], [])
        try eachLine(from: orderedEnd, to: size) { line, number, _ in
            switch decoder.decode(line) {
            case .record(let record) where accepts(record): if !deleted.contains(record.id) { records.append(record) }
            case .deletion: break
            case .record, nil: damaged.append(number)
            }
            return true
        }
        return (records, damaged)
    }

    /// `count` bytes from `offset`; a failure said as the history unreadable, fewer bytes as the
    /// history changed while it was read.
    func read(from offset: Int, count: Int) throws(DataError) -> Data {
        guard let file else { return Data() }
        let data: Data
        do {
            data = try file.read(from: offset, count: count)
        } catch {
            throw .unreadable(fileURL, reason: error.reason)
        }
        guard data.count == count else { throw .changedWhileRead(fileURL) }
        return data
    }

    /// Throws when the file was changed in place while it was read: what was given is not it.
    private func checkUnchanged() throws(DataError) {
        if file?.wasChangedInPlace == true { throw .changedWhileRead(fileURL) }
    }

    /// Calls `body` with each line that is not blank between the bytes `start` (a line's start)
    /// and `end`, its number (from 1 at `start`) and the byte it starts at, reading a chunk at a
    /// time, until `body` returns `false`. Returns how many lines there were (blank ones too).
    @discardableResult
    func eachLine(
        from start: Int, to end: Int, _ body: (UnsafeRawBufferPointer, _ number: Int, _ start: Int) -> Bool
    ) throws(DataError) -> Int {
        var carry = Data()
        var offset = start
        var number = 0
        while offset < end {
            let chunk = try read(from: offset, count: min(Self.chunkSize, end - offset))
            // The bytes before `chunk`'s first: `carry` holds a line begun in the last one.
            let base = offset - carry.count
            offset += chunk.count
            carry.append(chunk)
            let isLast = offset >= end
            var isStopped = false
            let consumed: Int = carry.withUnsafeBytes { bytes in
                var lineStart = 0
                while !isStopped {
                    let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
                    guard newline != nil || (isLast && lineStart < bytes.count) else { return lineStart }
                    let lineEnd = newline ?? bytes.count
                    number += 1
                    let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                    if !line.isBlank { isStopped = !body(line, number, base + lineStart) }
                    lineStart = lineEnd + 1
                    if newline == nil { return bytes.count }
                }
                return lineStart
            }
            if isStopped { return number }
            // NB: copied, not `removeFirst`: a `Data` slice keeps its whole buffer, which would
            // then grow with every chunk appended.
            carry = Data(carry[(carry.startIndex + consumed)...])
        }
        return number
    }

    /// Calls `body` with each line that is not blank between the bytes `start` (a line's start)
    /// and `end` (a line's start, or the file's size), from the last back: the line, how many
    /// lines from the end it is (1 for the last) and the byte it starts at, until `body` returns
    /// `false`. Returns how many lines there were (blank ones too), up to the one it stopped at.
    /// Reads 16 KB at the end, then 4× more each time up to a chunk: the newest lines of a long
    /// file (a page) cost what they are, and a read of all of it costs a chunk of memory.
    @discardableResult
    func eachLineFromEnd(
        from start: Int, to end: Int, _ body: (UnsafeRawBufferPointer, _ fromEnd: Int, _ start: Int) -> Bool
    ) throws(DataError) -> Int {
        // The end of a line whose start is in the next chunk back.
        var carry = Data()
        var offset = end
        var fromEnd = 0
        var chunkSize = 16 * 1024
        while offset > start {
            let chunkStart = max(start, offset - chunkSize)
            chunkSize = min(chunkSize * 4, Self.chunkSize)
            var bytes = try read(from: chunkStart, count: offset - chunkStart)
            offset = chunkStart
            bytes.append(carry)
            let isFirst = offset == start
            var isStopped = false
            let kept: Int = bytes.withUnsafeBytes { bytes in
                var lineEnd = bytes.count
                while !isStopped {
                    let newline = bytes[..<lineEnd].lastIndex(of: UInt8(ascii: "\n"))
                    guard newline != nil || isFirst else { return lineEnd }
                    let lineStart = newline.map { $0 + 1 } ?? 0
                    let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                    // NB: after the range's last line end there is no line, unless something follows it.
                    if !(fromEnd == 0 && lineEnd == bytes.count && line.isEmpty && chunkStart + lineEnd == end) {
                        fromEnd += 1
                        if !line.isBlank { isStopped = !body(line, fromEnd, chunkStart + lineStart) }
                    }
                    guard let newline else { return 0 }
                    lineEnd = newline
                }
                return 0
            }
            if isStopped { return fromEnd }
            carry = Data(bytes[bytes.startIndex..<(bytes.startIndex + kept)])
        }
        return fromEnd
    }
}
