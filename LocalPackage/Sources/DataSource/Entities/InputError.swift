/// Why a typed value was not accepted, and what would be: the field and its accepted range.
public struct InputError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Nothing was typed and there is no current value to keep.
        case required
        /// Not a plain decimal number (letters, units, exponents, `inf`, `nan`…).
        case notANumber
        /// A number, but outside `accepted`.
        case outOfRange
    }

    public var field: MeasurementField
    public var reason: Reason
    /// The accepted range, in `unitSystem`'s unit for the field.
    public var accepted: ClosedRange<Double>
    public var unitSystem: UnitSystem

    public init(
        field: MeasurementField,
        reason: Reason,
        accepted: ClosedRange<Double>,
        unitSystem: UnitSystem = .metric
    ) {
        self.field = field
        self.reason = reason
        self.accepted = accepted
        self.unitSystem = unitSystem
    }
}
