/// What the example keeps for the whole process in `AppState` (as `AppState.example`).
public struct ExampleState: Sendable {
    /// The tutorial is shown at most once per launch.
    public var hasAlreadyTutorial: Bool
    /// Calculations made since launch; the goodbye line reports it.
    public var calculationCount: Int
    /// The newest saved record (the latest BMI), `nil` before the first; Home shows it.
    public let latestRecord: SharedStream<BMIRecord?>

    public init(
        hasAlreadyTutorial: Bool = false,
        calculationCount: Int = 0,
        latestRecord: SharedStream<BMIRecord?> = SharedStream(nil)
    ) {
        self.hasAlreadyTutorial = hasAlreadyTutorial
        self.calculationCount = calculationCount
        self.latestRecord = latestRecord
    }
}

extension AppState {
    /// The state with the example's part given (a test's starting state).
    public init(example: ExampleState) {
        self.init()
        self.example = example
    }
}
