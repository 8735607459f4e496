extension LogEvent: CustomStringConvertible {
    /// `name key=value`: one event a line, easy to grep. For developers; never translated.
    public var description: String {
        switch self {
        case .launched(let directory): "launched dataDirectory=\(directory.path)"
        case .terminated: "terminated"
        case .screenAppeared(let screen): "screenAppeared screen=\(screen)"
        case .screenDisappeared(let screen): "screenDisappeared screen=\(screen)"
        // luca:example-begin
        case .personSaved: "personSaved"
        case .recordAppended(let id): "recordAppended id=\(id.uuidString)"
        case .recordDeleted(let id): "recordDeleted id=\(id.uuidString)"
        case .preferencesSaved(let preferences):
            "preferencesSaved unitSystem=\(preferences.unitSystem.rawValue) showsTutorial=\(preferences.showsTutorial)"
        // luca:example-end
        case .dataFailed(let error): "dataFailed error=\(error)"
        }
    }
}
