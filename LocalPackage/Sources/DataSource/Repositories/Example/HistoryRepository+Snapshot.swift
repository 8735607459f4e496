/// The history held open, for output of any size (see `HistorySnapshot`), and its last line.
extension HistoryRepository {
    /// Whether the history's last line is `record`: a save whose journal is still there has added
    /// its record (`SaveJournal`).
    public func endsWith(_ record: BMIRecord) throws(DataError) -> Bool {
        guard let file = try directory.open(fileURL) else { return false }
        var isLast = false
        let decoder = HistoryLineDecoder()
        try lines(of: file).eachLineFromEnd(from: 0, to: file.size) { line, _, _ in
            if case .record(let last) = decoder.decode(line) { isLast = last == record }
            return false
        }
        return isLast
    }

    /// The history as it is now, held open, to be read at any pace (`bmi export`,
    /// `bmi history --json`): opened, and its order learnt, which a file not stamped costs one
    /// pass over it (its records not kept; the order is stamped).
    public func snapshot() async throws(DataError) -> HistorySnapshot {
        try directory.whileReading(ifMissing: lines(of: nil)) { () throws(DataError) in
            guard let file = try directory.open(fileURL) else { return lines(of: nil) }
            let size = file.size
            if let stamp = file.openedStamp, let unordered = orderMark.unorderedBytes(of: stamp),
                let firstLines = orderMark.firstLines(of: stamp), unordered <= size
            {
                return HistorySnapshot(
                    file: file, fileURL: fileURL, orderedEnd: size - unordered, firstLines: firstLines, accepts: accepts
                )
            }
            let (_, orderedEnd, firstLines) = try decode(keepingRecords: false, size: size) {
                (body) throws(DataError) in
                try lines(of: file).eachLine(from: 0, to: size) { line, number, start in
                    body(line, number, start)
                    return true
                }
            }
            if file.openedStamp != nil {
                orderMark.record(unordered: size - orderedEnd, firstLines: firstLines, of: file.openedStamp)
            }
            return HistorySnapshot(
                file: file, fileURL: fileURL, orderedEnd: orderedEnd, firstLines: firstLines, accepts: accepts)
        }
    }

    /// The history held open, its order not known: for reading its lines, from either end.
    func lines(of file: FileSnapshot?) -> HistorySnapshot {
        HistorySnapshot(file: file, fileURL: fileURL, orderedEnd: 0, firstLines: [:], accepts: accepts)
    }
}
