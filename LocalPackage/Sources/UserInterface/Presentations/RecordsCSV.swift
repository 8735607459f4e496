import DataSource
import Model

/// Records as CSV, oldest first: `bmi export`'s lines. The header names the units
/// (`date,name,weight_kg,height_cm,bmi`, or `weight_lb,height_in` in imperial); a date is ISO 8601
/// with the local offset (`2026-11-21T18:03:00+09:00`), a value as the screens show it.
enum RecordsCSV {
    /// The header, in `unitSystem`'s units.
    static func header(_ unitSystem: UnitSystem) -> String {
        let (weight, height) = (
            MeasurementField.weight.symbol(in: unitSystem), MeasurementField.height.symbol(in: unitSystem)
        )
        return CSV.line(["date", "name", "weight_\(weight)", "height_\(height)", "bmi"])
    }

    /// One record's line, without its line end.
    static func line(_ row: History.Row) -> String {
        CSV.line([
            row.localTime.isoDisplay(of: row.record.date), CSV.text(row.name),
            MeasurementService.shown(row.weight).display, MeasurementService.shown(row.height).display,
            row.bmi.bmiDisplay,
        ])
    }
}
