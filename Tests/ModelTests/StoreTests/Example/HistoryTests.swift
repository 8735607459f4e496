import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// Each action through a TestStore where the state is the point: every property it changes is stated.
@MainActor struct HistoryTests {
    @Test
    func send_task_RecordsAreListedNewestFirstWithBMIAndCategory() async throws {
        let (url, data) = try historyFile([record(1), record(2, weight: 90)])
        let sut = TestStore { History(storeDependencies(files: InMemoryFiles(files: [url: data])), action: $0) }
        await sut.send(.task) {
            $0.records = [record(2, weight: 90), record(1)]
        }
        #expect(sut.store.rows.map(\.bmi) == [29.39, 22.86])
        #expect(sut.store.rows.map(\.category) == [.overweight, .normal])
    }

    @Test
    func send_task_APageSizeIsSet_OnlyTheNewestPageIsShown() async throws {
        let (url, data) = try historyFile([record(1), record(2), record(3)])
        let sut = TestStore {
            History(storeDependencies(files: InMemoryFiles(files: [url: data])), pageSize: 2, action: $0)
        }
        await sut.send(.task) {
            $0.records = [record(3), record(2)]
            $0.earlier = [record(1)]  // for their change and trend
            $0.hasOlder = true
        }
    }

    /// A terminal resized: the page holding the first record shown, at the new size, read again.
    @Test
    func send_pageSizeChanged_OnTheSecondPage_ShowsThePageHoldingItsFirstRecord() async throws {
        let (url, data) = try historyFile((1...5).map { record($0) })
        let sut = TestStore {
            History(storeDependencies(files: InMemoryFiles(files: [url: data])), pageSize: 2, action: $0)
        }
        await sut.send(.task) {
            $0.records = [record(5), record(4)]
            $0.earlier = [record(3), record(2), record(1)]
            $0.hasOlder = true
        }
        await sut.send(.olderPageButtonTapped) {
            $0.page = 1
            $0.records = [record(3), record(2)]
            $0.earlier = [record(1)]
        }
        // Records 3 and 2 were numbered 3 and 4: at 4 a page, record 3 is on the first page.
        await sut.send(.pageSizeChanged(4)) {
            $0.pageSize = 4
            $0.page = 0
            $0.records = [record(5), record(4), record(3), record(2)]
            $0.earlier = [record(1)]
        }
    }

    /// 90 a day before three records of one moment (80, 82, 84): every page shows that moment's
    /// trend, 90 + 0.1 × (82 − 90), wherever the pages cut the moment.
    @Test
    func send_olderPageButtonTapped_APageStartsInsideAMoment_ItsRecordsShowTheMomentsTrend() async throws {
        let moment = { (number: Int, weight: Double) in
            var made = record(number, weight: weight)
            made.date = record(2).date
            return made
        }
        let (url, data) = try historyFile([
            record(1, weight: 90).day(before: record(2)), moment(2, 80), moment(3, 82), moment(4, 84),
        ])
        let sut = TestStore {
            History(storeDependencies(files: InMemoryFiles(files: [url: data])), pageSize: 2, action: $0)
        }
        await sut.send(.task) {
            $0.records = [moment(4, 84), moment(3, 82)]
            $0.earlier = [moment(2, 80), record(1, weight: 90).day(before: record(2))]
            $0.hasOlder = true
        }
        #expect(sut.store.rows.map { ($0.trend * 100).rounded() / 100 } == [89.2, 89.2])
        await sut.send(.olderPageButtonTapped) {
            $0.page = 1
            $0.records = [moment(2, 80), record(1, weight: 90).day(before: record(2))]
            $0.earlier = []
            $0.later = [moment(4, 84), moment(3, 82)]
            $0.hasOlder = false
        }
        #expect(sut.store.rows.map { ($0.trend * 100).rounded() / 100 } == [89.2, 90])
    }

    @Test
    func send_task_ImperialIsChosen_WeightAndHeightInPoundsAndInchesAndTheSameBMI() async throws {
        let (url, data) = try historyFile([record(1, weight: 68.038_855_5, height: 165.1)])
        let settings = try JSONEncoder().encode(Preferences(unitSystem: .imperial))
        let files = InMemoryFiles(files: [url: data, dataDirectory.appendingPathComponent("settings.json"): settings])
        let sut = History(storeDependencies(files: files))
        await sut.send(.task)
        let row = try #require(sut.rows.first)
        #expect(row.shown.weight == 150)
        #expect(row.shown.height == 65)
        #expect(row.bmi == 24.96)  // from 68.04 kg and 165.1 cm, as in metric
    }

    @Test
    func send_task_ALineIsCorrupt_ItIsSkippedNamedAndLeftInTheFile() async throws {
        let (url, data) = try historyFile([record(1), record(2)])
        var lines = data.split(separator: UInt8(ascii: "\n")).map { Data($0) }
        lines.insert(Data("{\"date\": tru".utf8), at: 1)
        let corrupt = Data(lines.map { $0 + Data("\n".utf8) }.joined())
        let files = InMemoryFiles(files: [url: corrupt])
        let sut = TestStore { History(storeDependencies(files: files), action: $0) }
        await sut.send(.task) {
            $0.records = [record(2), record(1)]
            $0.undecodableLines = [2]
        }
        #expect(files.contents(of: url) == corrupt)
    }

