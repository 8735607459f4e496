import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// The tracker's actions through a TestStore: every property each changes is stated.
@MainActor struct TrackerStoreTests {
    private let ann = { (number: Int, weight: Double) in record(number, weight: weight, height: 165, name: "Ann") }
    private let bob = { (number: Int) in record(number, weight: 90, height: 180, name: "Bob") }

    @Test
    func history_personFilterSubmitted_OnlyThatPersonsRecordsWithTheirEarlierOnes() async throws {
        let (url, data) = try historyFile([ann(1, 60), bob(2), ann(3, 59), ann(4, 58)])
        let sut = TestStore {
            History(storeDependencies(files: InMemoryFiles(files: [url: data])), pageSize: 1, action: $0)
        }
        await sut.send(.task) {
            $0.records = [ann(4, 58)]
            $0.earlier = [ann(3, 59), bob(2), ann(1, 60)]
            $0.hasOlder = true
        }
        await sut.send(.personFilterSubmitted(" ann ")) {
            $0.personShown = "ann"
            $0.earlier = [ann(3, 59), ann(1, 60)]
        }
        // 60, then 59 two minutes later, then 58 a minute later: 1 − 0.9^d of the way, d in days.
        let trend = 60 + (1 - pow(0.9, 2.0 / 1440)) * (59 - 60)
        let expected = trend + (1 - pow(0.9, 1.0 / 1440)) * (58 - trend)
        // As shown: to hundredths.
        #expect(sut.store.rows.map(\.trend) == [MeasurementService.shown(expected)])
        #expect(sut.store.rows.first?.change == ProgressService.Change(weight: -1, bmi: -0.37))
        await sut.send(.personFilterSubmitted("")) {
            $0.personShown = nil
            $0.earlier = [ann(3, 59), bob(2), ann(1, 60)]
        }
    }

    @Test
    func history_averagesRequested_PerWeekAndPerson() async throws {
        let (url, data) = try historyFile([ann(1, 60), bob(2), ann(3, 59)])
        let sut = TestStore { History(storeDependencies(files: InMemoryFiles(files: [url: data])), action: $0) }
        await sut.send(.task) {
            $0.records = [ann(3, 59), bob(2), ann(1, 60)]
        }
        await sut.send(.averagesRequested(.week)) {
            $0.averages = [
                AverageService.Average(
                    period: "2026-W47", name: "Ann", weight: 59.5, bmi: 21.85, count: 2),
                AverageService.Average(period: "2026-W47", name: "Bob", weight: 90, bmi: 27.78, count: 1),
            ]
        }
    }

    @Test
    func settings_classificationPickerSelected_SavedAndHeld() async throws {
        let files = InMemoryFiles()
        let sut = TestStore { Settings(storeDependencies(files: files), action: $0) }
        await sut.send(.classificationPickerSelected(.jasso)) {
            $0.preferences.classification = .jasso
        }
        let saved = try JSONDecoder().decode(
            Preferences.self, from: files.contents(of: dataDirectory.appendingPathComponent("settings.json")) ?? Data())
        #expect(saved.classification == .jasso)
    }

    @Test
    func personBMI_goalSubmitted_SavedWithWhatIsLeftOrRefusedWithTheWeightsAccepted() async throws {
        let (url, data) = try historyFile([ann(1, 60)])
        let sut = TestStore {
            PersonBMI(storeDependencies(files: InMemoryFiles(files: [url: data])), action: $0)
        }
        await sut.send(.goalSubmitted(weight: "20", name: "ann")) {
            // 165 cm: BMI 10 at 27.23 kg.
            $0.goalError = InputError(field: .weight, reason: .outOfRange, accepted: 27.23...272.25)
        }
        await sut.send(.goalSubmitted(weight: "55", name: "ann")) {
            $0.goalError = nil
            $0.goal = Goal(name: "Ann", weight: 55)
            $0.goalProgress = GoalService.Progress(goal: 55, toGo: -5, projection: .tooFewRecords)
        }
        await sut.send(.goalSubmitted(weight: nil, name: "Ann")) {
            $0.goal = nil
            $0.goalProgress = nil
        }
    }

    @Test
    func personBMI_personShown_TheirNewestRecordAndItsChange() async throws {
        let (url, data) = try historyFile([ann(1, 60), bob(2), ann(3, 59)])
        let sut = TestStore {
            PersonBMI(storeDependencies(files: InMemoryFiles(files: [url: data])), action: $0)
        }
        await sut.send(.personShown(name: "ANN")) {
            $0.savedPerson = Person(name: "Ann", weight: 59, height: 165)
            $0.savedChange = ProgressService.Change(weight: -1, bmi: -0.37)
        }
    }
}
