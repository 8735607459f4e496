import DataSource

extension LocalTime {
    /// `2026-11-21 18:03`, the same in every language.
    var display: String {
        "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2)) \(hour.zeroPadded(2)):\(minute.zeroPadded(2))"
    }
}

extension Int {
    /// `7` → `07` for 2 digits; longer numbers stay as they are.
    func zeroPadded(_ digits: Int) -> String {
        let text = String(self.magnitude)
        let padded = String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
        return self < 0 ? "-" + padded : padded
    }
}
