import DataSource
import Model

/// One person's weight (or BMI) over time, drawn with text: one column a day, a week or a month,
/// the smallest that fits the period in the width (the newest months when even those do not),
/// a `●` for the column's records (their mean), a `─` where the trend is (carried straight across
/// columns without a record), and the categories as bands: tinted on a terminal that takes escape
/// codes, the healthy one dotted (`·`) on any, each named on the right where it starts. Dates at
/// both ends of the time axis.
///
/// The scale covers what is drawn, padded a little: 24.5 to 25.9 fills the rows rather than two of
/// them. Each row is labelled with the value it starts at. Every row lies inside one band: the
/// row edges nearest each category's threshold are moved onto it, so a point is drawn in its own
/// category's band (at the newest height: a weight measured at another is drawn where it is, in
/// the bands of today's height). The scale reaches at most `reach` either side of the median; a
/// point beyond it is drawn as ↑ or ↓ on the edge row.
struct HistoryChart {
    enum Measure: Sendable {
        case weight, bmi
    }

    /// What one column holds.
    enum Step: Sendable {
        case day, week, month
    }

    /// The width when output is not fitted (a pipe, a file).
    static let unfittedColumns = 60
    /// How far from the median the scale reaches, in BMI (about 25 kg at 175 cm): a weight
    /// beyond is an outlier, drawn on the edge, so one mistyped weight does not squash the rest.
    static let reach = 8.0

    /// The person's records, newest first.
    var rows: [History.Row]
    var measure: Measure
    /// How many rows the plot has, axis aside.
    var height: Int
    var strings: any Strings
    /// The terminal's width, `nil` when output is not fitted.
    var width: Int?
    /// Whether the title says whose records these are (the page shows several people's).
    var isNamed: Bool
    /// Whether the person has records older than `rows`: the title says older ones are left out.
    var hasOlder = false
    /// The person's goal weight, in the unit in use: a row of `╌` on the weight chart where it
    /// falls inside the scale.
    var goal: Double?
    /// Where each category starts for their weight (`History.chartedCategoryStarts`).
    var weightBands: [(category: BMICategory, weight: Double)]

    /// The title, the chart, and what its dots are: the healthy weight at the newest height.
    func write(to console: Console) {
        guard let newest = rows.first, let (step, lines, isGoalDrawn, isCut) = drawn() else { return }
        let unit = MeasurementField.weight.symbol(in: newest.unitSystem)
        // NB: records saved before names were kept, with no person saved, are nobody's by name.
        let person = isNamed && !newest.name.isEmpty ? strings.displayName(newest.name) : nil
        console.writeLine(strings.chartTitle(measure, unit: unit, of: person, step: step, isCut: isCut || hasOlder))
        for line in lines { console.writeLine(line) }
        let goal = self.goal.map { strings.chartGoal(strings.measurement($0, of: .weight, in: newest.unitSystem)) }
        console.writeLine(
            "· " + HealthyWeight(newest).line(strings) + (goal.map { "   " + (isGoalDrawn ? "╌ " : "") + $0 } ?? ""))
    }

    /// One column: its bucket (days, weeks or months since 1970), when its oldest record was
    /// measured, the mean of its records, and the trend at the newest of them.
    private struct Column {
        var bucket: Int
        var oldest: LocalTime
        var value: Double
        var trend: Double
    }

