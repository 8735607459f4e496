import DataSource
import Foundation
import Model
import TestSupport
import Testing

@MainActor struct HistoryTests {
    @Test
    func send_task_RecordsAreListedNewestFirstWithBMIAndCategory() async throws {
        let (url, data) = try historyFile([record(1), record(2, weight: 90)])
        let sut = History(storeDependencies(files: InMemoryFiles(files: [url: data])))
        await sut.send(.task)
        #expect(sut.rows.map(\.record) == [record(2, weight: 90), record(1)])
        #expect(sut.rows.map(\.bmi) == [29.39, 22.86])
        #expect(sut.rows.map(\.category) == [.overweight, .normal])
    }

    @Test
    func send_task_LimitIsSet_OnlyTheNewestAreKept() async throws {
        let (url, data) = try historyFile([record(1), record(2), record(3)])
        let sut = History(storeDependencies(files: InMemoryFiles(files: [url: data])), limit: 2)
        await sut.send(.task)
        #expect(sut.records.map(\.id) == [record(3).id, record(2).id])
    }

    @Test
    func send_task_ImperialIsChosen_WeightAndHeightInPoundsAndInchesAndBMIBy703() async throws {
        let (url, data) = try historyFile([record(1, weight: 68.038_855_5, height: 165.1)])
        let settings = try JSONEncoder().encode(Preferences(unitSystem: .imperial))
        let files = InMemoryFiles(files: [url: data, dataDirectory.appendingPathComponent("settings.json"): settings])
        let sut = History(storeDependencies(files: files))
        await sut.send(.task)
        let row = try #require(sut.rows.first)
        #expect(abs(row.weight - 150) < 0.000_1)
        #expect(abs(row.height - 65) < 0.000_1)
        #expect(row.bmi == 24.96)  // 703 × 150 / 65²
    }

    @Test
    func send_task_ALineIsCorrupt_ItIsSkippedNamedAndLeftInTheFile() async throws {
        let (url, data) = try historyFile([record(1), record(2)])
        var lines = data.split(separator: UInt8(ascii: "\n")).map { Data($0) }
        lines.insert(Data("{\"date\": tru".utf8), at: 1)
        let corrupt = Data(lines.map { $0 + Data("\n".utf8) }.joined())
        let files = InMemoryFiles(files: [url: corrupt])
        let sut = History(storeDependencies(files: files))
        await sut.send(.task)
        #expect(sut.records.map(\.id) == [record(2).id, record(1).id])
        #expect(sut.undecodableLines == [2])
        #expect(files.contents(of: url) == corrupt)
    }

    @Test
    func send_deleteButtonTapped_RecordIsRemovedAndStaysRemovedAfterReload() async throws {
        let (url, data) = try historyFile([record(1), record(2)])
        let files = InMemoryFiles(files: [url: data])
        let sut = History(storeDependencies(files: files))
        await sut.send(.task)
        await sut.send(.deleteButtonTapped(record(1).id))
        #expect(sut.records.map(\.id) == [record(2).id])
        let reloaded = History(storeDependencies(files: files))
        await reloaded.send(.task)
        #expect(reloaded.records.map(\.id) == [record(2).id])
    }

    @Test
    func send_deleteButtonTapped_TheLatestIsDeleted_TheOneBeforeBecomesTheLatest() async throws {
        let (url, data) = try historyFile([record(1), record(2)])
        let appStateClient = AppStateClient(AppState(latestRecord: SharedStream(record(2))))
        let sut = History(storeDependencies(files: InMemoryFiles(files: [url: data]), appStateClient: appStateClient))
        await sut.send(.task)
        await sut.send(.deleteButtonTapped(record(2).id))
        #expect(appStateClient.withLock { $0.latestRecord }.value == record(1))
    }

    @Test
    func send_deleteButtonTapped_UnknownID_NothingIsWritten() async throws {
        let (url, data) = try historyFile([record(1)])
        let files = InMemoryFiles(files: [url: data])
        let sut = History(storeDependencies(files: files))
        await sut.send(.task)
        await sut.send(.deleteButtonTapped(record(9).id))
        #expect(files.contents(of: url) == data)
    }

    @Test
    func send_onDisappear_RecordsAreKept() async throws {
        let (url, data) = try historyFile([record(1)])
        let sut = History(storeDependencies(files: InMemoryFiles(files: [url: data])))
        await sut.send(.task)
        await sut.send(.onDisappear)
        #expect(sut.records.count == 1)
    }

    @Test
    func send_backButtonTapped_IsReportedToTheParent() async {
        let reported = LockIsolated<[String]>([])
        let sut = History(storeDependencies()) { action in reported.withValue { $0.append("\(action)") } }
        await sut.send(.backButtonTapped)
        #expect(reported.value == ["backButtonTapped"])
    }

    @Test
    func send_quitButtonTapped_IsReportedToTheParent() async {
        let reported = LockIsolated<[String]>([])
        let sut = History(storeDependencies()) { action in reported.withValue { $0.append("\(action)") } }
        await sut.send(.quitButtonTapped)
        #expect(reported.value == ["quitButtonTapped"])
    }
}
