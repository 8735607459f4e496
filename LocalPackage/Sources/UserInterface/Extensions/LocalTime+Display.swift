import DataSource

extension LocalTime {
    /// `2026-11-21 18:03`, the same in every language.
    var display: String {
        let (y, m, d, h, min) = (year, month, day, hour, minute)
        return "\(digits(y, 4))-\(digits(m, 2))-\(digits(d, 2)) \(digits(h, 2)):\(digits(min, 2))"
    }

    /// `2026-11-21`, the same in every language.
    var dateDisplay: String {
        "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
    }

    /// `2026-11-21T18:03:00+09:00`: this wall-clock time of `date`, with its offset from UTC. An
    /// offset that is not whole minutes (local mean time: Amsterdam before 1937 was +00:19:32)
    /// cannot be written so, and the moment is written in UTC instead (`…+00:00`), read back exactly.
    func isoDisplay(of date: Date) -> String {
        // NB: of the whole second the wall clock shows, so a fraction of a second is no offset.
        let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        let seconds = Int(((utcDate ?? whole).timeIntervalSince(whole)).rounded())
        guard seconds % 60 == 0 else { return LocalTime(utc: date).isoDisplay(of: date) }
        let offset = seconds / 60
        let sign = offset < 0 ? "-" : "+"
        let time = "\(digits(hour, 2)):\(digits(minute, 2)):\(digits(second, 2))"
        return "\(dateDisplay)T\(time)\(sign)\(digits(abs(offset) / 60, 2)):\(digits(abs(offset) % 60, 2))"
    }

    /// `value` with zeros before it to `count` digits. NB: not `leftPadded`, which measures
    /// display width: a command's output may hold a million of these.
    private func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        let missing = count - text.utf8.count
        return missing > 0 ? String(repeating: "0", count: missing) + text : text
    }
}
