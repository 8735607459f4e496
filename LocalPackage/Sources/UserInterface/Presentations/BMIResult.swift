import DataSource
import Model

/// A calculated BMI and its category: the BMI screen's result line, and `calc --json`'s
/// `{"bmi":22.86,"category":"normal"}`.
struct BMIResult: Presentation, Equatable {
    var bmi: Double
    @AlwaysEncoded var category: BMICategory?

    /// `BMI 22.86 (Normal weight)`.
    func write(to console: Console, strings: any Strings) {
        write(to: console, strings: strings, style: .plain)
    }

    /// The same, as the screen emphasises a result just calculated.
    func write(to console: Console, strings: any Strings, style: TextStyle) {
        console.writeLine(strings.result(bmi: bmi.bmiDisplay, category: category), style: style)
    }
}

extension BMIResult {
    /// The result the store holds: what was calculated last.
    @MainActor init(_ store: PersonBMI) {
        bmi = store.calculatedBMI
        category = store.category
    }
}
