/// What the person chose on the Settings screen.
public struct Preferences: Codable, Sendable, Equatable {
    public var unitSystem: UnitSystem
    /// Whether the tutorial is shown on the first BMI screen of a launch.
    public var showsTutorial: Bool
    /// Whose categories a BMI is given.
    public var classification: Classification

    public init(unitSystem: UnitSystem = .metric, showsTutorial: Bool = true, classification: Classification = .who) {
        self.unitSystem = unitSystem
        self.showsTutorial = showsTutorial
        self.classification = classification
    }

    private enum CodingKeys: String, CodingKey {
        case unitSystem, showsTutorial, classification
    }

    /// Settings saved before the classification could be chosen read as the WHO's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        unitSystem = try container.decode(UnitSystem.self, forKey: .unitSystem)
        showsTutorial = try container.decode(Bool.self, forKey: .showsTutorial)
        classification = try container.decodeIfPresent(Classification.self, forKey: .classification) ?? .who
    }

    public static let standard = Preferences()

    /// What a command chose for its run (`--unit`, `--classification`), given to the store that
    /// reads the preferences: it wins, and the settings file is read only for what it leaves out.
    public struct Choice: Sendable, Equatable {
        public var unitSystem: UnitSystem?
        public var classification: Classification?

        public init(unitSystem: UnitSystem? = nil, classification: Classification? = nil) {
            self.unitSystem = unitSystem
            self.classification = classification
        }

        /// Nothing chosen: the saved preferences, as the screens use them.
        public static let saved = Choice()
    }
}
