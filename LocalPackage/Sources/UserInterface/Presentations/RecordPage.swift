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
    /// Whose records the page is limited to (as typed); `nil`: everyone's.
    var person: String?

    /// A record as the screen lists it, in the unit system in use; JSON's `{"bmi","category",
    /// "change","classification","date","healthyWeight","height","id","name","trend","unit",
    /// "weight"}` (`change`
    /// only where the person has an earlier record).
    struct Record: Encodable, Equatable {
        var id: UUID
        var date: Date
        var name: String
        var weight: Double
        var height: Double
        var unit: UnitSystem
        var bmi: Double
        @AlwaysEncoded var category: BMICategory?
        var classification: Classification
        var healthyWeight: HealthyWeight
        /// The trend of the person's weight here, in the unit in use.
        var trend: Double
        var change: ProgressService.Change?
        /// When it was measured, on the local wall clock: the screen's date, not JSON's.
        var localTime: LocalTime
        /// The trend as a BMI at this record's height: the chart's line.
        var trendBMI: Double

        /// In the order JSON lists them, which it then need not sort.
        private enum CodingKeys: String, CodingKey {
            case bmi, category, change, classification, date, healthyWeight, height, id, name, trend, unit, weight
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
            console.writeLine(person.map { strings.noRecords(of: strings.displayName($0)) } ?? strings.noRecords)
            return
        }
        let last = firstNumber + records.count - 1
        console.writeLine(
            strings.historyTitle(
                first: firstNumber, last: last, hasOlder: hasOlder, person: person.map(strings.displayName)),
            style: .title)
        let columns = console.columns
        // Names only where the page holds more than one person's records.
        let people = Set(records.map { PersonName($0.name) })
        let (names, weights, heights) = (
            people.count > 1 ? records.map { strings.displayName($0.name) } : [],
            records.map { strings.measurement($0.weight, of: .weight, in: unitSystem) },
            records.map { strings.measurement($0.height, of: .height, in: unitSystem) }
        )
        // Each column as wide as its widest value on the page, and two spaces after it.
        let width = { (column: [String]) in (column.map(\.displayWidth).max() ?? 0) + 2 }
        let (nameWidth, weightWidth, heightWidth) = (names.isEmpty ? 0 : width(names), width(weights), width(heights))
        // NB: a reader gone (`| head -1`) reads no more rows: none are written.
        for (index, record) in records.enumerated() where !console.isReaderGone {
            let measured =
                "\(String(firstNumber + index).leftPadded(to: 3))  \(record.localTime.display)  "
                + (names.isEmpty ? "" : names[index].rightPadded(to: nameWidth))
                + weights[index].rightPadded(to: weightWidth) + heights[index].rightPadded(to: heightWidth)
            let result = strings.result(
                bmi: record.bmi.bmiDisplay, category: record.category, in: record.classification)
            let progress = strings.progress(
                trend: strings.measurement(record.trend, of: .weight, in: unitSystem),
                change: record.change.map { strings.change($0, in: unitSystem) })
            if let columns, measured.displayWidth + result.displayWidth + 2 + progress.displayWidth > columns {
                // Narrow: the result and the progress on lines of their own, under the date.
                console.writeLine(String(measured.reversed().drop { $0 == " " }.reversed()))
                console.writeLine("     " + result)
                console.writeLine("     " + progress)
            } else {
                console.writeLine(measured + result + "  " + progress)
            }
        }
        // The healthy weight for each height on the page, once (most pages have one height).
        var heightsSaid: Set<Double> = []
        for record in records where heightsSaid.insert(record.height).inserted {
            record.healthyWeight.write(to: console, strings: strings)
        }
        console.writeLine()
        // One person's BMI over time: the newest record's person's, when the page has several.
        let charted = records.filter { people.count == 1 || PersonName($0.name) == PersonName(records[0].name) }
        console.writeLine(people.count > 1 ? strings.chartTitle(of: names[0]) : strings.chartTitle)
        let chart = HistoryChart(
            bmis: charted.reversed().map(\.bmi), trends: charted.reversed().map(\.trendBMI),
            classification: records[0].classification, strings: strings, width: columns)
        for line in chart.lines { console.writeLine(line) }
        if chart.values.count < charted.count {
            console.writeLine(strings.chartShows(chart.values.count, of: charted.count))
        }
    }
}

extension RecordPage {
    /// The page the store holds.
    @MainActor init(_ store: History) {
        records = store.rows.map { Record($0, store) }
        firstNumber = store.firstNumber
        hasOlder = store.hasOlder
        // As saved (`Ann`), not as typed (`ann`), when there is a record to say so.
        person = store.personShown.map { store.records.first?.name ?? $0 }
    }
}

extension RecordPage.Record {
    /// `row` as the store shows it.
    @MainActor init(_ row: History.Row, _ store: History) {
        self.init(
            id: row.id, date: row.record.date, name: row.name, weight: MeasurementService.shown(row.weight),
            height: MeasurementService.shown(row.height), unit: store.unitSystem, bmi: row.bmi,
            category: row.category, classification: store.classification,
            healthyWeight: HealthyWeight(row.healthyWeight, height: row.height, in: store.unitSystem),
            trend: MeasurementService.shown(row.trend),
            change: row.change.map {
                .init(weight: MeasurementService.shown($0.weight), bmi: MeasurementService.shown($0.bmi))
            },
            localTime: row.localTime, trendBMI: row.trendBMI)
    }
}
