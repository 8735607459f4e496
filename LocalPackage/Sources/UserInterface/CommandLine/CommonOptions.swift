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

/// How a command that shows results shows them, for this run: `--unit` and `--classification`.
struct ShownAs {
    static let options: [any OptionDeclaration] = [CommonOptions.unit, CommonOptions.classification]

    let unitSystem: UnitSystem?
    let classification: Classification?

    init(_ arguments: ParsedArguments) {
        unitSystem = arguments[CommonOptions.unit]
        classification = arguments[CommonOptions.classification]
    }

    init(unitSystem: UnitSystem?, classification: Classification?) {
        self.unitSystem = unitSystem
        self.classification = classification
    }
}

extension CommandContext {
    /// What `--unit` and `--classification` chose, for every screen of this run
    /// (`AppState.unitSystemChosen`, `classificationChosen`): the saved settings are then not
    /// read for them. What was not given stays the saved one.
    func choose(_ shownAs: ShownAs) {
        dependencies.appStateClient.withLock {
            $0.unitSystemChosen = shownAs.unitSystem ?? $0.unitSystemChosen
            $0.classificationChosen = shownAs.classification ?? $0.classificationChosen
        }
    }
}
