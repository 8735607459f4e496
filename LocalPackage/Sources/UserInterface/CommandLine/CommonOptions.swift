import CommandSpec
import DataSource
import Model

/// Options more than one command takes, declared once.
enum CommonOptions {
    static let weight = Option.text("weight", "W", isRequired: true) { $0.weightHelp }
    static let height = Option.text("height", "H", isRequired: true) { $0.heightHelp }
    static let unit = Option<UnitSystem>.choice("unit", "U") { $0.unitHelp }
    static let classification = Option<Classification>.choice("classification", "C") { $0.classificationHelp }
    static let json = Flag("json") { $0.jsonHelp }
    /// Whose records (`show`, `history`).
    static let person = Option.text("name", "NAME") { $0.personHelp }
}

extension Preferences.Choice {
    /// `--unit` and `--classification`, for a command that shows results.
    static let options: [any OptionDeclaration] = [CommonOptions.unit, CommonOptions.classification]

    /// What `--unit` and `--classification` chose for this run; what was not given stays the
    /// saved one.
    init(_ arguments: ParsedArguments) {
        self.init(unitSystem: arguments[CommonOptions.unit], classification: arguments[CommonOptions.classification])
    }

    /// For what shows no category: with the unit given, the settings need not be read.
    init(showingNoCategory unitSystem: UnitSystem?) {
        self.init(unitSystem: unitSystem, classification: unitSystem.map { _ in .who })
    }
}
