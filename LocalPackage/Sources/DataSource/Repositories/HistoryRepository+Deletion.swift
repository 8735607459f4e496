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
            let decoder = HistoryLineDecoder()
            var deleted: Set<BMIRecord.ID> = []
            eachLine(of: data) { line, _, _ in
                if case .deletion(let id) = decoder.decode(line) { deleted.insert(id) }
            }
            var kept = Data()
            var isRemoved = false
            data.withUnsafeBytes { bytes in
                var start = 0
                while start < bytes.count {
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
                    let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
                    let text = UnsafeRawBufferPointer(rebasing: line.prefix { $0 != UInt8(ascii: "\n") })
                    switch text.isBlank ? nil : decoder.decode(text) {
                    case .deletion: break
                    case .record(let found) where accepts(found) && deleted.contains(found.id): break
                    case .record(let found) where !isRemoved && found == record: isRemoved = true
                    default: kept.append(contentsOf: line)
                    }
                    start = end
                }
            }
            guard isRemoved else { return false }
            try directory.write(kept, to: fileURL, lock)
            let (_, orderedEnd) = decode(kept)
            orderMark.record(unordered: kept.count - orderedEnd, lock)
            return true
        }
    }
}
