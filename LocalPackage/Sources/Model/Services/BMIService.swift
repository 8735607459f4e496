import DataSource

/// Body mass index and its WHO adult category. Holds no state.
public struct BMIService: Sendable {
    public init(_ appDependencies: AppDependencies) {}

    /// kg / m², rounded to two decimals; 0 when the height is not positive.
    public func calculateBMI(weight: Double, height: Double) -> Double {
        guard height > 0 else { return 0 }
        let heightInMeters = height / 100
        return (100 * weight / (heightInMeters * heightInMeters)).rounded() / 100
    }

    /// 703 × lb / in², rounded to two decimals; 0 when the height is not positive.
    public func calculateBMI(pounds: Double, inches: Double) -> Double {
        guard inches > 0 else { return 0 }
        return (100 * 703 * pounds / (inches * inches)).rounded() / 100
    }

    /// The person's BMI by the formula of the unit system they use.
    public func calculateBMI(_ person: Person, in unitSystem: UnitSystem) -> Double {
        switch unitSystem {
        case .metric:
            calculateBMI(weight: person.weight, height: person.height)
        case .imperial:
            calculateBMI(
                pounds: person.weight / MeasurementService.kilogramsPerPound,
                inches: person.height / MeasurementService.centimetresPerInch
            )
        }
    }

    /// Where each WHO adult category starts, lowest first.
    public static let categoryLowerBounds: [(category: BMICategory, lowerBound: Double)] = [
        (.underweight, 0), (.normal, 18.5), (.overweight, 25), (.obesity1, 30), (.obesity2, 35), (.obesity3, 40),
    ]

    /// The category of a BMI as shown (already rounded), so the number and the word never disagree
    /// at a boundary; `nil` for 0, the BMI of a person not yet measured.
    public func category(bmi: Double) -> BMICategory? {
        guard bmi >= 0.01 else { return nil }
        return Self.band(of: bmi)
    }

    /// The band a BMI falls in, for any value on a scale (a chart's rows, say).
    public static func band(of bmi: Double) -> BMICategory {
        categoryLowerBounds.last { bmi >= $0.lowerBound }?.category ?? .underweight
    }
}
