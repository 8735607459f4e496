import DataSource
import Model

/// A page of the history, newest first: the History screen's numbered list and chart, and
/// `history --json`'s array of records.
struct RecordPage: Presentation, Equatable {
    var records: [Record]
    /// The number of the first record shown: 1 on the first page, 11 on the second page of 10.
    var firstNumber: Int
    /// Whether older records follow.
    var hasOlder: Bool

    /// A record as the screen lists it, in the unit system in use; JSON's
    /// `{"bmi","category","date","healthyWeight","height","id","unit","weight"}`.
    struct Record: Encodable, Equatable {
        var id: UUID
        var date: Date
        var weight: Double
        var height: Double
        var unit: UnitSystem
        var bmi: Double
        @AlwaysEncoded var category: BMICategory?
        var healthyWeight: HealthyWeight
        /// When it was measured, on the local wall clock: the screen's date, not JSON's.
        var localTime: LocalTime

        private enum CodingKeys: String, CodingKey {
            case id, date, weight, height, unit, bmi, category, healthyWeight
        }
    }

    /// JSON is the records alone.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(records)
    }

    /// The title, a line per record (the result under the date when the terminal is too narrow),
    /// the healthy weight for each height shown, then the chart of BMI over time.
    func write(to console: Console, strings: any Strings) {
        guard let unitSystem = records.first?.unit else {
            console.writeLine(strings.noRecords)
            return
        }
        let last = firstNumber + records.count - 1
        console.writeLine(strings.historyTitle(first: firstNumber, last: last, hasOlder: hasOlder), style: .title)
        let columns = console.columns
        let (weights, heights) = (
            records.map { strings.measurement($0.weight, of: .weight, in: unitSystem) },
            records.map { strings.measurement($0.height, of: .height, in: unitSystem) }
        )
        // Each column as wide as its widest value on the page, and two spaces after it.
        let (weightWidth, heightWidth) = (
            (weights.map(\.displayWidth).max() ?? 0) + 2, (heights.map(\.displayWidth).max() ?? 0) + 2
        )
        for (index, record) in records.enumerated() {
            let measured =
                "\(String(firstNumber + index).leftPadded(to: 3))  \(record.localTime.display)  "
                + weights[index].rightPadded(to: weightWidth) + heights[index].rightPadded(to: heightWidth)
            let result = strings.result(bmi: record.bmi.bmiDisplay, category: record.category)
            if let columns, measured.displayWidth + result.displayWidth > columns {
                // Narrow: the result on a line of its own, under the date.
                console.writeLine(String(measured.reversed().drop { $0 == " " }.reversed()))
                console.writeLine("     " + result)
            } else {
                console.writeLine(measured + result)
            }
        }
        // The healthy weight for each height on the page, once (most pages have one height).
        var heightsSaid: Set<Double> = []
        for record in records where heightsSaid.insert(record.height).inserted {
            record.healthyWeight.write(to: console, strings: strings)
        }
        console.writeLine()
        console.writeLine(strings.chartTitle)
        let chart = HistoryChart(bmis: records.reversed().map(\.bmi), strings: strings, width: columns)
        for line in chart.lines { console.writeLine(line) }
        if chart.values.count < records.count {
            console.writeLine(strings.chartShows(chart.values.count, of: records.count))
        }
    }
}

extension RecordPage {
    /// The page the store holds.
    @MainActor init(_ store: History) {
        records = store.rows.map { row in
            Record(
                id: row.id, date: row.record.date, weight: MeasurementService.shown(row.weight),
                height: MeasurementService.shown(row.height), unit: store.unitSystem, bmi: row.bmi,
                category: row.category,
                healthyWeight: HealthyWeight(row.healthyWeight, height: row.height, in: store.unitSystem),
                localTime: row.localTime)
        }
        firstNumber = store.firstNumber
        hasOlder = store.hasOlder
    }
}
