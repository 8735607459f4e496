import DataSource
import Foundation

/// Turns what a person typed into a weight or a height, converts between unit systems, and says
/// what is accepted. Holds no state. Saved values are always kilograms and centimetres.
///
/// Accepted: a plain decimal number, with `.` or `,` as the decimal separator (`70`, `70.5`,
/// `70,5`), surrounded by spaces or not, inside the field's plausible range. Rejected: signs,
/// exponents, hexadecimal, `inf`/`nan`, units, thousands separators.
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
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return Self.range(of: field, in: .metric).contains(current) ? .success(current) : .failure(error(.required))
        }
        guard let number = Self.decimal(trimmed) else { return .failure(error(.notANumber)) }
        guard accepted.contains(number) else { return .failure(error(.outOfRange)) }
        return .success(metric(number, of: field, from: unitSystem))
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

    /// A value in `unitSystem`'s unit, in kilograms or centimetres.
    public func metric(_ value: Double, of field: MeasurementField, from unitSystem: UnitSystem) -> Double {
        switch (unitSystem, field) {
        case (.metric, _): value
        case (.imperial, .weight): value * Self.kilogramsPerPound
        case (.imperial, .height): value * Self.centimetresPerInch
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

    /// Digits, optionally one `.` or `,` followed by more digits. Long input is refused before any
    /// work is done on it.
    private static func decimal(_ text: String) -> Double? {
        guard text.utf8.count <= 16 else { return nil }
        let parts = text.replacingOccurrences(of: ",", with: ".")
            .split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else { return nil }
        return Double(parts.joined(separator: "."))
    }
}
