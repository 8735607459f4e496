import DataSource
import Foundation
import TestSupport
import Testing

/// The history file at any size: the newest records read from its end, lines read by hand or by
/// JSONDecoder meaning the same, and writing that keeps the file in date order.
struct HistoryRepositoryTests {
    private let directory = URL(fileURLWithPath: "/test-data")
    private var fileURL: URL { directory.appendingPathComponent("history.jsonl") }

    /// The files' data client, adding to `read` every byte of the history read.
    private func counting(_ files: InMemoryFiles, _ read: LockIsolated<Int>) -> DataClient {
        var counting = files.dataClient
        counting.open = { url in
            let file = try files.dataClient.open(url)
            guard url.lastPathComponent == "history.jsonl" else { return file }
            return FileSnapshot(
                size: file.size,
                read: { offset, count in
                    read.withValue { $0 += count }
                    return try file.read(from: offset, count: count)
                }, stamp: { file.openedStamp.map { ($0, true) } })
        }
        return counting
    }

    @Test
    func newest_ALargeHistoryKnownInOrder_ReadsOnlyTheEndOfTheFile() async throws {
        let files = InMemoryFiles(files: [fileURL: lines((1...20_000).map { record($0) })])
        _ = try await repository(files).load()  // finds it in order, and stamps it so
        let read = LockIsolated(0)
        let page = try await repository(files, dataClient: counting(files, read)).newest(3, skipping: 2)
        #expect(page.records == [record(19_998), record(19_997), record(19_996)])
        #expect(page.hasOlder)
        #expect(read.value <= 16 * 1024)  // the first window, not the file's 2 MB
    }

    /// A guest weighed once, on the page: reading back for their earlier records (the trend's)
    /// stops at their first record, which the order mark says is where they are, not at the start
    /// of the file.
    @Test
    func newest_APersonOnThePageWithOneRecord_ReadsBackOnlyForThoseWhoHaveEarlierOnes() async throws {
        var guest = record(20_001)
        guest.name = "Guest"
        let files = InMemoryFiles(files: [fileURL: lines((1...20_000).map { record($0) })])
        let sut = repository(files)
        _ = try await sut.load()  // stamps its order and where each person starts
        try await sut.append(guest)
        let read = LockIsolated(0)
        // Records a minute apart: 400 at most, within a day.
        let query = HistoryQuery(earlier: .init(span: 86_400, count: 400))
        let page = try await repository(files, dataClient: counting(files, read)).newest(2, query)
        #expect(page.records == [guest, record(20_000)])
        // The unnamed records' 400 earlier ones, and nothing more for the guest.
        #expect(page.earlier.count >= 400 && page.earlier.count < 1_000)
        #expect(read.value < 400 * 1024, "\(read.value) bytes of a 2 MB history")
        // A page of the guest's records alone ends at their first; one of someone with none is
        // not read at all.
        read.withValue { $0 = 0 }
        let guests = try await repository(files, dataClient: counting(files, read)).newest(
            5, HistoryQuery(person: PersonName("guest")))
        #expect(guests.records == [guest] && !guests.hasOlder)
        #expect(read.value <= 16 * 1024)
        read.withValue { $0 = 0 }
        let nobody = try await repository(files, dataClient: counting(files, read)).newest(
            5, HistoryQuery(person: PersonName("Zed")))
        #expect(nobody.records.isEmpty && read.value == 0)
    }

    @Test
    func newest_DeletionsAndDamagedLinesNearTheEnd_MeanWhatAFullLoadSaysAndAreNumberedInTheFile() async throws {
        let body = lines((1...3_000).map { record($0) })
        let tail = Data("{\"deleted\":\"\(record(2_999).id)\"}\n{\"date\": tru\n".utf8)
        let files = InMemoryFiles(files: [fileURL: body + tail])
        let sut = repository(files)
        let page = try await sut.newest(2)
        let full = try await sut.load()
        #expect(page.records == [record(3_000), record(2_998)])
        #expect(page.undecodableLines == [3_002])
        #expect(full.undecodableLines == [3_002])
        #expect(Array(full.records.suffix(2)) == [record(2_998), record(3_000)])
    }

