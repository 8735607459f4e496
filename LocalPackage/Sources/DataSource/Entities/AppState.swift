/// State that lives as long as the process and is shared by every store.
public struct AppState: Sendable {
    /// The tutorial is shown at most once per launch.
    public var hasAlreadyTutorial: Bool
    /// Calculations made since launch; the goodbye line reports it.
    public var calculationCount: Int
    /// Whether `LogService` writes its events (`--verbose` or `BMI_LOG=debug`).
    public var isLoggingEnabled: Bool
    /// The BMI of the newest saved record, `nil` before the first; Home shows it.
    public let latestBMI: SharedStream<Double?>

    public init(
        hasAlreadyTutorial: Bool = false,
        calculationCount: Int = 0,
        isLoggingEnabled: Bool = false,
        latestBMI: SharedStream<Double?> = SharedStream(nil)
    ) {
        self.hasAlreadyTutorial = hasAlreadyTutorial
        self.calculationCount = calculationCount
        self.isLoggingEnabled = isLoggingEnabled
        self.latestBMI = latestBMI
    }
}
