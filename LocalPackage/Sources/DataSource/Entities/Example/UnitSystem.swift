/// How weights and heights are typed and shown. Saved values are always kilograms and centimetres.
public enum UnitSystem: String, Codable, Sendable, CaseIterable {
    /// Kilograms and centimetres.
    case metric
    /// Pounds and inches.
    case imperial
}
