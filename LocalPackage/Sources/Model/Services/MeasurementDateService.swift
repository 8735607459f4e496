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
        guard let date = dateClient.date(time) else { return .failure(.doesNotExist) }
        let now = dateClient.now()
        // Today's date alone before noon: measured this morning, so now rather than "later than now".
        if isDayOnly, date > now, dateClient.localTime(now).isSameDay(as: time) { return .success(now) }
        guard date <= now else { return .failure(.inTheFuture) }
        guard date >= Self.earliest else { return .failure(.tooEarly) }
        return .success(date)
    }
}
