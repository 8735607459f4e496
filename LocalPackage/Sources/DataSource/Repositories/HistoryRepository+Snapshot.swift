/// The history held open: as readers see it, and for output of any size (see `HistorySnapshot`).
extension HistoryRepository {
    /// The history held open, and how many bytes at its end are a save under way rather than the
    /// file's (0 when none is).
    struct Opened {
        let file: FileSnapshot?
        let pending: Int
    }

    /// The history as a reader sees it: with the record of a save under way, or one a kill cut
    /// short (`SaveJournal`), as one more line at its end, unless it is there already (a save
    /// appends it last, and the next write finishes or withdraws it).
    func openAsSaved() throws(DataError) -> Opened {
        let file = try directory.open(fileURL)
        guard let journalRules, let record = try SaveJournal.pending(in: directory, journalRules)?.record else {
            return Opened(file: file, pending: 0)
        }
        var line = try record.fileData(for: fileURL)
        line.append(UInt8(ascii: "\n"))
        guard let file, file.size > 0 else {
            return Opened(file: FileSnapshot(size: 0) { _, _ in Data() }.appending(line), pending: line.count)
        }
        var isThere = false
        let decoder = HistoryLineDecoder()
        try lines(of: file).eachLineFromEnd(from: 0, to: file.size) { text, _, _ in
            if case .record(let last) = decoder.decode(text) { isThere = last.id == record.id }
            return false
        }
        guard !isThere else { return Opened(file: file, pending: 0) }
        // Appends start on a line of their own.
        if try lines(of: file).read(from: file.size - 1, count: 1) != Data("\n".utf8) {
            line.insert(UInt8(ascii: "\n"), at: 0)
        }
        return Opened(file: file.appending(line), pending: line.count)
    }

    /// The history as it is now, held open, to be read at any pace (`bmi export`,
    /// `bmi history --json`): opened, and its order learnt, which a file not stamped costs one
    /// pass over it (its records not kept; the order is stamped).
    public func snapshot() async throws(DataError) -> HistorySnapshot {
        try directory.whileReading(ifMissing: lines(of: nil)) { () throws(DataError) in
            let opened = try openAsSaved()
            guard let file = opened.file else { return lines(of: nil) }
            let size = file.size
            // A save under way is one more record at the end, whatever its date.
            if let stamp = file.openedStamp, let unordered = orderMark.unorderedBytes(of: stamp),
                let firstLines = orderMark.firstLines(of: stamp), unordered + opened.pending <= size
            {
                return HistorySnapshot(
                    file: file, fileURL: fileURL, orderedEnd: size - unordered - opened.pending,
                    firstLines: firstLines, accepts: accepts)
            }
            let (_, orderedEnd, firstLines) = try decode(keepingRecords: false, size: size) {
                (body) throws(DataError) in
                try lines(of: file).eachLine(from: 0, to: size) { line, number, start in
                    body(line, number, start)
                    return true
                }
            }
            if opened.pending == 0, file.openedStamp != nil {
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
