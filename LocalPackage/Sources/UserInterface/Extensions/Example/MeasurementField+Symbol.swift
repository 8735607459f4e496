import DataSource

extension MeasurementField {
    /// The unit's symbol in `unitSystem`, the same in every language and in JSON: `kg`, `cm`,
    /// `lb`, `in`.
    func symbol(in unitSystem: UnitSystem) -> String {
        switch (self, unitSystem) {
        case (.weight, .metric): "kg"
        case (.height, .metric): "cm"
        case (.weight, .imperial): "lb"
        case (.height, .imperial): "in"
        }
    }
}
