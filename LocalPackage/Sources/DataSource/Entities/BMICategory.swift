/// The WHO adult weight categories. The raw value is the stable id scripts see (`--json`).
public enum BMICategory: String, Codable, Sendable, CaseIterable {
    case underweight
    case normal
    case overweight
    case obesity1
    case obesity2
    case obesity3
}
