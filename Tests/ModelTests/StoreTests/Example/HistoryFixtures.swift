import DataSource
import Foundation

/// A record numbered `number`: its id ends in the number, its date is `number` minutes after the fixed clock.
func record(_ number: Int, weight: Double = 70, height: Double = 175, name: String? = nil) -> BMIRecord {
    BMIRecord(
        id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", number))!,
        date: Date(timeIntervalSince1970: 1_795_284_180 + Double(number) * 60),
        weight: weight,
        height: height,
        name: name
    )
}

/// A history file holding `records`, oldest first.
func historyFile(_ records: [BMIRecord]) throws -> (URL, Data) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let lines = try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }
    return (dataDirectory.appendingPathComponent("history.jsonl"), Data(lines.joined().utf8))
}
