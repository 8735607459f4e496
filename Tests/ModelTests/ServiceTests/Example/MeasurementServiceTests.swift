import DataSource
import Model
import Testing

struct MeasurementServiceTests {
    private let sut = MeasurementService(.testDependencies())

    /// BMI 18.5 up to 25 at the height, in the unit in use, to tenths, each end a normal weight
    /// as shown (76.6 kg at 175 cm is BMI 25.01; 41.6 kg at 150 cm is 18.49).
    @Test(arguments: [
        (175.0, UnitSystem.metric, 56.7...76.5), (69 * 2.54, .imperial, 125.3...169.2),
        (150, .metric, 41.7...56.2), (170, .metric, 53.5...72.2), (230, .metric, 97.9...132.2),
    ])
    func healthyWeight_AtAHeight_IsTheNormalBMIRangeInTheUnitInUse(
        height: Double, unitSystem: UnitSystem, expected: ClosedRange<Double>
    ) {
        #expect(sut.healthyWeight(height: height, in: unitSystem) == expected)
    }

    @Test(arguments: [
        ("70", 70.0), ("70.5", 70.5), ("70,5", 70.5), ("  70 ", 70), ("\t650", 650), ("2", 2), ("070", 70),
        ("70kg", 70), ("70 KG", 70), ("70 kilograms", 70), ("70 kilogram", 70),
    ])
    func value_PlainDecimalInRange_IsAccepted(text: String, expected: Double) {
        #expect(sut.value(of: .weight, from: text, current: 0) == .success(expected))
    }

    @Test(arguments: [
        "abc", "70 stone", "1e2", "0x46", "inf", "nan", "+70", "-70", "70.", ".5", "7 0", "1,000.5", "70..5",
        "٧٠", String(repeating: "7", count: 33),
    ])
    func value_NotAPlainDecimal_IsRefusedAsNotANumber(text: String) {
        let expected = InputError(field: .weight, reason: .notANumber, accepted: MeasurementService.weightRange)
        #expect(sut.value(of: .weight, from: text, current: 70) == .failure(expected))
    }

    @Test(arguments: ["1.99", "650.01", "5000", "0"])
    func value_WeightOutOfRange_IsRefusedWithTheRange(text: String) {
        let expected = InputError(field: .weight, reason: .outOfRange, accepted: 2...650)
        #expect(sut.value(of: .weight, from: text, current: 70) == .failure(expected))
    }

    @Test(arguments: ["10", "39.9", "281"])
    func value_HeightOutOfRange_IsRefusedWithTheRange(text: String) {
        let expected = InputError(field: .height, reason: .outOfRange, accepted: 40...280)
        #expect(sut.value(of: .height, from: text, current: 175) == .failure(expected))
    }

    @Test
    func value_EmptyWithACurrentValue_KeepsIt() {
        #expect(sut.value(of: .height, from: "  ", current: 175) == .success(175))
    }

    @Test
    func value_EmptyWithoutACurrentValue_IsRequired() {
        let expected = InputError(field: .height, reason: .required, accepted: 40...280)
        #expect(sut.value(of: .height, from: "", current: 0) == .failure(expected))
    }

    @Test
    func invalidField_PersonNeverMeasured_NamesTheWeightAsRequired() {
        #expect(sut.invalidField(of: .empty)?.field == .weight)
        #expect(sut.invalidField(of: .empty)?.reason == .required)
    }

    @Test
    func invalidField_PersonInRange_IsNil() {
        #expect(sut.invalidField(of: Person(name: "", weight: 70, height: 175)) == nil)
    }

    @Test(arguments: [-0.0009, -0.004, -0.0])
    func shown_ANegativeValueThatRoundsToZero_IsZeroNotMinusZero(value: Double) {
        #expect(MeasurementService.shown(value) == 0)
        #expect(MeasurementService.shown(value).sign == .plus)
    }
}
