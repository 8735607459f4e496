#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One value saved as a JSON file in the data directory, with the rules every saved file keeps:
/// the directory is made private on first save, writes are atomic and private, and a file that
/// cannot be decoded, or decodes to a value `accepts` refuses (the rules typed input keeps), is
/// never replaced unseen: `load` reports it and leaves it alone, and the next `save` first moves it
/// aside to `<name>.corrupt-<UTC time>` so its bytes are kept.
public struct JSONFile<Value: Codable & Sendable>: Sendable {
    public let url: URL
    let files: DataFiles
    private let accepts: @Sendable (Value) -> Bool
    private let dataClient: DataClient
    private let fileManagerClient: FileManagerClient
    private let dateClient: DateClient

    public init(
        _ dataClient: DataClient,
        _ fileManagerClient: FileManagerClient,
        _ fileLockClient: FileLockClient,
        _ dateClient: DateClient,
        url: URL,
        accepting accepts: @escaping @Sendable (Value) -> Bool
    ) {
        self.accepts = accepts
        self.files = DataFiles(
            dataClient: dataClient, fileManagerClient: fileManagerClient, fileLockClient: fileLockClient)
        self.dataClient = dataClient
        self.fileManagerClient = fileManagerClient
        self.dateClient = dateClient
        self.url = url
    }

    /// The saved value, or `nil` when there is no file yet.
    public func load() throws(DataError) -> Value? {
        let data = try files.whileLockedForReading(directory, ifMissing: nil) { () throws(DataError) in try read() }
        guard let data else { return nil }
        guard let value = decode(data) else { throw .undecodable(url) }
        return value
    }

    /// Saves the value, first moving aside a file that cannot be decoded.
    public func save(_ value: Value) throws(DataError) {
        try files.whileLocked(directory) { () throws(DataError) in try saveLocked(value) }
    }

    /// Reads the saved value (or `initial` when there is none, or it is moved aside as
    /// undecodable), changes it and saves it, all under the lock: a change another process saved
    /// in between is kept, not overwritten with a copy loaded earlier. Returns what was saved.
    public func update(initial: Value, _ change: (inout Value) -> Void) throws(DataError) -> Value {
        try files.whileLocked(directory) { () throws(DataError) in
            try setAsideIfUnusable()
            var value = try read().flatMap(decode) ?? initial
            change(&value)
            try saveLocked(value)
            return value
        }
    }

    var directory: URL {
        url.deletingLastPathComponent()
    }

    /// The save itself; the caller holds the lock.
    func saveLocked(_ value: Value) throws(DataError) {
        try setAsideIfUnusable()
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            data = try encoder.encode(value)
        } catch {
            throw .unwritable(url, reason: String(describing: error))
        }
        do {
            try dataClient.write(data, url)
        } catch {
            throw .unwritable(url, reason: error.reason)
        }
    }

    /// No saved value of ours comes near this size: a larger file is refused unread.
    static var sizeLimit: Int { 64 * 1024 }

    func read() throws(DataError) -> Data? {
        try files.read(url, limit: Self.sizeLimit)
    }

    /// Whether a value keeps the rules given at `init`.
    func keepsRules(_ value: Value) -> Bool {
        accepts(value)
    }

    /// The value in `data` if it decodes and keeps the rules; `nil` otherwise.
    private func decode(_ data: Data) -> Value? {
        do {
            let value = try JSONDecoder().decode(Value.self, from: data)
            return accepts(value) ? value : nil
        } catch {
            return nil
        }
    }

    /// Moves aside a file that does not decode, or is too large to read; the caller holds the lock.
    func setAsideIfUnusable() throws(DataError) {
        do {
            guard let data = try read(), decode(data) == nil else { return }
        } catch {
            guard case .tooLarge = error else { throw error }
        }
        try setAside(url)
    }

    /// Moves a file that cannot be used to `<name>.corrupt-<UTC time>` beside it, so its bytes are
    /// kept and its name is free. The caller holds the lock.
    @discardableResult
    func setAside(_ url: URL) throws(DataError) -> URL {
        let destination = quarantineURL(for: url)
        do {
            try fileManagerClient.moveItem(url, destination)
        } catch {
            throw .unwritable(destination, reason: error.reason)
        }
        return destination
    }

    /// `person.json.corrupt-20261121T180300Z`, then `…Z-2`, `…Z-3` if that name is taken.
    private func quarantineURL(for url: URL) -> URL {
        let stamp = dateClient.now().formatted(
            Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt)
        )
        let base = url.lastPathComponent + .keptAsideInfix + stamp
        var candidate = url.deletingLastPathComponent().appendingPathComponent(base)
        var suffix = 2
        var isDirectory = false
        while fileManagerClient.fileExists(candidate.path, &isDirectory) {
            candidate = url.deletingLastPathComponent().appendingPathComponent("\(base)-\(suffix)")
            suffix += 1
        }
        return candidate
    }
}
