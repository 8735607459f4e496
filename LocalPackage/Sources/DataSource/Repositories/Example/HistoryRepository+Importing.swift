/// Many records added at once (`bmi import`), all or none.
extension HistoryRepository {
    /// What an import did, or would do: the records added, and how many were in the history
    /// already (one measurement, as the import's `identity` says).
    public struct Imported: Sendable, Equatable {
        public var added: [BMIRecord]
        public var skipped: Int
    }

    /// Adds `records` not in the history already, in one atomic write of the whole file under the
    /// lock: all of them or, when it fails, none; with `isDryRun`, works out the same and writes
    /// nothing. A record already there, or earlier in `records`, is skipped: one with its `key`
    /// that `isSame` says is the same measurement.
    public func importRecords<Key: Hashable>(
        _ records: [BMIRecord], isDryRun: Bool, key: @Sendable (BMIRecord) -> Key,
        isSame: @Sendable (BMIRecord, BMIRecord) -> Bool
    ) async throws(DataError) -> Imported {
        // NB: a dry run only reads: it makes no data directory and takes no lock.
        guard !isDryRun else {
            return Self.sorted(records, known: try await load().records, key: key, isSame: isSame)
        }
        return try await directory.whileLocked { lock throws(DataError) -> Imported in
            let imported = Self.sorted(records, known: try load(lock).records, key: key, isSame: isSame)
            // Ctrl-C while the file was read and checked: nothing is written.
            guard !Task.isCancelled else { throw .cancelled(fileURL) }
            guard !imported.added.isEmpty else { return imported }
            var data = try directory.read(fileURL) ?? Data()
            if let last = data.last, last != UInt8(ascii: "\n") { data.append(UInt8(ascii: "\n")) }
            for record in imported.added {
                data.append(try record.fileData(for: fileURL))
                data.append(UInt8(ascii: "\n"))
            }
            try replace(with: data, lock)
            return imported
        }
    }

    /// `records` less those `known` (or earlier in `records`) has: among those with one `key` (the
    /// person and the second), one `isSame` says is this measurement.
    private static func sorted<Key: Hashable>(
        _ records: [BMIRecord], known: [BMIRecord], key: (BMIRecord) -> Key, isSame: (BMIRecord, BMIRecord) -> Bool
    ) -> Imported {
        var seen = Dictionary(grouping: known, by: key)
        var imported = Imported(added: [], skipped: 0)
        for record in records {
            let group = seen[key(record), default: []]
            if group.contains(where: { isSame($0, record) }) {
                imported.skipped += 1
            } else {
                imported.added.append(record)
                seen[key(record), default: []].append(record)
            }
        }
        return imported
    }
}
