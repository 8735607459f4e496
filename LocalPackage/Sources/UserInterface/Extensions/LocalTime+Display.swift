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

    private func digits(_ value: Int, _ count: Int) -> String {
        String(value).leftPadded(to: count, with: "0")
    }
}
