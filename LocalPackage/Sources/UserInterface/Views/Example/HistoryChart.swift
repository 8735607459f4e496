import DataSource
import Model

/// BMI over time drawn with text: one column per record (oldest on the left, the newest 60 at
/// most), one row per step of BMI, a `─` where the trend is (the trend of the weight, as a BMI,
/// where no point hides it), and the WHO bands marked on the right. On a terminal that
/// takes escape codes each band is also tinted.
///
/// Every row lies inside one band: the row edges nearest the WHO thresholds are moved onto them,
/// so a point is always drawn in its own category's band. The scale covers the points around
/// their median (±12); a point beyond it is drawn as ↑ or ↓ on the edge row, so one outlier does
/// not squash the rest.
struct HistoryChart {
    static let rows = 12
    static let maximumColumns = 60
    /// How far from the median the scale reaches, in BMI.
    static let reach = 12.0

    /// The BMIs, oldest first.
    var bmis: [Double]
    /// The trend at each record, as a BMI.
    var trends: [Double]
    /// Whose bands are drawn.
    var classification: Classification
    var strings: any Strings
    /// The terminal's width, `nil` when output is not fitted: the chart then takes 60 columns.
    var width: Int?

    /// How many records fit across: 60, or fewer so that the axis, the points and the longest
    /// band name fit the width (never fewer than 10: a chart too narrow to read is no chart).
    var columns: Int {
        guard let width else { return Self.maximumColumns }
        let labels = BMICategory.allCases.map { 2 + strings.label($0, in: classification).displayWidth }.max() ?? 0
        return max(10, min(Self.maximumColumns, width - 7 - labels))
    }

    /// The records drawn: the newest that fit.
    var values: [Double] { Array(bmis.suffix(columns)) }

    var lines: [[(text: String, style: TextStyle)]] {
        let values = values
        guard !values.isEmpty else { return [] }
        let edges = Self.edges(for: values, in: classification)
        let (bottom, top) = (edges[0], edges[Self.rows])
        let rowOf = { (value: Double) in (0..<Self.rows).last { edges[$0] <= value } ?? 0 }
        let marks: [(row: Int, symbol: String)] = values.map { value in
            if value > top { return (Self.rows - 1, "↑") }
            if value < bottom { return (0, "↓") }
            return (rowOf(value), "●")
        }
        // A trend beyond the scale is not drawn: the points there say where it is going.
        let trendRows = trends.suffix(values.count).map { (bottom...top).contains($0) ? rowOf($0) : nil }
        var lines: [[(text: String, style: TextStyle)]] = []
        var previousCategory: BMICategory?
        for row in (0..<Self.rows).reversed() {
            let category = BMIService.band(of: edges[row], in: classification)
            let cells = zip(marks, trendRows).map { mark, trendRow in
                mark.row == row ? mark.symbol : trendRow == row ? "─" : "·"
            }.joined()
            // The band's name on the first row it reaches, reading down.
            let label = category != previousCategory ? "  " + strings.label(category, in: classification) : ""
            previousCategory = category
            lines.append([
                ("\(edges[row].formattedOneDecimal.leftPadded(to: 5)) │", .plain),
                (cells, .background(Self.colour(category))),
                (label, .plain),
            ])
        }
        lines.append([("      └" + String(repeating: "─", count: values.count), .plain)])
        return lines
    }

    /// `rows + 1` increasing edges from the bottom of the scale to its top, the interior ones
    /// nearest each WHO threshold moved onto it.
    static func edges(for values: [Double], in classification: Classification) -> [Double] {
        let sorted = values.sorted()
        let median = sorted[sorted.count / 2]
        var bottom = max(sorted[0], median - reach)
        var top = min(sorted[sorted.count - 1], median + reach)
        // Show the normal band's edges when they fit within the reach.
        if top - 18.5 <= 2 * reach { bottom = min(bottom, 18.5) }
        if 25 - bottom <= 2 * reach { top = max(top, 25) }
        bottom = (bottom - 1).rounded(.down)
        top = (top + 1).rounded(.up)
        // NB: the span is at most 2 × reach + 4 = 28, so a step is under 2.5: thresholds, 5 apart,
        // never move onto the same edge, and a moved edge stays between its neighbours.
        let step = (top - bottom) / Double(rows)
        // NB: each edge on a tenth, as its row's label shows it: a label rounded from 27.84 said
        // 27.8, and a point of 27.83 sat in the row below it (helper-2). A step is over 0.16, so
        // edges a tenth apart at least stay in order.
        var edges = (0...rows).map { ((bottom + Double($0) * step) * 10).rounded() / 10 }
        let thresholds = BMIService.categoryLowerBounds(in: classification).map(\.lowerBound)
        for threshold in thresholds where threshold > bottom && threshold < top {
            let nearest = (1..<rows).min { abs(edges[$0] - threshold) < abs(edges[$1] - threshold) } ?? 1
            edges[nearest] = threshold
        }
        return edges
    }

    /// Blue, green, yellow, then red for the obesity classes.
    private static func colour(_ category: BMICategory) -> TextStyle.Colour {
        switch category {
        case .underweight: .blue
        case .normal: .green
        case .overweight: .yellow
        case .obesity1, .obesity2, .obesity3, .obesity4: .red
        }
    }
}
