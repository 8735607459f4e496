/// Saves add to the history at its end, always: one write, never a rewrite.
extension HistoryRepository {
    /// Appends `record` to the history, whatever the dates already there: one write at the end,
    /// never a rewrite. When it is older than the newest record (a clock set back, or one set
    /// forward for an earlier save), the end of the file is no longer in date order, and the mark
    /// says how much of it to read whole.
    public func append(_ record: BMIRecord, _ lock: DataDirectory.Lock) throws(DataError) {
        var line = try record.fileData(for: fileURL)
        line.append(UInt8(ascii: "\n"))
        let stampBefore = orderMark.currentStamp()
        // No history yet: nothing out of order, and no one's first record.
        let unordered = stampBefore.map(orderMark.unorderedBytes(of:)) ?? 0
        var firstLines = stampBefore.map(orderMark.firstLines(of:)) ?? [:]
        let sizeBefore = stampBefore?.size ?? 0
        var extendsTheOrder = false
        if unordered == 0 { extendsTheOrder = try isNotOlderThanTheNewest(line) }
        try directory.append(line, to: fileURL, lock)
        guard let unordered else { return }
        // A person's first record: where the line goes (at the old end, or just after it).
        if firstLines?[HistoryOrderMark.key(of: record.name)] == nil {
            firstLines?[HistoryOrderMark.key(of: record.name)] = Int(sizeBefore)
        }
        let stampAfter = orderMark.currentStamp()
        let grown = Int((stampAfter?.size ?? 0) - sizeBefore)
        orderMark.record(unordered: extendsTheOrder ? 0 : unordered + grown, firstLines: firstLines, of: stampAfter)
    }

    /// Whether the record `line` holds is dated no earlier than the last record in the file.
    private func isNotOlderThanTheNewest(_ line: Data) throws(DataError) -> Bool {
        let decoder = HistoryLineDecoder()
        // NB: compared as stored, to the second as the line writes it, not as the clock gave it:
        // a save at 10.7 s is not older than one at 10.6 s that the file says is 11 s.
        guard case .record(let stored) = line.dropLast().withUnsafeBytes({ decoder.decode($0) }) else { return false }
        var newest: Date?
        guard let file = try directory.open(fileURL) else { return true }
        try lines(of: file).eachLineFromEnd(from: 0, to: file.size) { text, _, _ in
            guard case .record(let last) = decoder.decode(text) else { return true }
            newest = last.date
            return false
        }
        return newest.map { stored.date >= $0 } ?? true
    }

    public func append(_ record: BMIRecord) async throws(DataError) {
        try await directory.whileLocked { lock throws(DataError) in try append(record, lock) }
    }
}
