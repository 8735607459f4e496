/// A number the user types: which one, so a message can name it.
public enum MeasurementField: String, Sendable, CaseIterable {
    case weight
    case height
}
