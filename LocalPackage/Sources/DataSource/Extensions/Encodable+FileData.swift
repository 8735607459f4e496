extension Encodable {
    /// The bytes saved for this value in the file at `url`: JSON with sorted keys and ISO 8601
    /// dates (`pretty` for a file people may open); a value that cannot be encoded is a write that
    /// failed there.
    func fileData(for url: URL, pretty: Bool = false) throws(DataError) -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        do {
            return try encoder.encode(self)
        } catch {
            throw .unwritable(url, reason: String(describing: error))
        }
    }
}
