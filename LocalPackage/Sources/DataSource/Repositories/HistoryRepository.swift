#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every saved record, `history.jsonl` in the data directory: one JSON object per line, in the
/// order of the records' dates. Deleting a record appends a line that says so. The newest records
/// are read from the end of the file when `HistoryOrderMark` says the order holds.
public struct HistoryRepository: Sendable {
    public let fileURL: URL
    let files: DataFiles
    private let orderMark: HistoryOrderMark
    private let accepts: @Sendable (BMIRecord) -> Bool

    /// `accepts`: the rules a record read back must keep (those of typed input); a line that
    /// breaks them is reported as a damaged line, not shown.
    public init(
        _ dataClient: DataClient,
        _ fileManagerClient: FileManagerClient,
        _ fileLockClient: FileLockClient,
        directory: URL,
        accepting accepts: @escaping @Sendable (BMIRecord) -> Bool
    ) {
        fileURL = directory.appendingPathComponent(.historyFileName)
        files = DataFiles(dataClient: dataClient, fileManagerClient: fileManagerClient, fileLockClient: fileLockClient)
        orderMark = HistoryOrderMark(files: files, historyURL: fileURL)
        self.accepts = accepts
    }

    /// Whether a record keeps the rules given at `init`.
    func keepsRules(_ record: BMIRecord) -> Bool {
        accepts(record)
    }

    var directory: URL {
        fileURL.deletingLastPathComponent()
    }

    /// Every record still there, in file order (which writing keeps in date order). A line that
    /// cannot be read, or holds a record outside the rules, is skipped and named in
    /// `undecodableLines`; it stays in the file as it is. One pass over the file's bytes.
    public func load() throws(DataError) -> HistoryLoad {
        try files.whileLockedForReading(directory) { () throws(DataError) in try loadLocked() }
    }

    /// The history as it is now, stamped as in order when it is; the caller holds the lock.
    func loadLocked() throws(DataError) -> HistoryLoad {
        let (load, isInOrder) = decode(try files.read(fileURL))
        if isInOrder && !orderMark.isKnownInOrder() {
            orderMark.recordInOrder()
        }
        return load
    }