    /// The step chosen, the lines to write (the plot, its axis and its dates), whether the goal is
    /// on them, and whether older records were left out for the width; `nil` without records.
    private func drawn() -> (step: Step, lines: [[(text: String, style: TextStyle)]], isGoalDrawn: Bool, isCut: Bool)? {
        guard let newest = rows.first, height > 0 else { return nil }
        let classification = newest.classification
        // A weight's BMI at the newest height: the bands of a weight chart are that person's.
        let bmiPerUnit =
            measure == .bmi
            ? 1
            : 10_000 * MeasurementService.metric(1, of: .weight, from: newest.unitSystem)
                / (newest.record.height * newest.record.height)
        // Where each category starts: for a weight, where its BMI as shown does, so that each point
        // falls in the band of the category the table names.
        let bounds =
            measure == .bmi
            ? BMIService.categoryLowerBounds(in: classification).map { ($0.category, $0.lowerBound) }
            : weightBands.map { ($0.category, $0.weight) }
        let thresholds = bounds.dropFirst().map(\.1)
        let band = { (value: Double) in bounds.last { value >= $0.1 }?.0 ?? .underweight }
        let labelOf = { (category: BMICategory) in strings.label(category, in: classification) }

        // The right-hand names take the room the bands drawn need (those the records' values reach);
        // the short ones where the full ones would leave under 40 columns.
        let values = rows.flatMap { measure == .weight ? [$0.shown.weight, $0.trend] : [$0.bmi, $0.trendBMI] }
        let (lowest, highest) = (band(values.min() ?? 0), band(values.max() ?? 0))
        let all = BMICategory.allCases
        let drawn = all[(all.firstIndex(of: lowest) ?? 0)...(all.firstIndex(of: highest) ?? all.count - 1)]
        let fullNamesWidth = drawn.map { labelOf($0).displayWidth }.max() ?? 0
        let scaleWidth = 7
        let shortNamesWidth = drawn.map { strings.shortLabel($0, in: classification).displayWidth }.max() ?? 0
        // Under 10 columns of plot beside even the short names (20 to 30 columns), none.
        let hasNames = width.map { $0 - scaleWidth - 2 - shortNamesWidth >= 10 } ?? true
        let fitted = { (namesWidth: Int) in
            let beside = hasNames ? 2 + namesWidth : 0
            let room = max(10, width.map { $0 - scaleWidth - beside } ?? Self.unfittedColumns)
            return Self.columns(of: rows, measure: measure, room: room)
        }
        var (step, columns) = fitted(fullNamesWidth)
        // Short names where the full ones would leave under 40 columns, or a longer step than
        // short ones, or fewer of its columns.
        var useShortNames = width.map { $0 - scaleWidth - 2 - fullNamesWidth < 40 } ?? false
        if width != nil {
            let short = fitted(shortNamesWidth)
            let span = { (columns: [Column]) in columns[columns.count - 1].bucket - columns[0].bucket }
            if useShortNames || short.0 != step || span(short.1) > span(columns) {
                (step, columns, useShortNames) = (short.0, short.1, true)
            }
        }
        let name = { (category: BMICategory) in
            useShortNames ? strings.shortLabel(category, in: classification) : labelOf(category)
        }
        let isCut = columns[0].oldest != rows[rows.count - 1].localTime
        let firstBucket = columns[0].bucket
        let count = columns[columns.count - 1].bucket - firstBucket + 1

        let edges = Self.edges(
            for: columns.flatMap { [$0.value, $0.trend] }, rows: height, thresholds: thresholds, bmiPerUnit: bmiPerUnit)
        let (bottom, top) = (edges[0], edges[height])
        let rowOf = { (value: Double) in (0..<height).last { edges[$0] <= value } ?? 0 }
        var marks: [Int: (row: Int, symbol: String)] = [:]
        for column in columns {
            marks[column.bucket - firstBucket] =
                column.value > top
                ? (height - 1, "↑") : column.value < bottom ? (0, "↓") : (rowOf(column.value), "●")
        }
        let goalRow = measure == .weight ? goal.flatMap { (bottom...top).contains($0) ? rowOf($0) : nil } : nil
        let trendRows = Self.trendRows(columns, count: count, firstBucket: firstBucket, in: bottom...top, rowOf)

        var lines: [[(text: String, style: TextStyle)]] = []
        var previousCategory: BMICategory?
        for row in (0..<height).reversed() {
            let category = band(edges[row])
            let fill = category == .normal ? "·" : " "
            let cells = (0..<count).map { column in
                if let mark = marks[column], mark.row == row { return mark.symbol }
                return trendRows[column] == row ? "─" : row == goalRow ? "╌" : fill
            }.joined()
            // The band's name on the first row it reaches, reading down.
            let label = hasNames && category != previousCategory ? "  " + name(category) : ""
            previousCategory = category
            lines.append([
                ("\(edges[row].formattedOneDecimal.leftPadded(to: scaleWidth - 2)) │", .plain),
                (cells, .background(Self.colour(category))),
                (label, .plain),
            ])
        }
        lines.append([
            (String(repeating: " ", count: scaleWidth - 1) + "└" + String(repeating: "─", count: count), .plain)
        ])
        let (first, last) = (Self.label(columns[0].oldest, step), Self.label(newest.localTime, step))
        let gap = count - first.count - last.count
        var dates = gap >= 3 ? first + String(repeating: " ", count: gap) + last : "\(first) – \(last)"
        // At 20 columns: the first date's year is the last's.
        if dates.count > width ?? .max, first.prefix(4) == last.prefix(4) { dates = "\(first.dropFirst(5)) – \(last)" }
        // Under the plot where they fit the width, else from the left edge.
        let indent = scaleWidth + dates.count <= width ?? .max ? scaleWidth : 0
        lines.append([(String(repeating: " ", count: indent) + dates, .plain)])
        return (step, lines, goalRow != nil, isCut)
    }

