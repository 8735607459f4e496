/// The history held open for output of any size (see `HistorySnapshot`).
extension HistoryRepository {
    /// The history as it is now, held open, to be read after the lock is released (`bmi export`,
    /// `bmi history --json`): the lock is held only to open it and to learn its order, which a
    /// file not stamped costs one pass over it (its records not kept; the order is stamped).
    public func snapshot() async throws(DataError) -> HistorySnapshot {
        try await directory.whileLockedForReading(
            ifMissing: HistorySnapshot(file: nil, fileURL: fileURL, orderedEnd: 0, firstLines: [:], accepts: accepts)
        ) { lock throws(DataError) in
            let file = try directory.open(fileURL)
            let size = file?.size ?? 0
            if let unordered = orderMark.unorderedBytes(), let firstLines = orderMark.firstLines(),
                orderMark.currentStamp()?.size == Int64(size), unordered <= size
            {
                return HistorySnapshot(
                    file: file, fileURL: fileURL, orderedEnd: size - unordered, firstLines: firstLines,
                    accepts: accepts)
            }
            let unknown = lines(of: file)
            let (_, orderedEnd, firstLines) = try decode(keepingRecords: false, size: size) {
                (body) throws(DataError) in
                try unknown.eachLine(from: 0, to: size) { line, number, start in
                    body(line, number, start)
                    return true
                }
            }
            orderMark.record(unordered: size - orderedEnd, firstLines: firstLines, lock)
            return HistorySnapshot(
                file: file, fileURL: fileURL, orderedEnd: orderedEnd, firstLines: firstLines, accepts: accepts)
        }
    }

    /// The history held open, its order not known: for reading its lines, from either end.
    func lines(of file: FileSnapshot?) -> HistorySnapshot {
        HistorySnapshot(file: file, fileURL: fileURL, orderedEnd: 0, firstLines: [:], accepts: accepts)
    }
}
