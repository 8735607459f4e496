import DataSource
import Testing

/// The calendar a feature counts days with, from outside the module as a feature's code sees it.
struct CivilCalendarTests {
    @Test(arguments: [(1970, 1, 1, 0), (2000, 3, 1, 11_017), (1900, 1, 1, -25_567), (2026, 11, 26, 20_783)])
    func daysSince1970_KnownDays(year: Int, month: Int, day: Int, days: Int) {
        #expect(CivilCalendar.daysSince1970(year: year, month: month, day: day) == days)
        #expect(CivilCalendar.date(daysSince1970: days) == (year, month, day))
    }

    @Test
    func date_OfEveryDayFrom1900To2100_ReadsBackAsTheSameDay() {
        let (first, last) = (
            CivilCalendar.daysSince1970(year: 1900, month: 1, day: 1),
            CivilCalendar.daysSince1970(year: 2100, month: 12, day: 31)
        )
        for days in first...last {
            let (year, month, day) = CivilCalendar.date(daysSince1970: days)
            #expect(CivilCalendar.isValid(year: year, month: month, day: day))
            #expect(CivilCalendar.daysSince1970(year: year, month: month, day: day) == days)
        }
    }

    @Test(arguments: [
        (2024, 2, 29, true), (2023, 2, 29, false), (1900, 2, 29, false), (2000, 2, 29, true), (2026, 4, 31, false),
    ])
    func isValid_LeapDaysAndMonthEnds(year: Int, month: Int, day: Int, isValid: Bool) {
        #expect(CivilCalendar.isValid(year: year, month: month, day: day) == isValid)
    }
}
