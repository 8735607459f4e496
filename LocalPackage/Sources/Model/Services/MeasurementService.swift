import DataSource
import Foundation

/// Turns what a person typed into a weight or a height, or says what is accepted. Holds no state.
///
/// Accepted: a plain decimal number, with `.` or `,` as the decimal separator (`70`, `70.5`,
/// `70,5`), surrounded by spaces or not, inside the field's plausible range. Rejected: signs,
/// exponents, hexadecimal, `inf`/`nan`, units, thousands separators.
public struct MeasurementService: Sendable {
    /// Kilograms: from a newborn to beyond the heaviest person on record.
    public static let weightRange: ClosedRange<Double> = 2...650
    /// Centimetres: from a newborn to beyond the tallest person on record.
    public static let heightRange: ClosedRange<Double> = 40...280

    public init(_ appDependencies: AppDependencies) {}

    /// The value typed for `field`. Empty text keeps `current` when there is one (Enter keeps the
    /// current value); it is an error when there is none.
    public func value(of field: MeasurementField, from text: String, current: Double) -> Result<Double, InputError> {
        let accepted = Self.range(of: field)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return accepted.contains(current)
                ? .success(current) : .failure(InputError(field: field, reason: .required, accepted: accepted))
        }
        guard let number = Self.decimal(trimmed) else {
            return .failure(InputError(field: field, reason: .notANumber, accepted: accepted))
        }
        guard accepted.contains(number) else {
            return .failure(InputError(field: field, reason: .outOfRange, accepted: accepted))
        }
        return .success(number)
    }

    /// The first field of `person` that could not be saved, or `nil` when both are in range.
    public func invalidField(of person: Person) -> InputError? {
        for (field, value) in [(MeasurementField.weight, person.weight), (.height, person.height)]
        where !Self.range(of: field).contains(value) {
            return InputError(
                field: field, reason: value == 0 ? .required : .outOfRange, accepted: Self.range(of: field))
        }
        return nil
    }

    public static func range(of field: MeasurementField) -> ClosedRange<Double> {
        switch field {
        case .weight: weightRange
        case .height: heightRange
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
