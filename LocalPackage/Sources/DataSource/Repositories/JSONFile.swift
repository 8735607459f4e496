/// One value saved as a JSON file in the data directory, with the rules every saved file keeps:
/// writes are atomic and private, and a file that cannot be decoded, or decodes to a value
/// `accepts` refuses (the rules typed input keeps), is never replaced unseen: `load` reports it and
/// leaves it alone, and the next `save` first moves it aside to `<name>.corrupt-<UTC time>` so its
/// bytes are kept.
public struct JSONFile<Value: Codable & Sendable>: Sendable {
    public let url: URL
    private let directory: DataDirectory
    /// The rules a value read back must keep (those of typed input).
    let accepts: @Sendable (Value) -> Bool

    public init(_ file: DataFile, in directory: DataDirectory, accepting accepts: @escaping @Sendable (Value) -> Bool) {
        self.init(directory.url(of: file), in: directory, accepting: accepts)
    }

    /// At `url`, a file of `directory` declared apart from `DataFile`.
    init(_ url: URL, in directory: DataDirectory, accepting accepts: @escaping @Sendable (Value) -> Bool) {
        self.url = url
        self.directory = directory
        self.accepts = accepts
    }

    /// The saved value, or `nil` when there is no file yet. Read without the lock: the file is only
    /// ever replaced whole.
    public func load() async throws(DataError) -> Value? {
        let data = try directory.whileReading(ifMissing: nil) { () throws(DataError) in
            try directory.read(url, limit: Self.sizeLimit)
        }
        guard let data else { return nil }
        guard let value = decode(data) else { throw .undecodable(url) }
        return value
    }

    /// Saves the value, first moving aside a file that cannot be decoded.
    public func save(_ value: Value) async throws(DataError) {
        try await directory.whileLocked { lock throws(DataError) in try save(value, lock) }
    }

    /// Reads the saved value (or `initial` when there is none, or it is moved aside as
    /// undecodable), changes it and saves it, all under the lock: a change another process saved
    /// in between is kept, not overwritten with a copy loaded earlier. Returns what was saved.
    public func update(initial: Value, _ change: @Sendable (inout Value) -> Void) async throws(DataError) -> Value {
        try await directory.whileLocked { lock throws(DataError) in
            try setAsideIfUnusable(lock)
            var value = try read(lock).flatMap(decode) ?? initial
            change(&value)
            try save(value, lock)
            return value
        }
    }

    public func save(_ value: Value, _ lock: DataDirectory.Lock) throws(DataError) {
        try setAsideIfUnusable(lock)
        try directory.write(try value.fileData(for: url, pretty: true), to: url, lock)
    }

    /// No saved value of ours comes near this size: a larger file is refused unread.
    public static var sizeLimit: Int { 64 * 1024 }

    /// The file's bytes as they are; after `setAsideIfUnusable`, only ever a usable value's, or
    /// `nil` for no file.
    public func read(_ lock: DataDirectory.Lock) throws(DataError) -> Data? {
        try directory.read(url, limit: Self.sizeLimit)
    }

    /// The value in `data` if it decodes and keeps the rules; `nil` otherwise: what `load` makes of
    /// the file's bytes.
    public func decode(_ data: Data) -> Value? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .existingISO8601  // as `fileData` writes dates
        guard let value = try? decoder.decode(Value.self, from: data), accepts(value) else { return nil }
        return value
    }

    /// Moves aside a file that does not decode, or is too large to read.
    public func setAsideIfUnusable(_ lock: DataDirectory.Lock) throws(DataError) {
        do {
            guard let data = try read(lock), decode(data) == nil else { return }
        } catch {
            guard case .tooLarge = error else { throw error }
        }
        try directory.setAside(url, lock)
    }
}
