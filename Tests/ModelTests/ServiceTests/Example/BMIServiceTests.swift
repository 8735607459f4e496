import DataSource
import Model
import Testing

struct BMIServiceTests {
    private let sut = BMIService(.testDependencies())

    @Test
    func calculateBMI_HeightNotZero_ReturnsValidValue() {
        #expect(sut.calculateBMI(weight: 70, height: 175) == 22.86)
    }

    @Test
    func calculateBMI_HeightIsZero_ReturnsZero() {
        #expect(sut.calculateBMI(weight: 70, height: 0) == 0)
    }

    @Test(arguments: [
        (18.49, BMICategory.underweight), (18.5, .normal), (24.99, .normal), (25, .overweight),
        (29.99, .overweight), (30, .obesity1), (34.99, .obesity1), (35, .obesity2),
        (39.99, .obesity2), (40, .obesity3), (80, .obesity3), (10, .underweight),
    ])
    func category_BMIAtEachBoundary_ReturnsTheWHOCategory(bmi: Double, expected: BMICategory) {
        #expect(sut.category(bmi: bmi, in: .who) == expected)
    }

    @Test(arguments: [
        (18.49, BMICategory.underweight), (18.5, .normal), (24.99, .normal), (25, .obesity1),
        (29.99, .obesity1), (30, .obesity2), (34.99, .obesity2), (35, .obesity3),
        (39.99, .obesity3), (40, .obesity4), (80, .obesity4), (10, .underweight),
    ])
    func category_BMIAtEachBoundary_ReturnsTheJASSOCategory(bmi: Double, expected: BMICategory) {
        #expect(sut.category(bmi: bmi, in: .jasso) == expected)
    }

    @Test
    func category_BMIIsZero_ReturnsNil() {
        #expect(sut.category(bmi: 0, in: .who) == nil)
    }

    @Test
    func category_UnroundedBMIIsJustBelow25_FollowsTheShownRoundedValue() {
        // 76.55 kg at 175 cm is 24.9959…, shown as 25.00: the category must say overweight too.
        let bmi = sut.calculateBMI(weight: 76.55, height: 175)
        #expect(bmi == 25)
        #expect(sut.category(bmi: bmi, in: .who) == .overweight)
    }
}
