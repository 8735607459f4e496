import DataSource

/// Turns what a person typed into a weight or a height inside its plausible range, converts
/// between unit systems, and says what is accepted. Holds no state. Saved values are always
/// kilograms and centimetres; the forms accepted are `MeasurementParser`'s.
public struct MeasurementService: Sendable {
    /// Kilograms: from a newborn to beyond the heaviest person on record. The one definition of
    /// the weights accepted; the range in pounds is this one, converted.
    public static let weightRange: ClosedRange<Double> = 2...650
    /// Centimetres: from a newborn to beyond the tallest person on record; in inches, converted.
    public static let heightRange: ClosedRange<Double> = 40...280

    static let kilogramsPerPound = 0.453_592_37
    static let centimetresPerInch = 2.54

    private let bmiService: BMIService

    public init(_ appDependencies: AppDependencies) {
        bmiService = BMIService(appDependencies)
    }

    /// The accepted range in `unitSystem`'s unit. In imperial it is the metric range converted and
    /// rounded inward to hundredths, the precision values are shown in, so that the range a
    /// message states is exactly the one checked (4.41 to 1433 lb).
    public static func range(of field: MeasurementField, in unitSystem: UnitSystem = .metric) -> ClosedRange<Double> {
        let metric = field == .weight ? weightRange : heightRange
        guard unitSystem == .imperial else { return metric }
        let factor = metricFactor(of: field, in: .imperial)
        return ((metric.lowerBound / factor) * 100).rounded(.up) / 100...((metric.upperBound / factor) * 100)
            .rounded(.down) / 100
    }

    /// A value in `unitSystem`'s unit, in kilograms or centimetres, with the exact factors
    /// (1 lb = 0.45359237 kg, 1 in = 2.54 cm).
    public static func metric(_ value: Double, of field: MeasurementField, from unitSystem: UnitSystem) -> Double {
        value * metricFactor(of: field, in: unitSystem)
    }

    /// A saved value (kilograms or centimetres) in `unitSystem`'s unit.
    public func displayed(_ value: Double, of field: MeasurementField, in unitSystem: UnitSystem) -> Double {
        value / Self.metricFactor(of: field, in: unitSystem)
    }

    /// `record` as the screens show it: each measurement in `unitSystem`'s unit, to hundredths,
    /// and named (`owner`: whose a record saved before names were kept is). The one place that
    /// knows which of a record's fields are measurements.
    public func shown(_ record: BMIRecord, in unitSystem: UnitSystem, named owner: String) -> BMIRecord {
        var shown = record
        shown.weight = Self.shown(displayed(record.weight, of: .weight, in: unitSystem))
        shown.height = Self.shown(displayed(record.height, of: .height, in: unitSystem))
        shown.name = record.name ?? owner
        return shown
    }

    /// The weights that give `height` (centimetres) a normal BMI, in `unitSystem`'s unit and to
    /// tenths: 56.7 to 76.5 kg for 175 cm, 125.3 to 169.3 lb for 69 in.
    /// Each end is a weight as shown whose BMI as shown is normal: the lightest and the heaviest
    /// tenths (81 kg at 180 cm is BMI 25.00, so that range ends at 80.9 kg).
    public func healthyWeight(height: Double, in unitSystem: UnitSystem) -> ClosedRange<Double> {
        let range = bmiService.healthyWeight(height: height)
        // Tenths of the unit, and whether that many tenths give a normal BMI.
        let tenths = { (displayed($0, of: .weight, in: unitSystem) * 10).rounded() }
        let isNormal = { (tenths: Double) in
            let weight = Self.metric(tenths / 10, of: .weight, from: unitSystem)
            let bmi = bmiService.calculateBMI(weight: weight, height: height)
            return bmi >= BMIService.normalRange.lowerBound && bmi < BMIService.normalRange.upperBound
        }
        var (lowest, highest) = (tenths(range.lowerBound), tenths(range.upperBound))
        while !isNormal(lowest), lowest < highest { lowest += 1 }
        while isNormal(lowest - 1) { lowest -= 1 }
        while !isNormal(highest), highest > lowest { highest -= 1 }
        while isNormal(highest + 1) { highest += 1 }
        return lowest / 10...highest / 10
    }

    /// Where a BMI as shown reaches `bmi` for a weight at `height` (centimetres), in
    /// `unitSystem`'s unit and not rounded: a weight at or above it shows `bmi` or more, one below
    /// it less. A BMI is shown to hundredths, a half up, so that is where the exact BMI is `bmi`
    /// less 0.005 (79.196 kg at 178 cm for 25: 79.2 kg is BMI 25.00, though 25 is 79.21 kg).
    public func weightWhereShownBMI(reaches bmi: Double, height: Double, in unitSystem: UnitSystem) -> Double {
        // NB: a hair below, so a weight exactly on the half (99.98 kg at 200 cm, 24.995) is at it.
        displayed((bmi - 0.005) * height * height / 10_000, of: .weight, in: unitSystem) * (1 - 1e-12)
    }

    /// A value as the screens show it: to hundredths, and never -0 (a goal 0.0009 kg below the
    /// trend is 0 to go, in JSON too).
    public static func shown(_ value: Double) -> Double {
        (value * 100).rounded() / 100 + 0
    }

