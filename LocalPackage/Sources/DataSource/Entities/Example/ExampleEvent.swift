/// What the example logs besides the architecture's events (`LogEvent.example`).
public enum ExampleEvent: Sendable, Equatable, CustomStringConvertible {
    case personSaved
    case recordAppended(BMIRecord.ID)
    case recordDeleted(BMIRecord.ID)
    case preferencesSaved(Preferences)

    /// `name key=value`, as `LogEvent`'s.
    public var description: String {
        switch self {
        case .personSaved: "personSaved"
        case .recordAppended(let id): "recordAppended id=\(id.uuidString)"
        case .recordDeleted(let id): "recordDeleted id=\(id.uuidString)"
        case .preferencesSaved(let preferences):
            "preferencesSaved unitSystem=\(preferences.unitSystem.rawValue) showsTutorial=\(preferences.showsTutorial)"
        }
    }
}
