/// State that lives as long as the process and is shared by every store: what one screen
/// changes and another shows at once (a `SharedStream`, which Home can follow).
public struct AppState: Sendable {
    /// Whether `LogService` writes its events (`--verbose` or `<PREFIX>_LOG=debug`).
    public var isLoggingEnabled: Bool
    // luca:example-begin
    /// The tutorial is shown at most once per launch.
    public var hasAlreadyTutorial: Bool
    /// Calculations made since launch; the goodbye line reports it.
    public var calculationCount: Int
    /// The newest saved record (the latest BMI), `nil` before the first; Home shows it.
    public let latestRecord: SharedStream<BMIRecord?>

    public init(
        hasAlreadyTutorial: Bool = false,
        calculationCount: Int = 0,
        isLoggingEnabled: Bool = false,
        latestRecord: SharedStream<BMIRecord?> = SharedStream(nil)
    ) {
        self.hasAlreadyTutorial = hasAlreadyTutorial
        self.calculationCount = calculationCount
        self.isLoggingEnabled = isLoggingEnabled
        self.latestRecord = latestRecord
    }
    // luca:example-end
    // luca:bare:
    // luca:bare: public init(isLoggingEnabled: Bool = false) {
    // luca:bare:     self.isLoggingEnabled = isLoggingEnabled
    // luca:bare: }
}
