import DataSource
import Foundation
import Model
import Testing

/// The BMI of every weight a person could type, against decimal arithmetic: shown to hundredths,
/// a half rounded up, and the category that of the figure shown, in both unit systems and both
/// classifications; and a healthy range whose shown ends are normal weights.
struct BMIRoundingTests {
    private let bmiService = BMIService(.testDependencies())
    private let measurementService = MeasurementService(.testDependencies())

    /// What `weight` and `height`, typed as text in `unitSystem`, give as a BMI to hundredths,
    /// worked out in `Decimal` from the text, with a half rounded up.
    private func decimalBMI(_ weight: String, _ height: String, in unitSystem: UnitSystem) -> Decimal {
        let (kilogramsPer, centimetresPer) =
            unitSystem == .metric ? (Decimal(1), Decimal(1)) : (Decimal(string: "0.45359237")!, Decimal(254) / 100)
        let kilograms = Decimal(string: weight)! * kilogramsPer
        let metres = Decimal(string: height)! * centimetresPer / 100
        var exact = kilograms / (metres * metres)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 2, .plain)
        return rounded
    }

    /// The BMI the app shows for the same text, typed as a person types it.
    private func shownBMI(_ weight: String, _ height: String, in unitSystem: UnitSystem) -> Double {
        guard
            case .success(let kilograms) = measurementService.value(
                of: .weight, from: weight, current: 0, in: unitSystem),
            case .success(let centimetres) = measurementService.value(
                of: .height, from: height, current: 0, in: unitSystem)
        else { return .nan }
        return bmiService.calculateBMI(weight: kilograms, height: centimetres)
    }

    /// `hundredths` / 100 as text: `7000` is `70.00`.
    private func text(_ hundredths: Int) -> String {
        "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    @Test(arguments: [
        (UnitSystem.metric, 3_000...25_000, ["150", "160", "172.5", "180", "195.3"]),
        (.imperial, 6_614...55_116, ["59", "63.5", "69", "74.25"]),
    ])
    func calculateBMI_EveryWeightToHundredths_IsTheDecimalValueRoundedHalfUp(
        unitSystem: UnitSystem, weights: ClosedRange<Int>, heights: [String]
    ) {
        for height in heights {
            var wrong: [String] = []
            for hundredths in weights {
                let weight = text(hundredths)
                let expected = decimalBMI(weight, height, in: unitSystem)
                let shown = shownBMI(weight, height, in: unitSystem)
                if Decimal(string: shown.bmiText) != expected { wrong.append("\(weight): \(shown.bmiText)") }
                // The category is the shown figure's, in both classifications.
                for classification in Classification.allCases
                where bmiService.category(bmi: shown, in: classification)
                    != BMIService.band(of: NSDecimalNumber(decimal: expected).doubleValue, in: classification)
                {
                    wrong.append("\(weight): category in \(classification)")
                }
            }
            #expect(wrong.isEmpty, "at \(height) (\(unitSystem)): \(wrong.prefix(5)) (\(wrong.count) in all)")
        }
    }

    @Test(arguments: [UnitSystem.metric, .imperial])
    func healthyWeight_AtEveryHeight_EachShownEndIsNormalAndATenthBeyondIsNot(unitSystem: UnitSystem) {
        let heights =
            unitSystem == .metric ? Array(stride(from: 140.0, through: 210, by: 0.5)) : Array(55...83).map(Double.init)
        for height in heights {
            let centimetres = MeasurementService.metric(height, of: .height, from: unitSystem)
            let range = measurementService.healthyWeight(height: centimetres, in: unitSystem)
            let tenth = { (weight: Double) in
                String(Int((weight * 10).rounded()) / 10) + "." + String(Int((weight * 10).rounded()) % 10)
            }
            let heightText = height.bmiText
            for (end, isInside) in [
                (range.lowerBound, true), (range.upperBound, true), (range.lowerBound - 0.1, false),
                (range.upperBound + 0.1, false),
            ] {
                let bmi = decimalBMI(tenth(end), heightText, in: unitSystem)
                let isNormal = bmi >= Decimal(string: "18.5")! && bmi < 25
                #expect(isNormal == isInside, "\(tenth(end)) at \(heightText) (\(unitSystem)): BMI \(bmi)")
            }
        }
    }

    /// Where a category starts for a weight: every weight typed to hundredths in either unit near
    /// it shows a BMI of the threshold or more exactly when it is at or above it (helper-22: 150.2
    /// and 150.21 lb at 65 in both show as 68.13 kg, BMI 24.99 and 25.00).
    @Test(arguments: [UnitSystem.metric, .imperial])
    func weightWhereShownBMIReaches_AtEveryHeight_SplitsTypedWeightsAsTheirBMIs(unitSystem: UnitSystem) {
        let heights =
            unitSystem == .metric ? Array(stride(from: 140.0, through: 210, by: 0.5)) : Array(55...83).map(Double.init)
        for height in heights {
            let centimetres = MeasurementService.metric(height, of: .height, from: unitSystem)
            for threshold in [18.5, 25, 30, 35, 40] {
                let start = measurementService.weightWhereShownBMI(
                    reaches: threshold, height: centimetres, in: unitSystem)
                for typedIn in [UnitSystem.metric, .imperial] {
                    // The typed weights nearest the start, in hundredths of the unit typed.
                    let centre =
                        (measurementService.displayed(
                            MeasurementService.metric(start, of: .weight, from: unitSystem), of: .weight, in: typedIn)
                        * 100).rounded()
                    for hundredths in stride(from: centre - 3, through: centre + 3, by: 1) {
                        let kilograms = MeasurementService.metric(hundredths / 100, of: .weight, from: typedIn)
                        let reaches = bmiService.calculateBMI(weight: kilograms, height: centimetres) >= threshold
                        let isAtOrAbove = measurementService.displayed(kilograms, of: .weight, in: unitSystem) >= start
                        #expect(reaches == isAtOrAbove, "\(hundredths / 100) \(typedIn) at \(height) (\(unitSystem))")
                    }
                }
            }
        }
    }
}

extension Double {
    /// Two decimals, as the app shows a BMI.
    fileprivate var bmiText: String {
        let hundredths = Int((self * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
