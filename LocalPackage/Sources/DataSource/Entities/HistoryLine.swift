/// One line of `history.jsonl`: a record saved, or a record deleted. Deleting appends a line too,
/// so the file is only ever appended to.
public enum HistoryLine: Codable, Sendable, Equatable {
    case record(BMIRecord)
    case deletion(BMIRecord.ID)

    private enum CodingKeys: String, CodingKey {
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let id = try container.decodeIfPresent(UUID.self, forKey: .deleted) {
            self = .deletion(id)
        } else {
            self = .record(try BMIRecord(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .record(let record):
            try record.encode(to: encoder)
        case .deletion(let id):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .deleted)
        }
    }
}
