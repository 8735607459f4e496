/// The adult weight categories of the WHO and of JASSO (`Classification`). The raw value is the
/// stable id scripts see (`--json`): what a category id means is said by the classification beside
/// it, as JASSO's `obesity1` starts at 25 and WHO's at 30.
public enum BMICategory: String, Codable, Sendable, CaseIterable {
    case underweight
    case normal
    /// WHO's only: JASSO counts 25 and above as obesity.
    case overweight
    case obesity1
    case obesity2
    case obesity3
    /// JASSO's only: 40 and above (WHO's class III has no upper end).
    case obesity4
}
