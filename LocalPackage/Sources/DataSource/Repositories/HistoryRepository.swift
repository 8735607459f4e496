import Foundation

/// Every saved record, `history.jsonl` in the data directory: one JSON object per line, only
/// ever appended to. Deleting a record appends a line that says so.
public struct HistoryRepository: Sendable {
    public let fileURL: URL
    let files: DataFiles
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
        self.accepts = accepts
    }

    /// Whether a record keeps the rules given at `init`.
    func keepsRules(_ record: BMIRecord) -> Bool {
        accepts(record)
    }

    var directory: URL {
        fileURL.deletingLastPathComponent()
    }

    /// The records still there, in file order. A line that cannot be read, or holds a record
    /// outside the rules, is skipped and named in `undecodableLines`; it stays in the file as it
    /// is (the file is never rewritten).
    public func load() throws(DataError) -> HistoryLoad {
        let data = try files.whileLockedForReading(directory) { () throws(DataError) in try files.read(fileURL) }
        return decode(data)
    }

    /// The history as it is now; the caller holds the lock.
    func loadLocked() throws(DataError) -> HistoryLoad {
        decode(try files.read(fileURL))
    }

    private func decode(_ data: Data?) -> HistoryLoad {
        var load = HistoryLoad(records: [], undecodableLines: [], fileURL: fileURL)
        guard let data else { return load }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var deleted: Set<BMIRecord.ID> = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
            do {
                switch try decoder.decode(HistoryLine.self, from: Data(line)) {
                case .record(let record) where accepts(record): load.records.append(record)
                case .record: load.undecodableLines.append(index + 1)
                case .deletion(let id): deleted.insert(id)
                }
            } catch {
                load.undecodableLines.append(index + 1)
            }
        }
        load.records.removeAll { deleted.contains($0.id) }
        return load
    }

    public func append(_ record: BMIRecord) throws(DataError) {
        try append(.record(record))
    }

    public func delete(_ id: BMIRecord.ID) throws(DataError) {
        try append(.deletion(id))
    }

    private func append(_ line: HistoryLine) throws(DataError) {
        let bytes = try encoded(line)
        try files.whileLocked(directory) { () throws(DataError) in try appendLocked(bytes) }
    }

    /// One line of the file, with its line end.
    func encoded(_ line: HistoryLine) throws(DataError) -> Data {
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
    func appendLocked(_ bytes: Data) throws(DataError) {
        do {
            try files.dataClient.append(bytes, fileURL)
        } catch {
            throw .unwritable(fileURL, reason: error.localizedDescription)
        }
    }
}
