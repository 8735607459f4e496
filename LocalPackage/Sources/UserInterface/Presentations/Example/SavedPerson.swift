import DataSource
import Model

/// The saved person, in the unit system in use, with its BMI: the BMI screen's opening line, and
/// `show`'s text and JSON (`{"bmi","category","change","classification","healthyWeight","height",
/// "name","unit","weight"}`).
struct SavedPerson: Presentation, Equatable {
    var name: String
    var weight: Double
    var height: Double
    var unit: UnitSystem
    var bmi: Double
    @AlwaysEncoded var category: BMICategory?
    var classification: Classification
    var healthyWeight: HealthyWeight?
    /// Since the person's previous record (the weight in the unit in use); absent with one record.
    var change: ProgressService.Change?
    @AlwaysEncoded var goal: GoalStatus?
    /// Whether it is the person saved last, or another one `show --name` asked for: the text's.
    var isSavedPerson = true

    private enum CodingKeys: String, CodingKey {
        case name, weight, height, unit, bmi, category, classification, healthyWeight, change, goal
    }

    /// `Saved person: Alice, 70 kg, 175 cm`, or `Newest record of Ann: 58.5 kg, 165 cm`.
    func write(to console: Console, strings: any Strings) {
        let (name, weight, height) = (
            strings.displayName(name), strings.measurement(weight, of: .weight, in: unit),
            strings.measurement(height, of: .height, in: unit)
        )
        console.writeLine(
            isSavedPerson
                ? strings.savedPerson(name: name, weight: weight, height: height)
                : strings.newestRecord(of: name, weight: weight, height: height))
    }

    /// Its BMI, as the result line shows it.
    var result: BMIResult {
        BMIResult(bmi: bmi, category: category, classification: classification, healthyWeight: healthyWeight)
    }

    /// `show`'s text: the person, the result, and the change since the previous record.
    func writeDetails(to console: Console, strings: any Strings) {
        write(to: console, strings: strings)
        result.write(to: console, strings: strings)
        if let change { console.writeLine(strings.sincePrevious(strings.change(change, in: unit))) }
        goal?.write(to: console, strings: strings)
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
        classification = store.classification
        healthyWeight = HealthyWeight(store, for: person)
        goal = GoalStatus(store)
        isSavedPerson = PersonName(person.name) == PersonName(store.person.name)
        change = store.displayedSavedChange.map {
            .init(weight: MeasurementService.shown($0.weight), bmi: MeasurementService.shown($0.bmi))
        }
    }
}
