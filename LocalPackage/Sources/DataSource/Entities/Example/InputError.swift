/// Why a typed value was not accepted, and what would be: the field and its accepted range.
public struct InputError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Nothing was typed and there is no current value to keep.
        case required
        /// Not a plain decimal number (letters, units, exponents, `inf`, `nan`…).
        case notANumber
        /// A number, but outside `accepted`.
        case outOfRange
        /// Weight and height each in range, but together a BMI outside `accepted` (the plausible
        /// BMIs); `field` is the value that most likely holds the mistake.
        case implausibleBMI(bmi: Double, likelyMixUp: UnitMixUp?)
    }

    public var field: MeasurementField
    public var reason: Reason
    /// The accepted range, in `unitSystem`'s unit for the field (for `.implausibleBMI`, of BMIs).
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

/// A number that gives a plausible BMI when read in the other unit system's unit: `typed` as the
/// person typed it (69, in `typedIn` = metric) is likely meant in `likelyIn`'s unit (69 in).
public struct UnitMixUp: Sendable, Equatable {
    public var typed: Double
    public var typedIn: UnitSystem
    public var likelyIn: UnitSystem
    /// The height as typed, when both values look like the other unit system's (154 and 69: pounds
    /// and inches); `typed` is then the weight.
    public var typedHeight: Double?

    public init(typed: Double, typedIn: UnitSystem, likelyIn: UnitSystem, typedHeight: Double? = nil) {
        self.typed = typed
        self.typedIn = typedIn
        self.likelyIn = likelyIn
        self.typedHeight = typedHeight
    }
}
