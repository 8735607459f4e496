import DataSource
import Model

/// Records as CSV, oldest first: `bmi export`'s lines. The header names the units
/// (`date,name,weight_kg,height_cm,bmi`, or `weight_lb,height_in` in imperial); a date is ISO 8601
/// with the local offset (`2026-11-21T18:03:00+09:00`). Kilograms and centimetres are written as
/// kept, every digit (a measurement typed in pounds is kept as its exact conversion: rounded, it
/// could come back with another BMI); pounds and inches to hundredths, as the screens show them.
enum RecordsCSV {
    /// The header, in `unitSystem`'s units.
    static func header(_ unitSystem: UnitSystem) -> String {
        let (weight, height) = (
            MeasurementField.weight.symbol(in: unitSystem), MeasurementField.height.symbol(in: unitSystem)
        )
        return CSV.line(["date", "name", "weight_\(weight)", "height_\(height)", "bmi"])
    }

    /// One record's line, without its line end.
    static func line(_ row: History.Row, in unitSystem: UnitSystem) -> String {
        let value = { (value: Double) in
            unitSystem == .metric ? value.exactDisplay : MeasurementService.shown(value).display
        }
        return CSV.line([
            row.localTime.isoDisplay(of: row.record.date), CSV.text(row.name), value(row.weight), value(row.height),
            row.bmi.bmiDisplay,
        ])
    }
}
