extension HistoryRepository {
    /// Deletes exactly `record` (one line holding it: of two records with one id, only the one
    /// given), by writing the file again without it, atomically: its measurement is gone from the
    /// disk, not hidden. Deletion lines of versions before this one go too, with the records they
    /// hid. Every other line keeps its bytes, damaged ones included. Returns `false`, writing
    /// nothing, when the record is no longer there (another session deleted it since this one
    /// read it). NB: a deletion reads and writes the whole file, under the lock.
    @discardableResult
    public func delete(_ record: BMIRecord) async throws(DataError) -> Bool {
        try await directory.whileLocked { lock throws(DataError) -> Bool in
            guard let data = try directory.read(fileURL) else { return false }
            let deleted = deletedIDs(in: data)
            var isRemoved = false
            let kept = try rewritten(data) { line throws(DataError) in
                switch line {
                case .deletion: return .drop
                case .record(let found) where accepts(found) && deleted.contains(found.id): return .drop
                case .record(let found) where !isRemoved && found == record:
                    isRemoved = true
                    return .drop
                default: return .keep
                }
            }
            guard isRemoved else { return false }
            try replace(with: kept, lock)
            return true
        }
    }

    /// Writes each record that has no name (saved before the history kept names) again with
    /// `name`: they are the saved person's, and must stay theirs when someone else is saved. Every
    /// other line keeps its bytes; nothing is written when no record lacks a name. NB: reads the
    /// whole file under the lock, so only a save that changes who the saved person is calls it.
    public func nameUnnamedRecords(_ name: String, _ lock: DataDirectory.Lock) throws(DataError) {
        // The order mark knows whether any record lacks a name: then the file is not read at all.
        if let firstLines = orderMark.currentStamp().flatMap(orderMark.firstLines(of:)),
            firstLines[HistoryOrderMark.key(of: nil)] == nil
        {
            return
        }
        guard let data = try directory.read(fileURL) else { return }
        let deleted = deletedIDs(in: data)
        var isChanged = false
        let named = try rewritten(data) { line throws(DataError) in
            // Written again, the file keeps no deletion lines nor what they hid, as a deletion does.
            switch line {
            case .deletion: return .drop
            case .record(let found) where accepts(found) && deleted.contains(found.id): return .drop
            case .record(var record) where record.name == nil && accepts(record):
                record.name = name
                isChanged = true
                return .write(try record.fileData(for: fileURL))
            default: return .keep
            }
        }
        if isChanged { try replace(with: named, lock) }
    }

    /// The ids deletion lines (of versions before 0.4) name.
    private func deletedIDs(in data: Data) -> Set<BMIRecord.ID> {
        let decoder = HistoryLineDecoder()
        var deleted: Set<BMIRecord.ID> = []
        eachLine(of: data) { line, _, _ in
            if case .deletion(let id) = decoder.decode(line) { deleted.insert(id) }
        }
        return deleted
    }

    /// What becomes of a line when the file is written again.
    enum Rewrite {
        case keep
        case drop
        case write(Data)
    }

    /// `data` with each line as `rewrite` says, given what it decodes to (`nil`: blank or damaged).
    private func rewritten(_ data: Data, _ rewrite: (HistoryLine?) throws(DataError) -> Rewrite) throws(DataError)
        -> Data
    {
        let decoder = HistoryLineDecoder()
        var kept = Data()
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.endIndex
            let line = data[start..<end]
            let text = line.last == UInt8(ascii: "\n") ? line.dropLast() : line
            let decoded = text.withUnsafeBytes { $0.isBlank ? nil : decoder.decode($0) }
            switch try rewrite(decoded) {
            case .keep: kept.append(contentsOf: line)
            case .drop: break
            case .write(let replacement):
                kept.append(replacement)
                kept.append(UInt8(ascii: "\n"))
            }
            start = end
        }
        return kept
    }

    /// Puts `data` in place of the history, atomically, its order stamped.
    func replace(with data: Data, _ lock: DataDirectory.Lock) throws(DataError) {
        try directory.write(data, to: fileURL, lock)
        let (_, orderedEnd, firstLines) = decode(data)
        orderMark.record(unordered: data.count - orderedEnd, firstLines: firstLines, of: orderMark.currentStamp())
    }
}
