import DataSource
import Model

/// BMI over time drawn with text: one column per record (oldest on the left, the newest 60 at
/// most), one row per step of BMI, and the WHO bands marked on the right. On a terminal that
/// takes escape codes each band is also tinted.
struct HistoryChart {
    static let height = 10
    static let maximumColumns = 60

    /// The BMIs, oldest first.
    var bmis: [Double]
    var strings: any Strings
    var isStyled: Bool

    var lines: [String] {
        let values = Array(bmis.suffix(Self.maximumColumns))
        guard let lowest = values.min(), let highest = values.max() else { return [] }
        // Always show the normal band's edges, and a margin around the points.
        let bottom = (min(lowest, 18.5) - 1).rounded(.down)
        let top = (max(highest, 25) + 1).rounded(.up)
        let step = (top - bottom) / Double(Self.height - 1)
        let rowOfValue = values.map { Int(((top - $0) / step).rounded()) }

        var lines: [String] = []
        var previousCategory: BMICategory?
        for row in 0..<Self.height {
            let rowValue = top - Double(row) * step
            let category = BMIService.band(of: rowValue)
            let cells = rowOfValue.map { $0 == row ? "●" : (isStyled ? " " : "·") }.joined()
            let tinted = isStyled ? "\u{1B}[\(Self.tint(category))m\(cells)\u{1B}[0m" : cells
            // The band's name on the first row it reaches, reading down.
            let mark = category != previousCategory ? "  " + strings.label(category) : ""
            previousCategory = category
            lines.append("\(Self.axisLabel(rowValue)) │\(tinted)\(mark)")
        }
        lines.append("      └" + String(repeating: "─", count: values.count))
        return lines
    }

    private static func axisLabel(_ value: Double) -> String {
        let text = value.formattedOneDecimal
        return String(repeating: " ", count: max(0, 5 - text.count)) + text
    }

    /// Background colours: blue, green, yellow, then red for the obesity classes.
    private static func tint(_ category: BMICategory) -> String {
        switch category {
        case .underweight: "44"
        case .normal: "42"
        case .overweight: "43"
        case .obesity1, .obesity2, .obesity3: "41"
        }
    }
}