    /// The records and damaged lines, and whether the file is in date order with every deletion
    /// after its record (what reading from the end needs).
    private func decode(_ data: Data?) -> (HistoryLoad, isInOrder: Bool) {
        var load = HistoryLoad(records: [], undecodableLines: [], fileURL: fileURL)
        guard let data else { return (load, true) }
        let decoder = HistoryLineDecoder()
        var deleted: Set<BMIRecord.ID> = []
        var isInOrder = true
        var latest = Date.distantPast
        data.withUnsafeBytes { bytes in
            var start = 0
            var number = 1
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
                if !line.isBlank {
                    switch decoder.decode(line) {
                    case .record(let record) where accepts(record):
                        if record.date < latest || deleted.contains(record.id) { isInOrder = false }
                        latest = max(latest, record.date)
                        load.records.append(record)
                    case .deletion(let id): deleted.insert(id)
                    case .record, nil: load.undecodableLines.append(number)
                    }
                }
                start = end + 1
                number += 1
            }
        }
        if !deleted.isEmpty {
            load.records.removeAll { deleted.contains($0.id) }
        }
        return (load, isInOrder)
    }

    /// The newest `count` records after the newest `skipping`, newest first, read from the end of
    /// the file: the cost grows with `skipping + count`, not with the history. Damaged lines are
    /// those met on the way.
    public func newest(_ count: Int, skipping: Int = 0) throws(DataError) -> HistoryPage {
        try files.whileLockedForReading(directory) { () throws(DataError) in
            try newestLocked(count, skipping: skipping)
        }
    }

    func newestLocked(_ count: Int, skipping: Int) throws(DataError) -> HistoryPage {
        // NB: a file out of date order (edited by hand, written by a version before this one)
        // cannot be read from its end: unless the mark says the app knows its order, it is read
        // whole, which stamps it when it is in order after all.
        guard orderMark.isKnownInOrder() else { return try wholePage(count, skipping: skipping) }
        // One more than shown says whether older records remain.
        let wanted = skipping.addingReportingOverflow(count).partialValue.addingReportingOverflow(1)
        let limit = wanted.overflow || wanted.partialValue < 0 ? Int.max : wanted.partialValue
        let decoder = HistoryLineDecoder()
        var deleted: Set<BMIRecord.ID> = []
        var found: [BMIRecord] = []
        var damaged: [Int] = []
        var isInOrder = true
        let lineCount = try eachLineFromEnd { line, fromEnd in
            guard !line.isBlank else { return true }
            switch decoder.decode(line) {
            case .record(let record) where accepts(record):
                // Walking back, dates must not rise (a stamp can miss an edit within its clock tick).
                if let later = found.last, record.date > later.date { isInOrder = false }
                if !deleted.contains(record.id) { found.append(record) }
            case .deletion(let id):
                // Before its record: out of order too.
                if found.contains(where: { $0.id == id }) { isInOrder = false }
                deleted.insert(id)
            case .record, nil: damaged.append(fromEnd)
            }
            return isInOrder && found.count < limit
        }
        guard isInOrder else { return try wholePage(count, skipping: skipping) }
        var total = lineCount ?? 0
        if !damaged.isEmpty, lineCount == nil { total = try countLines() }
        return HistoryPage(
            records: Array(found.dropFirst(skipping).prefix(count)),
            hasOlder: found.count - skipping > count,
            undecodableLines: damaged.reversed().map { total - $0 },
            fileURL: fileURL
        )
    }

    /// The same page from a full load, sorted: for a file not known to be in order.
    private func wholePage(_ count: Int, skipping: Int) throws(DataError) -> HistoryPage {
        let load = try loadLocked()
        let newestFirst = load.records.newestFirst
        return HistoryPage(
            records: Array(newestFirst.dropFirst(skipping).prefix(count)),
            hasOlder: newestFirst.count - skipping > count,
            undecodableLines: load.undecodableLines,
            fileURL: fileURL
        )
    }

    /// Calls `body` with each line from the last one back, and how many lines from the end it is
    /// (0 for the last), until `body` returns `false` or the file's first line has been given.
    /// Reads a growing window at the end of the file, so stopping early costs what was read.
    /// Returns the number of lines when the whole file was read, `nil` when `body` stopped first.
    private func eachLineFromEnd(
        _ body: (_ line: UnsafeRawBufferPointer, _ fromEnd: Int) -> Bool
    ) throws(DataError) -> Int? {
        var window = 16 * 1024
        var given = 0
        while true {
            guard let tail = try files.tail(fileURL, window) else { return 0 }
            // NB: a window shorter than asked is the whole file; otherwise its first line may be
            // cut, and is read with the next, larger window.
            let isWhole = tail.count < window
            let outcome: Int?? = tail.withUnsafeBytes { bytes in
                var end = bytes.count
                var fromEnd = 0
                while true {
                    let start = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    if start == 0 && !isWhole { return .none }
                    if fromEnd >= given {
                        given = fromEnd + 1
                        if !body(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), fromEnd) { return .some(nil) }
                    }
                    fromEnd += 1
                    if start == 0 { return .some(fromEnd) }
                    end = start - 1
                }
            }
            if let outcome { return outcome }
            window = window > Int.max / 4 ? Int.max : window * 4
        }
    }

    /// How many lines the file has (its line ends, plus one), for naming a damaged line found
    /// reading from the end.
    private func countLines() throws(DataError) -> Int {
        guard let data = try files.read(fileURL) else { return 0 }
        return data.withUnsafeBytes { bytes in bytes.count { $0 == UInt8(ascii: "\n") } } + 1
    }

    /// Saves `record` in the history, where its date puts it: appended when it is no older than
    /// the newest record there (every save with a clock that did not go back: one write at the
    /// end); otherwise the file is written again, atomically, with the line inserted after the
    /// last record that is not newer. Every other line keeps its bytes. The caller holds the lock.
    func addLocked(_ record: BMIRecord) throws(DataError) {
        let wasInOrder = orderMark.isKnownInOrder()
        try insertLocked(record)
        // Inserting where the date puts it keeps an ordered file ordered.
        if wasInOrder { orderMark.recordInOrder() }
    }

    private func insertLocked(_ record: BMIRecord) throws(DataError) {
        let line = try encoded(.record(record))
        let decoder = HistoryLineDecoder()
        // NB: compared as stored, to the second as the line writes it, not as the clock gave it:
        // a save at 10.7 s is not older than one at 10.6 s that the file says is 11 s (a kill
        // test found saves of one second written before the save they followed).
        let date = line.dropLast().withUnsafeBytes { bytes -> Date in
            guard case .record(let stored) = decoder.decode(bytes) else { return record.date }
            return stored.date
        }
        var newest: Date?
        _ = try eachLineFromEnd { text, _ in
            guard case .record(let last) = decoder.decode(text) else { return true }
            newest = last.date
            return false
        }
        guard let newest, date < newest else { return try appendLocked(line) }
        guard let data = try files.read(fileURL) else { return try appendLocked(line) }
        let insertion = data.withUnsafeBytes { bytes in
            var end = bytes.count
            while let lineEnd = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")) {
                let start = bytes[..<lineEnd].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                if case .record(let earlier) = decoder.decode(UnsafeRawBufferPointer(rebasing: bytes[start..<lineEnd])),
                    earlier.date <= date
                {
                    return lineEnd + 1
                }
                end = start
            }
            return 0
        }
        var rewritten = Data(data.prefix(insertion))
        rewritten.append(line)
        rewritten.append(data.dropFirst(insertion))
        do {
            try files.dataClient.write(rewritten, fileURL)
        } catch {
            throw .unwritable(fileURL, reason: error.reason)
        }
    }

    public func append(_ record: BMIRecord) throws(DataError) {
        try files.whileLocked(directory) { () throws(DataError) in try addLocked(record) }
    }

    /// Deleting appends a line that says so: the file is never cut.
    /// Returns `false`, writing nothing, when the record is no longer there (another session
    /// deleted it since this one read it). NB: that check reads the whole file, under the lock:
    /// a deletion costs a full load (about 60 ms at 100,000 records), a page read does not.
    @discardableResult
    public func delete(_ id: BMIRecord.ID) throws(DataError) -> Bool {
        let bytes = try encoded(.deletion(id))
        return try files.whileLocked(directory) { () throws(DataError) -> Bool in
            guard try loadLocked().records.contains(where: { $0.id == id }) else { return false }
            let wasInOrder = orderMark.isKnownInOrder()
            try appendLocked(bytes)
            // A deletion at the end comes after its record, wherever that is.
            if wasInOrder { orderMark.recordInOrder() }
            return true
        }
    }

    /// One line of the file, with its line end.
    private func encoded(_ line: HistoryLine) throws(DataError) -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        do {
            var data = try encoder.encode(line)
            data.append(UInt8(ascii: "\n"))
            return data
        } catch {
            throw .unwritable(fileURL, reason: String(describing: error))
        }
    }

    /// The append itself; the caller holds the lock.
    private func appendLocked(_ bytes: Data) throws(DataError) {
        do {
            try files.dataClient.append(bytes, fileURL)
        } catch let refused as RefusedPath {
            throw .refused(refused.url, refused.refusal)
        } catch {
            throw .unwritable(fileURL, reason: error.reason)
        }
    }
}

extension UnsafeRawBufferPointer {
    /// Nothing but spaces and carriage returns: a blank line, skipped.
    fileprivate var isBlank: Bool {
        allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
    }
}
