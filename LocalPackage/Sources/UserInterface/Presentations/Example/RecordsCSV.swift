import DataSource
import Model

/// Records as CSV, oldest first: `bmi export`'s lines. The header names the units
/// (`date,name,weight_kg,height_cm,bmi`, or `weight_lb,height_in` in imperial); a date is ISO 8601
/// with the local offset (`2026-11-21T18:03:00+09:00`). Kilograms and centimetres are written as
/// kept, every digit (a measurement typed in pounds is kept as its exact conversion: rounded, it
/// could come back with another BMI); pounds and inches to hundredths, as the screens show them.
enum RecordsCSV {
    /// The header, in `unitSystem`'s units: the columns import reads, and the BMI.
    static func header(_ unitSystem: UnitSystem) -> String {
        CSV.line((ImportService.headers[unitSystem] ?? []) + ["bmi"])
    }

    /// `row`'s line, without its line end.
    static func line(_ row: History.Row) -> String {
        let isMetric = row.unitSystem == .metric
        let measured = isMetric ? row.record : row.shown
        let value = { (value: Double) in isMetric ? value.exactDisplay : value.display }
        return CSV.line([
            row.localTime.isoDisplay(of: row.record.date), CSV.text(row.name), value(measured.weight),
            value(measured.height), row.bmi.bmiDisplay,
        ])
    }
}