    /// The value typed for `field` in `unitSystem`, in kilograms or centimetres. Empty text keeps
    /// `current` (Enter keeps the current value) when there is one, and is an error when not; so
    /// does retyping the value as it is shown, so that a value converted for display never drifts.
    public func value(
        of field: MeasurementField,
        from text: String,
        current: Double,
        in unitSystem: UnitSystem = .metric
    ) -> Result<Double, InputError> {
        let hasCurrent = Self.range(of: field).contains(current)
        if text.trimmingSpaces.isEmpty {
            return hasCurrent ? .success(current) : .failure(error(field, .required, in: unitSystem))
        }
        guard let reading = MeasurementParser.reading(text, of: field, in: unitSystem) else {
            return .failure(error(field, .notANumber, in: unitSystem))
        }
        // Plausibility is checked in the unit typed, against the range a message states for it.
        guard Self.range(of: field, in: reading.unitSystem).contains(reading.value) else {
            return .failure(error(field, .outOfRange, in: reading.unitSystem))
        }
        if hasCurrent, Self.shown(displayed(current, of: field, in: reading.unitSystem)) == Self.shown(reading.value) {
            return .success(current)
        }
        return .success(Self.metric(reading.value, of: field, from: reading.unitSystem))
    }

    /// The weights (kilograms) that give `height` (centimetres) a plausible BMI, inside the weights
    /// accepted: what a goal weight may be.
    public func plausibleWeights(height: Double) -> ClosedRange<Double> {
        let squared = height * height / 10_000
        let range = BMIService.plausibleRange
        return max(
            Self.weightRange.lowerBound, range.lowerBound * squared)...min(
                Self.weightRange.upperBound, range.upperBound * squared)
    }

    /// Why `weight` and `height` (kilograms, centimetres) cannot be saved or shown as a
    /// measurement, or `nil` when they can: each in range, finite, and together a plausible BMI.
    /// The same rules for what is typed and what is read back from a file.
    public func invalidField(weight: Double, height: Double, in unitSystem: UnitSystem = .metric) -> InputError? {
        for (field, value) in [(MeasurementField.weight, weight), (.height, height)]
        where !Self.range(of: field).contains(value) {
            return error(field, value == 0 ? .required : .outOfRange, in: unitSystem)
        }
        let bmi = bmiService.calculateBMI(weight: weight, height: height)
        guard !BMIService.plausibleRange.contains(bmi) else { return nil }
        let mixUp = likelyMixUp(weight: weight, height: height, in: unitSystem)
        return InputError(
            field: mixUp?.field ?? .height,
            reason: .implausibleBMI(bmi: bmi, likelyMixUp: mixUp?.mixUp),
            accepted: BMIService.plausibleRange,
            unitSystem: unitSystem
        )
    }

    /// The first field of `person` that could not be saved, or `nil` when it can be.
    public func invalidField(of person: Person, in unitSystem: UnitSystem = .metric) -> InputError? {
        invalidField(weight: person.weight, height: person.height, in: unitSystem)
    }

    /// A command's weight and height, each read as the form reads its field (`value`), then
    /// checked as a pair (`invalidField`): `current` with them, or the first refused. A value
    /// given empty is refused (a command's option is not Enter on a prompt); only a height not
    /// given at all (`nil`) is `current`'s.
    public func measured(weight: String, height: String?, current: Person = .empty, in unitSystem: UnitSystem)
        -> Result<Person, InputError>
    {
        var person = current
        do throws(InputError) {
            // NB: not through key paths: each kind of one costs a one-shot command its metadata.
            person.weight = try value(of: .weight, from: weight, current: 0, in: unitSystem).get()
            person.height =
                try value(of: .height, from: height ?? "", current: height == nil ? current.height : 0, in: unitSystem)
                .get()
        } catch {
            return .failure(error)
        }
        return invalidField(of: person, in: unitSystem).map { .failure($0) } ?? .success(person)
    }

    /// The value that, read in the other unit system's unit, gives a typical adult BMI: the height
    /// alone, else the weight alone, else both (pounds and inches typed as kilograms and
    /// centimetres). `weight` and `height` are in range (`invalidField` has checked).
    private func likelyMixUp(
        weight: Double,
        height: Double,
        in unitSystem: UnitSystem
    ) -> (field: MeasurementField, mixUp: UnitMixUp)? {
        let other: UnitSystem = unitSystem == .metric ? .imperial : .metric
        let typedWeight = Self.shown(displayed(weight, of: .weight, in: unitSystem))
        let typedHeight = Self.shown(displayed(height, of: .height, in: unitSystem))
        let rereadWeight = Self.metric(typedWeight, of: .weight, from: other)
        let rereadHeight = Self.metric(typedHeight, of: .height, from: other)
        let candidates: [(field: MeasurementField, weight: Double, height: Double, mixUp: UnitMixUp)] = [
            (.height, weight, rereadHeight, UnitMixUp(typed: typedHeight, typedIn: unitSystem, likelyIn: other)),
            (.weight, rereadWeight, height, UnitMixUp(typed: typedWeight, typedIn: unitSystem, likelyIn: other)),
            (
                .weight, rereadWeight, rereadHeight,
                UnitMixUp(typed: typedWeight, typedIn: unitSystem, likelyIn: other, typedHeight: typedHeight)
            ),
        ]
        return candidates.first {
            Self.range(of: .weight).contains($0.weight) && Self.range(of: .height).contains($0.height)
                && BMIService.typicalRange.contains(bmiService.calculateBMI(weight: $0.weight, height: $0.height))
        }.map { ($0.field, $0.mixUp) }
    }

    private func error(_ field: MeasurementField, _ reason: InputError.Reason, in unitSystem: UnitSystem) -> InputError
    {
        InputError(
            field: field, reason: reason, accepted: Self.range(of: field, in: unitSystem), unitSystem: unitSystem)
    }

    private static func metricFactor(of field: MeasurementField, in unitSystem: UnitSystem) -> Double {
        switch (unitSystem, field) {
        case (.metric, _): 1
        case (.imperial, .weight): kilogramsPerPound
        case (.imperial, .height): centimetresPerInch
        }
    }
}
