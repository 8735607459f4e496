import DataSource
import Model

/// The saved person, in the unit system in use, with its BMI: the BMI screen's opening line, and
/// `show`'s text and JSON (`{"bmi","category","healthyWeight","height","name","unit","weight"}`).
struct SavedPerson: Presentation, Equatable {
    var name: String
    var weight: Double
    var height: Double
    var unit: UnitSystem
    var bmi: Double
    @AlwaysEncoded var category: BMICategory?
    var healthyWeight: HealthyWeight?

    /// `Saved person: Alice, 70 kg, 175 cm`.
    func write(to console: Console, strings: any Strings) {
        console.writeLine(
            strings.savedPerson(
                name: name.isEmpty ? strings.unnamed : name,
                weight: strings.measurement(weight, of: .weight, in: unit),
                height: strings.measurement(height, of: .height, in: unit)
            )
        )
    }

    /// Its BMI, as the result line shows it.
    var result: BMIResult {
        BMIResult(bmi: bmi, category: category, healthyWeight: healthyWeight)
    }
}

extension SavedPerson {
    /// `nil` when nobody is saved.
    @MainActor init?(_ store: PersonBMI) {
        guard let person = store.savedPerson, person != .empty else { return nil }
        name = person.name
        // What the screens show, and JSON too: the same hundredths.
        weight = MeasurementService.shown(store.displayed(person, .weight))
        height = MeasurementService.shown(store.displayed(person, .height))
        unit = store.unitSystem
        bmi = store.savedBMI
        category = store.savedCategory
        healthyWeight = HealthyWeight(store, for: person)
    }
}
