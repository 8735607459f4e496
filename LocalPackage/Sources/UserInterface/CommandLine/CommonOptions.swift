import CommandSpec
import DataSource
import Model

/// Options more than one command takes, declared once.
enum CommonOptions {
    static let weight = OptionSpec.option("weight", ValueSpec("W"), isRequired: true, help: "weight")
    static let height = OptionSpec.option("height", ValueSpec("H"), isRequired: true, help: "height")
    static let unit = OptionSpec.option("unit", ValueSpec("U", unitSystems), help: "unit")
    static let json = OptionSpec.flag("json", help: "json")

    static let unitSystems = ValueKind.choice(UnitSystem.allCases.map(\.rawValue))

    /// `--unit`'s value, when given (the parser has checked it is one of the choices).
    static func unitSystem(_ arguments: ParsedArguments) -> UnitSystem? {
        arguments.value(unit.name).flatMap(UnitSystem.init(rawValue:))
    }
}