    /// The columns of a step that fits `room` (the newest `room` of them where its columns, from the
    /// oldest record to the newest, do not).
    private static func columns(of rows: [History.Row], measure: Measure, room: Int) -> (Step, [Column]) {
        let days = rows.map {
            CivilCalendar.daysSince1970(year: $0.localTime.year, month: $0.localTime.month, day: $0.localTime.day)
        }
        let bucket = { (step: Step, index: Int) -> Int in
            switch step {
            case .day: days[index]
            case .week: week(of: days[index])
            case .month: rows[index].localTime.year * 12 + rows[index].localTime.month - 1
            }
        }
        let shown = { (step: Step) in rows.indices.filter { bucket(step, 0) - bucket(step, $0) < room }.count }
        // The smallest step that fits the whole period; where none does, the smallest whose newest
        // `room` columns hold two records and a third of them at least (a day or a week for the
        // recent ones rather than a month for five years, when most are recent); else months.
        let step =
            [Step.day, .week, .month].first { shown($0) == rows.count }
            ?? [Step.day, .week].first { shown($0) >= 2 && shown($0) * 3 >= rows.count } ?? .month
        let bucketOf = { (index: Int) in bucket(step, index) }
        let newestBucket = bucketOf(0)
        var columns: [Column] = []
        var sum = 0.0
        var count = 0
        // Oldest first; a bucket's trend is its newest record's.
        for index in rows.indices.reversed() {
            let bucket = bucketOf(index)
            guard newestBucket - bucket < room else { continue }
            let row = rows[index]
            // NB: a weight as kept, in the unit shown but not rounded: two records shown as 68.13 kg
            // can be BMI 24.99 and 25.00 (150.2 and 150.21 lb at 65 in).
            let value =
                measure == .bmi
                ? row.bmi : row.record.weight / MeasurementService.metric(1, of: .weight, from: row.unitSystem)
            let trend = measure == .weight ? row.trend : row.trendBMI
            if columns.last?.bucket == bucket {
                (sum, count) = (sum + value, count + 1)
                columns[columns.count - 1].value = sum / Double(count)
                columns[columns.count - 1].trend = trend
            } else {
                (sum, count) = (value, 1)
                columns.append(Column(bucket: bucket, oldest: row.localTime, value: value, trend: trend))
            }
        }
        return (step, columns)
    }

    /// Weeks since 1970, Monday first (1970-01-01 was a Thursday).
    private static func week(of day: Int) -> Int {
        let fromMonday = day + 3
        return (fromMonday - (fromMonday % 7 + 7) % 7) / 7
    }

    /// The trend's row in each column: the newest record's trend in a column with records,
    /// carried in a straight line across those without; `nil` beyond the scale.
    private static func trendRows(
        _ columns: [Column], count: Int, firstBucket: Int, in scale: ClosedRange<Double>, _ rowOf: (Double) -> Int
    ) -> [Int?] {
        var trends = [Double?](repeating: nil, count: count)
        for (previous, next) in zip(columns, columns.dropFirst()) {
            let (from, to) = (previous.bucket - firstBucket, next.bucket - firstBucket)
            // NB: the trend moves at a record, not before it: held until the next one.
            for column in from..<to { trends[column] = previous.trend }
        }
        trends[count - 1] = columns[columns.count - 1].trend
        // A trend beyond the scale is not drawn: the points there say where it is going.
        return trends.map { $0.flatMap { scale.contains($0) ? rowOf($0) : nil } }
    }

    /// The date at an end of the axis: the day, or the month for a chart of months.
    private static func label(_ time: LocalTime, _ step: Step) -> String {
        let day = time.dateDisplay
        return step == .month ? String(day.prefix(7)) : day
    }

    /// `rows + 1` increasing edges from the bottom of the scale to its top, each on a tenth as
    /// its row's label shows it, the interior ones nearest each threshold moved onto it.
    static func edges(for values: [Double], rows: Int, thresholds: [Double], bmiPerUnit: Double) -> [Double] {
        let sorted = values.sorted()
        let median = sorted[sorted.count / 2]
        let reach = Self.reach / bmiPerUnit
        var bottom = max(sorted[0], median - reach)
        var top = min(sorted[sorted.count - 1], median + reach)
        // At least one BMI from bottom to top, so a steady weight is not drawn as a cliff.
        let least = 1 / bmiPerUnit
        if top - bottom < least {
            let middle = (top + bottom) / 2
            (bottom, top) = (middle - least / 2, middle + least / 2)
        }
        let pad = (top - bottom) / Double(rows) / 2
        bottom = ((bottom - pad) * 10).rounded(.down) / 10
        top = ((top + pad) * 10).rounded(.up) / 10
        let step = (top - bottom) / Double(rows)
        // NB: each edge on a tenth, as its row's label shows it: a label rounded from 27.84 said
        // 27.8, and a point of 27.83 sat in the row below it (helper-2).
        var edges = (0...rows).map { ((bottom + Double($0) * step) * 10).rounded() / 10 }
        for threshold in thresholds where threshold > bottom && threshold < top && rows > 1 {
            let nearest = (1..<rows).min { abs(edges[$0] - threshold) < abs(edges[$1] - threshold) } ?? 1
            // NB: a weight's threshold is rarely on a tenth (79.21 kg at 178 cm): its row's label
            // shows it to a tenth.
            if edges[nearest - 1] < threshold, threshold < edges[nearest + 1] { edges[nearest] = threshold }
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

extension HistoryChart {
    /// The chart of the person `store` charts.
    @MainActor init(
        _ store: History, measure: Measure, height: Int, strings: any Strings, width: Int?, isNamed: Bool
    ) {
        self.init(
            rows: store.chartedRows, measure: measure, height: height, strings: strings, width: width,
            isNamed: isNamed, hasOlder: store.chartedHasOlder, goal: store.chartedGoalShown,
            weightBands: store.chartedCategoryStarts)
    }
}
