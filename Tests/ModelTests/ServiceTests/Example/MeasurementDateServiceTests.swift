import DataSource
import Foundation
import Model
import TestSupport
import Testing

struct MeasurementDateServiceTests {
    /// 2026-11-21 08:15 UTC, a morning.
    private let morning = Date(timeIntervalSince1970: 1_795_284_180 - 9 * 3600 - 48 * 60)

    private func sut(now: Date) -> MeasurementDateService {
        MeasurementDateService(.testDependencies(dateClient: .advancing(from: now)))
    }

    @Test
    func todaysDateAloneBeforeNoon_IsNowNotLaterThanNow() throws {
        // The attack's finding: `--date` with today's date was refused before noon.
        #expect(try sut(now: morning).date(from: "2026-11-21").get() == morning)
    }

    @Test
    func tomorrowsDate_IsStillLaterThanNow() {
        #expect(throws: DateInputError.inTheFuture) { try sut(now: morning).date(from: "2026-11-22").get() }
    }

    @Test
    func todaysDateWithALaterTime_IsStillLaterThanNow() {
        #expect(throws: DateInputError.inTheFuture) { try sut(now: morning).date(from: "2026-11-21T09:00").get() }
    }
}
