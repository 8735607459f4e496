/// State that lives as long as the process and is shared by every store.
public struct AppState: Sendable, Equatable {
    /// The tutorial is shown at most once per launch.
    public var hasAlreadyTutorial: Bool
    /// Calculations made since launch; the goodbye line reports it.
    public var calculationCount: Int

    public init(hasAlreadyTutorial: Bool = false, calculationCount: Int = 0) {
        self.hasAlreadyTutorial = hasAlreadyTutorial
        self.calculationCount = calculationCount
    }
}
