/// What the person chose on the Settings screen.
public struct Preferences: Codable, Sendable, Equatable {
    public var unitSystem: UnitSystem
    /// Whether the tutorial is shown on the first BMI screen of a launch.
    public var showsTutorial: Bool

    public init(unitSystem: UnitSystem = .metric, showsTutorial: Bool = true) {
        self.unitSystem = unitSystem
        self.showsTutorial = showsTutorial
    }

    public static let standard = Preferences()
}
