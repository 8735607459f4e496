import DataSource

/// Body mass index and its adult category, the WHO's or JASSO's. Holds no state.
///
/// There is one formula: kilograms over metres squared, from the saved kilograms and centimetres.
/// The unit system a value was typed or is shown in never changes its BMI.
public struct BMIService: Sendable {
    /// BMIs outside this range belong to no living adult: the values are almost surely a mix-up of
    /// units (a height typed in inches as centimetres, say), and are refused.
    public static let plausibleRange: ClosedRange<Double> = 10...100
    /// Where most adults are: a value read in the other unit system's unit that lands here is the
    /// likely meaning of one that gave an implausible BMI.
    public static let typicalRange: ClosedRange<Double> = 15...45

    public init(_ appDependencies: AppDependencies) {}

    /// kg / m² to hundredths, a half rounded up, as the decimals typed give it exactly (72 kg at
    /// 160 cm is 28.125, so 28.13): the `Mean` of one; 0 when the height is not positive.
    public func calculateBMI(weight: Double, height: Double) -> Double {
        guard height > 0 else { return 0 }
        var one = Mean()
        one.add(weight: weight, height: height)
        return one.value
    }

    /// The mean of records' BMIs, to hundredths with a half rounded up (99.97 and 99.99 kg at
    /// 200 cm are 24.9925 and 24.9975: 25.00), and so one record's BMI. Exact, in whole numbers,
    /// while the records share one height, as one person's mostly do: a binary `Double` holds
    /// 28.125 but not 72 / 2.56 computed in it, which can land on either side of a half. Kilograms
    /// are read back to 12 decimals and centimetres to 8, more than a value typed in either unit
    /// system has once converted (pounds × 0.45359237 and inches × 2.54, each typed to two
    /// decimals, have 10 and 4), and less than a `Double` of a weight or height can hold apart.
    /// Records of several heights, or beyond 10 tonnes or 100 metres: the mean of their exact BMIs
    /// as `Double`s, where a mean that is a half exactly is all but impossible.
    public struct Mean: Sendable, Equatable {
        /// Kilograms to 12 decimals, summed; the one height, centimetres to 8.
        private var kilograms: Int128 = 0
        private var centimetres: Int128?
        private var isOneHeight = true
        private var sum = 0.0
        public private(set) var count = 0

        public init() {}

        public mutating func add(weight: Double, height: Double) {
            let (scaledWeight, scaledHeight) = ((weight * 1e12).rounded(), (height * 1e8).rounded())
            if isOneHeight, (0..<1e16).contains(scaledWeight), (1..<1e12).contains(scaledHeight),
                centimetres.map({ $0 == Int128(scaledHeight) }) ?? true
            {
                (kilograms, centimetres) = (kilograms + Int128(scaledWeight), Int128(scaledHeight))
            } else {
                isOneHeight = false
            }
            sum += BMIService.exact(weight: weight, height: height)
            count += 1
        }

        /// The mean as shown, to hundredths; 0 with no record.
        public var value: Double {
            guard count > 0 else { return 0 }
            if isOneHeight, let centimetres {
                // Mean × 100 = ΣK × 10¹⁰ / (n × C²), with K and C the scaled integers: kg × 10⁶ / cm²
                // for one record; in 128 bits, as ΣK × 10¹⁰ reaches 10³².
                let (numerator, denominator) = (
                    kilograms * 10_000_000_000, Int128(count) * centimetres * centimetres
                )
                if let hundredths = Int(exactly: (2 * numerator + denominator) / (2 * denominator)) {
                    return Double(hundredths) / 100
                }
            }
            return (100 * sum / Double(count)).rounded() / 100
        }
    }

    /// kg / m², not rounded: what a mean of BMIs is taken of, so that it is rounded once.
    static func exact(weight: Double, height: Double) -> Double {
        guard height > 0 else { return 0 }
        let heightInMeters = height / 100
        return weight / (heightInMeters * heightInMeters)
    }

    /// The person's BMI, from their kilograms and centimetres.
    public func calculateBMI(_ person: Person) -> Double {
        calculateBMI(weight: person.weight, height: person.height)
    }

    /// The record's BMI, from its kilograms and centimetres.
    public func calculateBMI(_ record: BMIRecord) -> Double {
        calculateBMI(weight: record.weight, height: record.height)
    }

    /// The weights, in kilograms, that give a height (centimetres) a normal BMI: from where
    /// `normal` starts up to where the next category does (18.5 up to 25, in both classifications).
    public func healthyWeight(height: Double) -> ClosedRange<Double> {
        // NB: centimetres squared over 10,000, not metres squared: 1.7 * 1.7 is not 2.89 in binary,
        // and 72.25 kg would show as 72.2.
        let squared = height * height
        return Self.normalRange.lowerBound * squared / 10_000...Self.normalRange.upperBound * squared / 10_000
    }

    /// The BMIs of `normal`: from where it starts up to where the next category does (18.5 up to,
    /// not including, 25), the same in both classifications.
    public static let normalRange: Range<Double> = {
        let bounds = categoryLowerBounds(in: .who)
        let normal = bounds.firstIndex { $0.category == .normal }!
        return bounds[normal].lowerBound..<bounds[normal + 1].lowerBound
    }()

    /// Where each adult category of `classification` starts, lowest first.
    public static func categoryLowerBounds(in classification: Classification) -> [(
        category: BMICategory, lowerBound: Double
    )] {
        switch classification {
        case .who:
            [(.underweight, 0), (.normal, 18.5), (.overweight, 25), (.obesity1, 30), (.obesity2, 35), (.obesity3, 40)]
        case .jasso:
            [(.underweight, 0), (.normal, 18.5), (.obesity1, 25), (.obesity2, 30), (.obesity3, 35), (.obesity4, 40)]
        }
    }

    /// The category of a BMI as shown (already rounded), so the number and the word never disagree
    /// at a boundary; `nil` for 0, the BMI of a person not yet measured.
    public func category(bmi: Double, in classification: Classification) -> BMICategory? {
        guard bmi >= 0.01 else { return nil }
        return Self.band(of: bmi, in: classification)
    }

    /// The band a BMI falls in, for any value on a scale (a chart's rows, say).
    public static func band(of bmi: Double, in classification: Classification) -> BMICategory {
        categoryLowerBounds(in: classification).last { bmi >= $0.lowerBound }?.category ?? .underweight
    }
}
