import DataSource

/// When a measurement was taken, as typed for one from another day: `2026-11-21` (taken at noon)
/// (or now, for today's date before noon) or `2026-11-21T08:30`, local time. Nothing else is read (`03/04/2026` could be March or April),
/// no day that does not exist, nothing later than now. Holds no state.
public struct MeasurementDateService: Sendable {
    private let dateClient: DateClient

    public init(_ appDependencies: AppDependencies) {
        dateClient = appDependencies.dateClient
    }

    /// 1900-01-01 00:00 UTC: what the history reads (`existingISO8601`).
    private static let earliest = LocalTime(year: 1900, month: 1, day: 1, hour: 0, minute: 0, second: 0).utcDate!

    /// A moment as a file gives one: `2026-11-21T18:03:00+09:00` or `…Z`, which names its offset,
    /// so no time zone is needed; the same rules as a typed date. `.notADate` for any other form.
    public func date(fromISO text: String) -> Result<Date, DateInputError> {
        let bytes = Array(text.utf8)
        let separators: [Int: UInt8] = [
            4: UInt8(ascii: "-"), 7: UInt8(ascii: "-"), 10: UInt8(ascii: "T"), 13: UInt8(ascii: ":"),
            16: UInt8(ascii: ":"), 22: UInt8(ascii: ":"),
        ]
        let isUTC = bytes.count == 20 && bytes[19] == UInt8(ascii: "Z")
        guard isUTC || bytes.count == 25 && (bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-")),
            bytes.indices.allSatisfy({ index in
                index == 19 || separators[index].map { bytes[index] == $0 } ?? (0x30...0x39).contains(bytes[index])
            })
        else { return .failure(.notADate) }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) } }
        let wallClock = LocalTime(
            year: number(0..<4), month: number(5..<7), day: number(8..<10), hour: number(11..<13),
            minute: number(14..<16), second: number(17..<19))
        let offset = isUTC ? 0 : (bytes[19] == UInt8(ascii: "-") ? -1 : 1) * (number(20..<22) * 60 + number(23..<25))
        guard let asUTC = wallClock.utcDate, !isUTC ? number(20..<22) < 24 && number(23..<25) < 60 : true else {
            return .failure(.doesNotExist)
        }
        let date = asUTC.addingTimeInterval(-Double(offset) * 60)
        guard date <= dateClient.now() else { return .failure(.inTheFuture) }
        guard date >= Self.earliest else { return .failure(.tooEarly) }
        return .success(date)
    }

    public func date(from text: String) -> Result<Date, DateInputError> {
        let bytes = Array(text.trimmingSpaces.utf8)
        let separators: [Int: UInt8] = [
            4: UInt8(ascii: "-"), 7: UInt8(ascii: "-"), 10: UInt8(ascii: "T"), 13: UInt8(ascii: ":"),
        ]
        guard bytes.count == 10 || bytes.count == 16,
            bytes.indices.allSatisfy({ index in
                separators[index].map { bytes[index] == $0 } ?? (0x30...0x39).contains(bytes[index])
            })
        else { return .failure(.notADate) }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) } }
        let isDayOnly = bytes.count == 10
        let time = LocalTime(
            year: number(0..<4), month: number(5..<7), day: number(8..<10),
            hour: isDayOnly ? 12 : number(11..<13), minute: isDayOnly ? 0 : number(14..<16), second: 0)
        guard time.utcDate != nil else { return .failure(.doesNotExist) }
        guard let date = dateClient.date(time) else { return .failure(.skippedByTheClock) }
        let now = dateClient.now()
        // Today's date alone before noon: measured this morning, so now rather than "later than now".
        if isDayOnly, date > now, dateClient.localTime(now).isSameDay(as: time) { return .success(now) }
        guard date <= now else { return .failure(.inTheFuture) }
        guard date >= Self.earliest else { return .failure(.tooEarly) }
        return .success(date)
    }
}
