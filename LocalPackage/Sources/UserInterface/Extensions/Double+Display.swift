import Foundation

extension Double {
    /// `70`, `70.5`, `70.25`: no trailing zeros, a point whatever the locale.
    var display: String {
        var text = String(format: "%.2f", self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A BMI always with two decimals, as it is calculated: `22.86`, `25.00`.
    var bmiDisplay: String {
        String(format: "%.2f", self)
    }
}

extension ClosedRange<Double> {
    /// `2 to 650`.
    var displayRange: String {
        "\(lowerBound.display) to \(upperBound.display)"
    }
}

extension Double {
    /// `22.9`: one decimal, a point whatever the locale.
    var formattedOneDecimal: String {
        String(format: "%.1f", self)
    }
}

extension Double {
    /// `154.32` for 154.3235…: what the screens show, for JSON too.
    var roundedToHundredths: Double {
        (self * 100).rounded() / 100
    }
}
