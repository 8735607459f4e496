import DataSource
import Foundation
import Model
import TestSupport

/// Dependencies for a store that reads and writes files: the files in memory, a fixed clock and
/// counting ids; everything else unimplemented unless given.
func storeDependencies(
    files: InMemoryFiles = InMemoryFiles(),
    appStateClient: AppStateClient = .testValue,
    terminalClient: TerminalClient = .testValue
) -> AppDependencies {
    .testDependencies(
        appStateClient: appStateClient,
        dataClient: files.dataClient,
        dateClient: .fixed(),
        fileLockClient: files.fileLockClient,
        fileManagerClient: files.fileManagerClient,
        terminalClient: terminalClient,
        uuidClient: .incrementing()
    )
}

let dataDirectory = URL(fileURLWithPath: "/test-data")

func record(_ number: Int, weight: Double = 70, height: Double = 175) -> BMIRecord {
    BMIRecord(
        id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", number))!,
        date: Date(timeIntervalSince1970: 1_795_284_180 + Double(number) * 60),
        weight: weight,
        height: height
    )
}

/// A history file holding `records`, oldest first.
func historyFile(_ records: [BMIRecord]) throws -> (URL, Data) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let lines = try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }
    return (dataDirectory.appendingPathComponent("history.jsonl"), Data(lines.joined().utf8))
}