    @Test
    func send_deleteButtonTapped_RecordIsRemovedAndStaysRemovedAfterReload() async throws {
        let (url, data) = try historyFile([record(1), record(2)])
        let files = InMemoryFiles(files: [url: data])
        let sut = TestStore { History(storeDependencies(files: files, appStateClient: AppStateClient()), action: $0) }
        await sut.send(.task) {
            $0.records = [record(2), record(1)]
        }
        await sut.send(.deleteButtonTapped(record(1))) {
            $0.records = [record(2)]
        }
        let reloaded = History(storeDependencies(files: files))
        await reloaded.send(.task)
        #expect(reloaded.records.map(\.id) == [record(2).id])
    }

    @Test
    func send_deleteButtonTapped_TheLatestIsDeleted_TheOneBeforeBecomesTheLatest() async throws {
        let (url, data) = try historyFile([record(1), record(2)])
        let appStateClient = AppStateClient(AppState(example: ExampleState(latestRecord: SharedStream(record(2)))))
        let sut = History(storeDependencies(files: InMemoryFiles(files: [url: data]), appStateClient: appStateClient))
        await sut.send(.task)
        await sut.send(.deleteButtonTapped(record(2)))
        #expect(appStateClient.withLock { $0.example.latestRecord }.value == record(1))
    }

    @Test
    func send_deleteButtonTapped_UnknownID_NothingIsWritten() async throws {
        let (url, data) = try historyFile([record(1)])
        let files = InMemoryFiles(files: [url: data])
        let sut = TestStore { History(storeDependencies(files: files), action: $0) }
        await sut.send(.task) {
            $0.records = [record(1)]
        }
        await sut.send(.deleteButtonTapped(record(9)))
        #expect(files.contents(of: url) == data)
    }

    @Test
    func send_onDisappear_RecordsAreKept() async throws {
        let (url, data) = try historyFile([record(1)])
        let sut = TestStore { History(storeDependencies(files: InMemoryFiles(files: [url: data])), action: $0) }
        await sut.send(.task) {
            $0.records = [record(1)]
        }
        await sut.send(.onDisappear)
    }

    @Test
    func send_olderAndNewerPage_EachPageHoldsTheNextRecordsAndSaysWhetherOlderOnesFollow() async throws {
        let (url, data) = try historyFile((1...5).map { record($0) })
        let sut = TestStore {
            History(storeDependencies(files: InMemoryFiles(files: [url: data])), pageSize: 2, action: $0)
        }
        await sut.send(.task) {
            $0.records = [record(5), record(4)]
            $0.earlier = [record(3), record(2), record(1)]
            $0.hasOlder = true
        }
        #expect(sut.store.firstNumber == 1)
        await sut.send(.olderPageButtonTapped) {
            $0.page = 1
            $0.records = [record(3), record(2)]
            $0.earlier = [record(1)]
        }
        #expect(sut.store.firstNumber == 3)
        await sut.send(.olderPageButtonTapped) {
            $0.page = 2
            $0.records = [record(1)]
            $0.earlier = []
            $0.hasOlder = false
        }
        await sut.send(.olderPageButtonTapped)  // no older page: nothing changes
        await sut.send(.newerPageButtonTapped) {
            $0.page = 1
            $0.records = [record(3), record(2)]
            $0.earlier = [record(1)]
            $0.hasOlder = true
        }
    }

    @Test
    func send_deleteButtonTapped_OnALaterPage_ThatRecordGoesAndTheNextOlderMovesUp() async throws {
        let (url, data) = try historyFile((1...5).map { record($0) })
        let files = InMemoryFiles(files: [url: data])
        let sut = TestStore {
            History(storeDependencies(files: files, appStateClient: AppStateClient()), pageSize: 2, action: $0)
        }
        await sut.send(.task) {
            $0.records = [record(5), record(4)]
            $0.earlier = [record(3), record(2), record(1)]
            $0.hasOlder = true
        }
        await sut.send(.olderPageButtonTapped) {
            $0.page = 1
            $0.records = [record(3), record(2)]
            $0.earlier = [record(1)]
        }
        await sut.send(.deleteButtonTapped(record(3))) {
            $0.records = [record(2), record(1)]
            $0.earlier = []
            $0.hasOlder = false
        }
        let reloaded = History(storeDependencies(files: files))
        await reloaded.send(.task)
        #expect(reloaded.records == [record(5), record(4), record(2), record(1)])
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

extension BMIRecord {
    /// The same record, a day before `other`.
    fileprivate func day(before other: BMIRecord) -> BMIRecord {
        var earlier = self
        earlier.date = other.date.addingTimeInterval(-86_400)
        return earlier
    }
}
