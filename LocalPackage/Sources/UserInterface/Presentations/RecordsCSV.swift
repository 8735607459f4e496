import DataSource
import Model

/// Every record as CSV, oldest first: `bmi export`'s output. The header names the units
/// (`date,name,weight_kg,height_cm,bmi`, or `weight_lb,height_in` in imperial); a date is ISO 8601
/// with the local offset (`2026-11-21T18:03:00+09:00`), a value as the screens show it.
struct RecordsCSV: Equatable {
    var lines: [String]

    /// The file's text: a line each, LF after each.
    var text: String {
        lines.map { $0 + "\n" }.joined()
    }
}

extension RecordsCSV {
    /// The records the store holds (all of them), oldest first.
    @MainActor init(_ store: History) {
        let (weight, height) = (
            MeasurementField.weight.symbol(in: store.unitSystem), MeasurementField.height.symbol(in: store.unitSystem)
        )
        lines = [CSV.line(["date", "name", "weight_\(weight)", "height_\(height)", "bmi"])]
        for row in store.rows.reversed() {
            lines.append(
                CSV.line([
                    row.localTime.isoDisplay(of: row.record.date), CSV.text(row.name),
                    MeasurementService.shown(row.weight).display, MeasurementService.shown(row.height).display,
                    row.bmi.bmiDisplay,
                ]))
        }
    }
}
