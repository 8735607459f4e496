import DataSource
import Foundation
import TestSupport
import Testing

/// `save --date` reads local time in the time zone `TZ` names, through the C library, as the
/// binary is run: what the in-process tests (UTC) cannot show.
struct LocalDateTests {
    private static let berlin = FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Berlin")

    private func save(date: String, in data: URL) throws -> AppProcess.Result {
        try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "175", "--date", date], dataDirectory: data,
            environment: ["TZ": "Europe/Berlin"])
    }

    @Test(.enabled(if: berlin))
    func save_ALocalTime_IsRecordedAsTheMomentItNames() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        #expect(try save(date: "2026-11-20T07:30", in: temporary.url).status == 0)
        let history = try String(
            contentsOf: temporary.url.appendingPathComponent("history.jsonl"), encoding: .utf8)
        #expect(history.contains("\"date\":\"2026-11-20T06:30:00Z\""), "\(history)")  // UTC+1 in November
    }

    /// Samoa went from 29 to 31 December 2011: the 30th was never on its calendar.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Pacific/Apia")))
    func save_ADayATimeZoneSkipped_Exits65AndSavesNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try AppProcess.run(
            ["save", "--name", "A", "--weight", "70", "--height", "175", "--date", "2011-12-30"],
            dataDirectory: temporary.url, environment: ["TZ": "Pacific/Apia"])
        #expect(result.status == 65, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("history.jsonl").path))
    }

    /// 02:30 on the night clocks go from 02:00 to 03:00 was never on a Berlin clock.
    @Test(.enabled(if: berlin))
    func save_ATimeAClockChangeSkips_Exits65AndSavesNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try save(date: "2026-03-29T02:30", in: temporary.url)
        #expect(result.status == 65)
        #expect(result.error.contains("That date and time never showed on the clock here"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("history.jsonl").path))
    }
}