    @Test
    func newest_AFileOutOfDateOrder_IsReadWholeAndAgreesWithAFullLoad() async throws {
        // Written by hand (or by a version before date order): the newest record is not last,
        // and a deletion comes before the record it deletes.
        let deletion = Data("{\"deleted\":\"\(record(4).id)\"}\n".utf8)
        let files = InMemoryFiles(files: [fileURL: deletion + lines([record(3), record(1), record(4), record(2)])])
        let sut = repository(files)
        await #expect(try sut.newest(1).records == [record(3)])
        await #expect(try sut.newest(5).records == [record(3), record(2), record(1)])
        let page = try await sut.newest(1, skipping: 1)
        #expect(page.records == [record(2)])
        #expect(page.hasOlder)
    }

    @Test
    func newest_AnOlderVersionsFileWithTheNewestRecordFirst_GivesWhatAFullLoadGives() async throws {
        // The second outside attack's file: record 5 is the newest but first, and 4 is deleted
        // before it is written; reading from the end alone showed 4 and missed 5.
        let deletion = Data("{\"deleted\":\"\(record(4).id)\"}\n".utf8)
        let files = InMemoryFiles(
            files: [fileURL: lines([record(5), record(1), record(2)]) + deletion + lines([record(3), record(4)])])
        let sut = repository(files)
        await #expect(try sut.newest(1).records == [record(5)])
        await #expect(try sut.newest(2).records == [record(5), record(3)])
        await #expect(try sut.newest(2, skipping: 2).records == [record(2), record(1)])
        try await sut.append(record(6))  // a save to a file not known in order does not vouch for it
        await #expect(try sut.newest(2).records == [record(6), record(5)])
    }

    @Test
    func newest_AFileEditedAfterTheAppWroteIt_IsReadWholeAgain() async throws {
        let files = InMemoryFiles()
        let sut = repository(files)
        for number in 1...4 { try await sut.append(record(number)) }
        await #expect(try sut.newest(1).records == [record(4)])
        // By hand, after the app's last write: a newer record at the top.
        let edited = lines([record(9)]) + (files.contents(of: fileURL) ?? Data())
        try files.dataClient.write(edited, fileURL)
        await #expect(try sut.newest(2).records == [record(9), record(4)])
    }

    @Test
    func newest_MoreThanTheHistoryHolds_GivesAllNewestFirstAndNoOlder() async throws {
        let files = InMemoryFiles(files: [fileURL: lines([record(1), record(2)])])
        let page = try await repository(files).newest(Int.max)
        #expect(page.records == [record(2), record(1)])
        #expect(!page.hasOlder)
        await #expect(try repository(InMemoryFiles()).newest(5).records == [])
    }

    @Test
    func append_ARecordOlderThanTheNewest_IsAppendedAndPagesStayNewestFirst() async throws {
        let handWritten = Data(
            "{ \"weight\": 70, \"height\": 175, \"id\": \"\(record(1).id)\", \"date\": \"2026-11-21T18:04:00Z\" }\n"
                .utf8)
        let before = handWritten + lines([record(3)])
        let files = InMemoryFiles(files: [fileURL: before])
        let sut = repository(files)
        try await sut.append(record(2))
        try await sut.append(record(4))
        await #expect(try sut.load().records == [record(1), record(3), record(2), record(4)])
        await #expect(try sut.newest(1).records == [record(4)])
        await #expect(try sut.newest(2, skipping: 1).records == [record(3), record(2)])
        try await sut.append(record(0))
        await #expect(try sut.newest(10).records == [record(4), record(3), record(2), record(1), record(0)])
        let after = try #require(files.contents(of: fileURL))
        #expect(after == before + lines([record(2), record(4), record(0)]))
    }

    @Test
    func append_TwoSavesInOneSecond_StayInTheOrderTheyWereMadeWhateverTheSecondRoundsTo() async throws {
        let files = InMemoryFiles()
        let sut = repository(files)
        var first = record(1)
        var second = record(2)
        first.date = Date(timeIntervalSince1970: 1_795_284_180.6)
        second.date = Date(timeIntervalSince1970: 1_795_284_180.7)
        try await sut.append(first)
        try await sut.append(second)
        await #expect(try sut.newest(2).records.map(\.id) == [second.id, first.id])
        await #expect(try sut.load().records.map(\.id) == [first.id, second.id])
    }

