import DataSource
import Model

/// A calculated BMI and its category, and the healthy weights for its height: the BMI screen's
/// result, and `calc --json`'s
/// `{"bmi":22.86,"category":"normal","classification":"who","healthyWeight":{…}}`.
struct BMIResult: Presentation, Equatable {
    var bmi: Double
    @AlwaysEncoded var category: BMICategory?
    /// Whose category it is.
    var classification: Classification
    var healthyWeight: HealthyWeight?

    /// `BMI 22.86 (Normal weight)`.
    func write(to console: Console, strings: any Strings) {
        write(to: console, strings: strings, style: .plain)
    }

    /// The same, as the screen emphasises a result just calculated.
    func write(to console: Console, strings: any Strings, style: TextStyle) {
        console.writeLine(strings.result(bmi: bmi.bmiDisplay, category: category, in: classification), style: style)
        healthyWeight?.write(to: console, strings: strings)
    }
}

extension BMIResult {
    /// `person`'s, in `preferences`' unit system and classification.
    init(_ person: Person, _ preferences: Preferences, _ dependencies: AppDependencies) {
        let (bmiService, measurementService) = (BMIService(dependencies), MeasurementService(dependencies))
        bmi = bmiService.calculateBMI(person)
        category = bmiService.category(bmi: bmi, in: preferences.classification)
        classification = preferences.classification
        healthyWeight = HealthyWeight(
            measurementService.healthyWeight(height: person.height, in: preferences.unitSystem),
            height: measurementService.displayed(person.height, of: .height, in: preferences.unitSystem),
            in: preferences.unitSystem)
    }

    /// The result the store holds: what was calculated last.
    @MainActor init(_ store: PersonBMI) {
        bmi = store.calculatedBMI
        category = store.category
        classification = store.classification
        healthyWeight = HealthyWeight(store, for: store.calculatedPerson)
    }
}
