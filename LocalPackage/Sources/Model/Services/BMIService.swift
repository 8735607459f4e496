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

    /// The category of a BMI as shown (already rounded), so the number and the word never disagree
    /// at a boundary; `nil` for 0, the BMI of a person not yet measured.
    public func category(bmi: Double) -> BMICategory? {
        switch bmi {
        case ..<0.01: nil
        case ..<18.5: .underweight
        case ..<25: .normal
        case ..<30: .overweight
        case ..<35: .obesity1
        case ..<40: .obesity2
        default: .obesity3
        }
    }
}
