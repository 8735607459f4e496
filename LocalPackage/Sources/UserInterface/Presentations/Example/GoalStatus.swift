import DataSource
import Model

/// A person's goal weight, what is left to go and when the trend reaches it: under `show`'s
/// result, `bmi goal`'s output and the BMI screen's `g`; JSON
/// `{"projectedDate":"2027-01-15"|null,"projection":"dated","toGo":-5,"unit":"kg","weight":65}`
/// (`toGo` negative: to lose; `projection` says why there is a date or none).
struct GoalStatus: Presentation, Equatable {
    var weight: Double
    /// The goal less the newest weight; absent before the person's first record.
    var toGo: Double?
    @AlwaysEncoded var projectedDate: String?
    /// For a script, why there is a date or not: `dated`, `reached`, `movingAway`, `tooSlow`,
    /// `tooFewRecords`, `noRecords` before the person's first record, or `historyUnreadable`
    /// when the history could not be read (said on standard error).
    var projectionName: String
    /// `kg` or `lb`.
    var unit: String
    /// Whose, and how the trend goes: the text's, not JSON's.
    var name: String
    var projection: GoalService.Projection?
    var unitSystem: UnitSystem

    private enum CodingKeys: String, CodingKey {
        case weight, toGo, projectedDate, unit
        case projectionName = "projection"
    }

    func write(to console: Console, strings: any Strings) {
        let goal = strings.measurement(weight, of: .weight, in: unitSystem)
        let left = toGo.map { strings.measurement(abs($0), of: .weight, in: unitSystem) }
        let name = strings.displayName(name)
        console.writeLine(
            strings.goalLine(
                name: name, goal: goal, left: left, isToLose: (toGo ?? 0) < 0, isReached: projection == .reached))
        if let projection, let sentence = strings.projection(projection, date: projectedDate) {
            console.writeLine(sentence)
        }
    }
}

extension GoalStatus {
    /// The goal the store holds; `nil` without one.
    @MainActor init?(_ store: PersonBMI) {
        guard let goal = store.goal else { return nil }
        let shown = {
            MeasurementService.shown(store.measurementService.displayed($0, of: .weight, in: store.unitSystem))
        }
        weight = shown(goal.weight)
        toGo = store.goalProgress.map { shown($0.toGo) }
        projection = store.goalProgress?.projection
        projectionName =
            switch projection {
            case nil: store.historyReadError == nil ? "noRecords" : "historyUnreadable"
            case .reachedAround: "dated"
            case .reached: "reached"
            case .movingAway: "movingAway"
            case .tooSlow: "tooSlow"
            case .tooFewRecords: "tooFewRecords"
            }
        projectedDate = store.goalProjectedLocalDate?.dateDisplay
        unit = MeasurementField.weight.symbol(in: store.unitSystem)
        name = goal.name
        unitSystem = store.unitSystem
    }
}
