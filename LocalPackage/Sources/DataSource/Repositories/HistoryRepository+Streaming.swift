/// The whole history, a record at a time, for output of any size (`bmi export`).
extension HistoryRepository {
    /// How much of the file is held at once.
    static var chunkSize: Int { 1 << 20 }

    /// Every record, oldest first as a full load sorts them (by date; earlier in the file first
    /// among equal dates), given to `body` one at a time while the file is read a chunk at a time.
    /// What is held is a chunk, the end of the file not known in date order (at most the order
    /// mark's limit, read first and sorted) and the ids old deletion lines name (found by a first
    /// pass that decodes only lines shorter than a record). `body` returns `false` to stop. A file
    /// whose order the app does not know is loaded whole instead. Returns the damaged lines' numbers.
    public func eachRecordOldestFirst(_ body: (BMIRecord) -> Bool) async throws(DataError) -> [Int] {
        try await directory.whileLockedForReading(ifMissing: [Int]()) { lock throws(DataError) -> [Int] in
            guard let unordered = orderMark.unorderedBytes(), let size = orderMark.currentStamp().map({ Int($0.size) })
            else {
                let load = try load(lock)
                for record in load.records.newestFirst.reversed() { guard body(record) else { break } }
                return load.undecodableLines
            }
            let decoder = HistoryLineDecoder()
            var deleted: Set<BMIRecord.ID> = []
            try eachLine(from: 0, to: size) { line, _ in
                // NB: a deletion line is some 50 bytes, a record twice that.
                if line.count < 80, case .deletion(let id) = decoder.decode(line) { deleted.insert(id) }
                return true
            }
            var (damaged, laterDamaged): ([Int], [Int]) = ([], [])
            var later: [BMIRecord] = []
            try eachLine(from: size - unordered, to: size) { line, number in
                switch decoder.decode(line) {
                case .record(let record) where accepts(record): if !deleted.contains(record.id) { later.append(record) }
                case .deletion: break
                case .record, nil: laterDamaged.append(number)
                }
                return true
            }
            // Stable: equal dates keep their file order.
            later = later.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(
                \.element)
            var next = later.startIndex
            var isStopped = false
            let orderedLines = try eachLine(from: 0, to: size - unordered) { line, number in
                switch decoder.decode(line) {
                case .record(let record) where accepts(record):
                    guard !deleted.contains(record.id) else { return true }
                    while next < later.endIndex, later[next].date < record.date {
                        guard body(later[next]) else {
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
            while !isStopped, next < later.endIndex {
                isStopped = !body(later[next])
                next += 1
            }
            // The end's lines were numbered from 1: they follow the ordered part's.
            return damaged + laterDamaged.map { $0 + orderedLines }
        }
    }

    /// Calls `body` with each line that is not blank between the bytes `start` (a line's start)
    /// and `end`, and its number (from 1), reading a chunk at a time, until `body` returns
    /// `false`. Returns how many lines there were (blank ones too).
    @discardableResult
    private func eachLine(
        from start: Int, to end: Int, _ body: (UnsafeRawBufferPointer, _ number: Int) -> Bool
    ) throws(DataError) -> Int {
        var carry = Data()
        var offset = start
        var number = 0
        while offset < end {
            guard let chunk = try directory.chunk(fileURL, from: offset, count: min(Self.chunkSize, end - offset)),
                !chunk.isEmpty
            else { break }
            offset += chunk.count
            carry.append(chunk)
            let isLast = offset >= end
            var isStopped = false
            let consumed: Int = carry.withUnsafeBytes { bytes in
                var lineStart = 0
                while !isStopped {
                    guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else {
                        if isLast, lineStart < bytes.count {
                            number += 1
                            let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart...])
                            if !line.isBlank { isStopped = !body(line, number) }
                            return bytes.count
                        }
                        return lineStart
                    }
                    number += 1
                    let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<newline])
                    if !line.isBlank { isStopped = !body(line, number) }
                    lineStart = newline + 1
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
}
