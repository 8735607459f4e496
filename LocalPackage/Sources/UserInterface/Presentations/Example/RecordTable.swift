import DataSource
import Model

/// The history's records as a table, one line a record under a line of headings: the number,
/// the date, whose (where more than one person's records are shown), the weight, the BMI and its
/// category, the trend and the change since the person's previous record. Each column is as wide
/// as its widest cell in the records it was made from. Where the width given has no room for
/// them all, columns are left out rather than rows wrapped, in this order: the category's full
/// words (short ones and a legend instead), the time of day, the change, the trend, the category,
/// the year; then a name is cut short (`Charlot…`), as it is past 12 columns at any width.
struct RecordTable {
    enum Column: CaseIterable, Sendable {
        case number, date, person, weight, bmi, category, trend, change
    }

    /// What the table leaves out to fit, each step leaving out more.
    private enum Narrowing: Int, CaseIterable {
        case none, shortCategories, noTime, noChange, noTrend, noCategory, noYear
    }

    /// The widest a name is shown: a longer one is cut short, so one long name does not take
    /// the columns of every row.
    static let widestName = 12

    let hasNames: Bool
    private let narrowing: Narrowing
    private let widths: [Column: Int]
    private let strings: any Strings

    /// A table for `records` and those like them, numbered up to `lastNumber`, as wide as
    /// `columns` allows (`nil`: a pipe or a file, every column).
    init(_ records: [History.Row], lastNumber: Int, hasNames: Bool, columns: Int?, strings: any Strings) {
        self.hasNames = hasNames
        self.strings = strings
        var chosen: (Narrowing, [Column: Int])?
        for narrowing in Narrowing.allCases {
            var widths = Self.widths(records, narrowing, hasNames: hasNames, strings: strings)
            // Room for three digits at least, as the screen numbers its pages of ten (where there
            // is room for them).
            widths[.number] = max(narrowing == .noYear ? 1 : 3, String(lastNumber).count)
            // Two spaces between columns.
            let total = widths.values.reduce(0, +) + 2 * (widths.count - 1)
            let room = (columns ?? .max) - total
            // The last step: names cut to the room there is, three columns at least.
            if room < 0, narrowing == .noYear, let person = widths[.person] {
                widths[.person] = max(3, person + room)
            }
            chosen = (narrowing, widths)
            if room >= 0 { break }
        }
        (narrowing, widths) = chosen ?? (.none, [:])
    }

    /// The line of headings.
    func writeHeader(to console: Console) {
        console.writeLine(line { column in strings.label(column) }, style: .title)
    }

    /// A line per record, numbered from `firstNumber`.
    func write(_ records: [History.Row], from firstNumber: Int, to console: Console) {
        // NB: a reader gone (`| head -1`) reads no more rows: none are written.
        for (index, record) in records.enumerated() where !console.isReaderGone {
            console.writeLine(
                line { column in Self.cell(column, of: record, number: firstNumber + index, narrowing, strings) })
        }
    }

    /// Each short category of `records` with its full words, once under the table; `nil` where
    /// the table shows the full words, or none.
    func legend(_ records: [History.Row]) -> String? {
        // Short names are shown from `shortCategories` until the category goes.
        guard (Narrowing.shortCategories.rawValue..<Narrowing.noCategory.rawValue).contains(narrowing.rawValue)
        else { return nil }
        return Self.legend(
            records.compactMap { record in record.category.map { ($0, record.classification) } }, strings)
    }

    /// Each of `categories` whose short name is not its full words, once, in the categories'
    /// order: `Over: Overweight; Obese I: Obesity class I.`; `nil` for none.
    static func legend(_ categories: [(BMICategory, Classification)], _ strings: any Strings) -> String? {
        var entries: [(short: String, full: String)] = []
        for (category, classification) in categories {
            let entry = (strings.shortLabel(category, in: classification), strings.label(category, in: classification))
            if entry.0 != entry.1, !entries.contains(where: { $0 == entry }) { entries.append(entry) }
        }
        // In the categories' order, whatever the page's.
        let order = BMICategory.allCases.flatMap { category in
            Classification.allCases.map { (strings.shortLabel(category, in: $0), strings.label(category, in: $0)) }
        }
        entries.sort { first, second in
            (order.firstIndex { $0 == first } ?? 0) < (order.firstIndex { $0 == second } ?? 0)
        }
        return entries.isEmpty ? nil : strings.categoryLegend(entries)
    }

