/// One line of `history.jsonl` as read: a record saved, or (in files written before deletion
/// rewrote the file) a record deleted. A line is written as its record alone.
public enum HistoryLine: Decodable, Sendable, Equatable {
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

}
