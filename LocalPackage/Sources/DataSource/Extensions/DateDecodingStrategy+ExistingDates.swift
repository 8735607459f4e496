extension JSONDecoder.DateDecodingStrategy {
    /// `.iso8601`, but only for a date and time of day that exist, from 1900 on: `.iso8601` reads
    /// February 30 as March 2 and 24:00 as the next day, which would show a record on another day
    /// than the one its line names, and before October 1582 it counts Julian days, which the local
    /// time shown does not. Nothing is measured before 1900. A line with such a date is damaged.
    static let existingISO8601 = custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        guard namesAnExistingTime(text), let date = try? Date(text, strategy: .iso8601) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a date and time that exists"))
        }
        return date
    }

    /// Whether `2026-11-21T18:03:00…` starts with a calendar date and a time of day that exist.
    private static func namesAnExistingTime(_ text: String) -> Bool {
        let fields = Array(text.utf8.prefix(19))
        guard fields.count == 19, fields[4] == UInt8(ascii: "-"), fields[7] == UInt8(ascii: "-"),
            fields[10] == UInt8(ascii: "T"), fields[13] == UInt8(ascii: ":"), fields[16] == UInt8(ascii: ":")
        else { return false }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in fields[start..<start + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
        else { return false }
        return year >= 1900 && CivilCalendar.isValid(year: year, month: month, day: day) && hour < 24 && minute < 60
            && second < 60
    }
}
