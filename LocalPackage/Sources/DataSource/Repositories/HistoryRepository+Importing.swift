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
    /// nothing. Two records with one `identity` are one measurement (the same person, second and
    /// values): one already there, or earlier in `records`, is skipped.
    public func importRecords<Identity: Hashable>(
        _ records: [BMIRecord], isDryRun: Bool, identity: @Sendable (BMIRecord) -> Identity
    ) async throws(DataError) -> Imported {
        try await directory.whileLocked { lock throws(DataError) -> Imported in
            var known = Set(try load(lock).records.map(identity))
            var imported = Imported(added: [], skipped: 0)
            for record in records {
                if known.insert(identity(record)).inserted {
                    imported.added.append(record)
                } else {
                    imported.skipped += 1
                }
            }
            guard !isDryRun, !imported.added.isEmpty else { return imported }
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
}
