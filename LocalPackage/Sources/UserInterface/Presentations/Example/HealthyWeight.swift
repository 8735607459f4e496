import DataSource
import Model

/// The weights that give a height a normal BMI (18.5 up to 25), in the unit in use and to tenths:
/// a line under each result (`Healthy weight for 175 cm: 56.7 kg to 76.5 kg`), and in JSON
/// `"healthyWeight": {"max":76.5,"min":56.7,"unit":"kg"}`.
struct HealthyWeight: Presentation, Equatable {
    var min: Double
    var max: Double
    /// `kg` or `lb`: a symbol, the same in every language.
    var unit: String
    /// The height it is for, and the unit system: the line's, not JSON's (the result has them).
    var height: Double
    var unitSystem: UnitSystem

    private enum CodingKeys: String, CodingKey {
        case max, min, unit
    }

    func write(to console: Console, strings: any Strings) {
        console.writeLine(line(strings))
    }

    /// `Healthy weight for 175 cm: 56.7 kg to 76.5 kg`.
    func line(_ strings: any Strings) -> String {
        strings.healthyWeight(
            from: strings.measurement(min, of: .weight, in: unitSystem),
            to: strings.measurement(max, of: .weight, in: unitSystem),
            height: strings.measurement(height, of: .height, in: unitSystem))
    }
}

extension HealthyWeight {
    /// `range` for `height`, both in `unitSystem`'s units.
    init(_ range: ClosedRange<Double>, height: Double, in unitSystem: UnitSystem) {
        (min, max) = (range.lowerBound, range.upperBound)
        self.unitSystem = unitSystem
        unit = MeasurementField.weight.symbol(in: unitSystem)
        self.height = MeasurementService.shown(height)
    }

    /// For `row`'s height.
    init(_ row: History.Row) {
        self.init(row.healthyWeight, height: row.shown.height, in: row.unitSystem)
    }

    /// For `person` (the result the store calculated, or the person it loaded); `nil` without one.
    @MainActor init?(_ store: PersonBMI, for person: Person?) {
        guard let person, let range = store.healthyWeight(for: person) else { return nil }
        self.init(range, height: store.displayed(person, .height), in: store.unitSystem)
    }
}
