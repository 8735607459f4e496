import CommandSpec
import DataSource
import Model

/// Options more than one command takes, declared once.
enum CommonOptions {
    static let weight = Option.text("weight", "W", isRequired: true) { $0.weightHelp }
    static let height = Option.text("height", "H", isRequired: true) { $0.heightHelp }
    static let unit = Option<UnitSystem>.choice("unit", "U") { $0.unitHelp }
    static let json = Flag("json") { $0.jsonHelp }
    /// Whose records (`show`, `history`).
    static let person = Option.text("name", "NAME") { $0.personHelp }
}

extension CommandContext {
    /// The unit system `--unit` chose, for every screen of this run (`AppState.unitSystemChosen`):
    /// the saved settings are then not read. `nil` leaves the saved one.
    func choose(_ unitSystem: UnitSystem?) {
        guard let unitSystem else { return }
        dependencies.appStateClient.withLock { $0.unitSystemChosen = unitSystem }
    }
}
