extension Double {
    /// `70`, `70.5`, `70.25`: no trailing zeros, a point whatever the locale.
    var display: String {
        let scaled = (magnitude * 100).rounded(.toNearestOrAwayFromZero)
        guard isFinite, scaled < 9_007_199_254_740_992 else { return description }
        // NB: the digits worked out, not trimmed from `fixed`'s text: a command may write millions.
        let (whole, hundredths) = UInt64(scaled).quotientAndRemainder(dividingBy: 100)
        let sign = self < 0 && scaled != 0 ? "-" : ""
        switch hundredths {
        case 0: return sign + String(whole)
        case _ where hundredths % 10 == 0: return sign + String(whole) + "." + String(hundredths / 10)
        case ..<10: return sign + String(whole) + ".0" + String(hundredths)
        default: return sign + String(whole) + "." + String(hundredths)
        }
    }

    /// The shortest text that reads back as exactly this number, without `.0`: `70`, `70.5`,
    /// `58.83487345399999`. For a file that is read back, where a value rounded to hundredths
    /// would move what is worked out from it.
    var exactDisplay: String {
        let text = description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `22.9`: one decimal, a point whatever the locale.
    var formattedOneDecimal: String {
        fixed(decimals: 1)
    }

    /// `self` with exactly `decimals` digits after a point; our own code, because
    /// `String(format:)` is Foundation's (and a C `printf` would follow the C locale's decimal
    /// point). A half rounds away from zero, as values rounded for JSON are, so text and JSON show
    /// the same digits (an outside attack found 70.045 shown as 70.04 and 70.05).
    func fixed(decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { result, _ in result * 10 }
        let scaled = (magnitude * scale).rounded(.toNearestOrAwayFromZero)
        // NB: beyond 2^53 a Double has no fractional digits to show, and Int would overflow.
        guard isFinite, scaled < 9_007_199_254_740_992 else { return description }
        let units = UInt64(scaled)
        let (whole, fraction) = units.quotientAndRemainder(dividingBy: UInt64(scale))
        let sign = self < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}

extension ClosedRange<Double> {
    /// `2 to 650`.
    var displayRange: String {
        "\(lowerBound.display) to \(upperBound.display)"
    }
}
