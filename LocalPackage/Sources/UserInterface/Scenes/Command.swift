import DataSource

/// What the command line asks for. Values a store checks (weight, height) stay as typed.
enum Command: Equatable {
    /// `bmi`: the menu at a prompt.
    case interactive
    case calc(weight: String, height: String, unitSystem: UnitSystem?, json: Bool)
    case save(name: String, weight: String, height: String, unitSystem: UnitSystem?)
    case show(unitSystem: UnitSystem?, json: Bool)
    case history(limit: Int?, unitSystem: UnitSystem?, json: Bool)
    case help
    case version
}
