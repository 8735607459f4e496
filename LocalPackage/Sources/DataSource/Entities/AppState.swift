/// State that lives as long as the process and is shared by every store: what one screen
/// changes and another shows at once (a `SharedStream`, which Home can follow), or what the
/// command line chose for this run.
public struct AppState: Sendable {
    /// Whether `LogService` writes its events (`--verbose` or `<PREFIX>_LOG=debug`).
    public var isLoggingEnabled: Bool
    // luca:example-begin
    /// The tutorial is shown at most once per launch.
    public var hasAlreadyTutorial: Bool
    /// Calculations made since launch; the goodbye line reports it.
    public var calculationCount: Int
    /// The unit system the command line chose for this run (`--unit`): every screen uses it, and
    /// the saved settings are then not read; `nil` uses the saved one.
    public var unitSystemChosen: UnitSystem?
    /// The classification the command line chose for this run (`--classification`), as
    /// `unitSystemChosen` is the unit system; `nil` uses the saved one.
    public var classificationChosen: Classification?
    /// The newest saved record (the latest BMI), `nil` before the first; Home shows it.
    public let latestRecord: SharedStream<BMIRecord?>

    public init(
        hasAlreadyTutorial: Bool = false,
        calculationCount: Int = 0,
        isLoggingEnabled: Bool = false,
        unitSystemChosen: UnitSystem? = nil,
        classificationChosen: Classification? = nil,
        latestRecord: SharedStream<BMIRecord?> = SharedStream(nil)
    ) {
        self.hasAlreadyTutorial = hasAlreadyTutorial
        self.calculationCount = calculationCount
        self.isLoggingEnabled = isLoggingEnabled
        self.unitSystemChosen = unitSystemChosen
        self.classificationChosen = classificationChosen
        self.latestRecord = latestRecord
    }
    // luca:example-end
    // luca:bare:
    // luca:bare: public init(isLoggingEnabled: Bool = false) {
    // luca:bare:     self.isLoggingEnabled = isLoggingEnabled
    // luca:bare: }
}