    /// The cells of the shown columns, each padded to its width (numbers to the right), two
    /// spaces apart, with no spaces at the end.
    private func line(_ cell: (Column) -> String) -> String {
        Self.line(
            Column.allCases.compactMap { column in
                widths[column].map { (cell(column), $0, Self.isNumeric(column)) }
            })
    }

    /// Cells padded to their widths (numbers to the right, a text cut short with `…` where it is
    /// wider), two spaces apart, with no spaces at the end: a line of any table.
    static func line(_ cells: [(text: String, width: Int, isNumeric: Bool)]) -> String {
        var text = ""
        for (value, width, isNumeric) in cells {
            let fitted = value.displayWidth > width ? cut(value, to: width) : value
            text +=
                (text.isEmpty ? "" : "  ") + (isNumeric ? fitted.leftPadded(to: width) : fitted.rightPadded(to: width))
        }
        return String(text.reversed().drop { $0 == " " }.reversed())
    }

    /// `text` in `width` columns: cut short with `…`.
    private static func cut(_ text: String, to width: Int) -> String {
        var (shown, shownWidth) = ("", 0)
        // NB: one column kept for the `…`.
        for character in text {
            shownWidth += character.displayWidth
            guard shownWidth < width else { break }
            shown.append(character)
        }
        return shown + "…"
    }

    private static func isNumeric(_ column: Column) -> Bool {
        column != .date && column != .person && column != .category
    }

    /// Each shown column's width: its heading's or its widest cell's.
    private static func widths(
        _ records: [History.Row], _ narrowing: Narrowing, hasNames: Bool, strings: any Strings
    ) -> [Column: Int] {
        var widths: [Column: Int] = [:]
        for column in Column.allCases where isShown(column, narrowing, hasNames: hasNames) {
            let cells = records.enumerated().map { cell(column, of: $1, number: $0 + 1, narrowing, strings) }
            let widest = cells.map(\.displayWidth).max() ?? 0
            widths[column] = max(
                strings.label(column).displayWidth, column == .person ? min(widest, widestName) : widest)
        }
        return widths
    }

    private static func isShown(_ column: Column, _ narrowing: Narrowing, hasNames: Bool) -> Bool {
        switch column {
        case .person: hasNames
        case .change: narrowing.rawValue < Narrowing.noChange.rawValue
        case .trend: narrowing.rawValue < Narrowing.noTrend.rawValue
        case .category: narrowing.rawValue < Narrowing.noCategory.rawValue
        case .number, .date, .weight, .bmi: true
        }
    }

    private static func cell(
        _ column: Column, of record: History.Row, number: Int, _ narrowing: Narrowing, _ strings: any Strings
    ) -> String {
        switch column {
        case .number: String(number)
        case .date:
            narrowing.rawValue < Narrowing.noTime.rawValue
                ? record.localTime.display
                : narrowing.rawValue < Narrowing.noYear.rawValue
                    ? record.localTime.dateDisplay : String(record.localTime.dateDisplay.dropFirst(5))
        case .person: strings.displayName(record.name)
        case .weight: strings.measurement(record.shown.weight, of: .weight, in: record.unitSystem)
        case .bmi: record.bmi.bmiDisplay
        case .category:
            record.category.map {
                narrowing == .none
                    ? strings.label($0, in: record.classification) : strings.shortLabel($0, in: record.classification)
            } ?? ""
        case .trend: strings.measurement(record.trend, of: .weight, in: record.unitSystem)
        case .change: record.change.map { strings.signedWeight($0.weight, in: record.unitSystem) } ?? ""
        }
    }
}