    @Test(arguments: [
        // The shape this app writes, read by hand:
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","weight":70.5}"#,
        #"{"deleted":"00000000-0000-0000-0000-00000000000a"}"#,
        #"{"date":"2024-02-29T23:59:59Z","height":1.5e2,"id":"abcdefab-0000-0000-0000-000000000001","weight":-0}"#,
        // Anything else goes to JSONDecoder, and means what it always did:
        #"{"date":"2026-11-21T18:04:00+09:00","height":175,"id":"00000000-0000-0000-0000-000000000001","weight":70}"#,
        #"{ "id":"00000000-0000-0000-0000-000000000001","date":"2026-11-21T18:04:00Z","weight":70,"height":175 }"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","weight":070}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-00000000000G","weight":70}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":1e999,"id":"00000000-0000-0000-0000-000000000001","weight":70}"#,
        #"{"deleted":"00000000-0000-0000-0000-000000000001"} "#,
        #"{"deleted":"00000000-0000-0000-0000-000000000001","date":"x"}"#,
        // Names, as the encoder writes them (read by hand) and as it escapes them (JSONDecoder):
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","name":"Ann","weight":70}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","name":"","weight":70}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","name":"山田 花子","weight":70}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","name":"Lee, "Sam"","weight":70}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","name":"a\/bé","weight":70}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","name":"a"#
            + "\t" + #"b","weight":70}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","name":null,"weight":70}"#,
        #"{"date":"2026-11-21T18:04:00Z","height":175,"id":"00000000-0000-0000-0000-000000000001","name":"Ann,"weight":70}"#,
    ])
    func decode_AnyLine_MeansWhatJSONDecoderSays(_ line: String) throws {
        // NB: a raw tab inside a string is not JSON; both paths refuse it.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let expected = try? decoder.decode(HistoryLine.self, from: Data(line.utf8))
        let bytes = Array(line.utf8)
        bytes.withUnsafeBytes { buffer in
            #expect(HistoryLineDecoder().decode(buffer) == expected)
            if let fast = HistoryLineDecoder.fast(buffer) { #expect(fast == expected) }
        }
    }

    @Test(arguments: [
        "2026-02-30T18:04:00Z", "2026-11-21T24:00:00Z", "2026-11-21T18:60:00+09:00", "0070-11-21T10:00:00Z",
        "1899-12-31T23:59:59Z",
    ])
    func decode_ADateThatDoesNotExist_IsADamagedLine(_ date: String) {
        // JSONDecoder's `.iso8601` would read these as another day; both paths refuse them.
        for spacing in ["", " "] {
            let line =
                #"{"date":\#(spacing)"\#(date)","height":175,"id":"00000000-0000-0000-0000-000000000001","weight":70}"#
            Array(line.utf8).withUnsafeBytes { buffer in
                #expect(HistoryLineDecoder().decode(buffer) == nil, "\(line)")
            }
        }
    }

    private func repository(_ files: InMemoryFiles, dataClient: DataClient? = nil) -> HistoryRepository {
        HistoryRepository(
            DataDirectory(
                directory, dataClient ?? files.dataClient, files.fileManagerClient, files.fileLockClient, .fixed()),
            accepting: { _ in true })
    }

    /// Lines as this app writes them (sorted keys, dates to the second).
    private func lines(_ records: [BMIRecord]) -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return Data(records.flatMap { (try! encoder.encode($0)) + Data("\n".utf8) })
    }

    /// A record numbered `number`: its id ends in the number, its date is `number` minutes after 2026-11-21 18:03 UTC.
    private func record(_ number: Int) -> BMIRecord {
        let hex = String(number, radix: 16)
        return BMIRecord(
            id: UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)!,
            date: Date(timeIntervalSince1970: 1_795_284_180 + Double(number) * 60),
            weight: 70,
            height: 175
        )
    }
}
