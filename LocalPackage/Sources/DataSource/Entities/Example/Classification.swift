/// Whose adult BMI categories are used: the WHO's (the default), or those of the Japan Society for
/// the Study of Obesity (JASSO), which Japanese readers know. The raw value is the id scripts see.
public enum Classification: String, Codable, Sendable, CaseIterable {
    case who
    case jasso
}
