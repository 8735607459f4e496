import DataSource
import Foundation

/// Turns what a person typed into a weight or a height inside its plausible range, converts
/// between unit systems, and says what is accepted. Holds no state. Saved values are always
/// kilograms and centimetres; the forms accepted are `MeasurementParser`'s.
public struct MeasurementService: Sendable {
    /// Kilograms: from a newborn to beyond the heaviest person on record.
    public static let weightRange: ClosedRange<Double> = 2...650
    /// Centimetres: from a newborn to beyond the tallest person on record.
    public static let heightRange: ClosedRange<Double> = 40...280
    /// Pounds: the metric range, a little inside it at both ends.
    public static let poundsRange: ClosedRange<Double> = 5...1430
    /// Inches: the metric range, a little inside it at both ends.
    public static let inchesRange: ClosedRange<Double> = 16...110

    static let kilogramsPerPound = 0.453_592_37
    static let centimetresPerInch = 2.54

    public init(_ appDependencies: AppDependencies) {}

    /// The value typed for `field` in `unitSystem`, in kilograms or centimetres. Empty text keeps
    /// `current` (Enter keeps the current value) when there is one, and is an error when not.
    public func value(
        of field: MeasurementField,
        from text: String,
        current: Double,
        in unitSystem: UnitSystem = .metric
    ) -> Result<Double, InputError> {
        let accepted = Self.range(of: field, in: unitSystem)
        let error = { (reason: InputError.Reason) in
            InputError(field: field, reason: reason, accepted: accepted, unitSystem: unitSystem)
        }
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            return Self.range(of: field, in: .metric).contains(current) ? .success(current) : .failure(error(.required))
        }
        guard let value = MeasurementParser.metricValue(text, of: field, in: unitSystem) else {
            return .failure(error(.notANumber))
        }
        // Plausibility is physical: checked in kilograms or centimetres, whatever unit was typed.
        guard Self.range(of: field, in: .metric).contains(value) else { return .failure(error(.outOfRange)) }
        return .success(value)
    }

    /// The first field of `person` that could not be saved, or `nil` when both are in range.
    public func invalidField(of person: Person, in unitSystem: UnitSystem = .metric) -> InputError? {
        for (field, value) in [(MeasurementField.weight, person.weight), (.height, person.height)]
        where !Self.range(of: field, in: .metric).contains(value) {
            return InputError(
                field: field,
                reason: value == 0 ? .required : .outOfRange,
                accepted: Self.range(of: field, in: unitSystem),
                unitSystem: unitSystem
            )
        }
        return nil
    }

    /// A saved value (kilograms or centimetres) in `unitSystem`'s unit.
    public func displayed(_ value: Double, of field: MeasurementField, in unitSystem: UnitSystem) -> Double {
        switch (unitSystem, field) {
        case (.metric, _): value
        case (.imperial, .weight): value / Self.kilogramsPerPound
        case (.imperial, .height): value / Self.centimetresPerInch
        }
    }

    public static func range(of field: MeasurementField, in unitSystem: UnitSystem = .metric) -> ClosedRange<Double> {
        switch (unitSystem, field) {
        case (.metric, .weight): weightRange
        case (.metric, .height): heightRange
        case (.imperial, .weight): poundsRange
        case (.imperial, .height): inchesRange
        }
    }
}
