extension String {
    /// The saved person, as JSON.
    static let personFileName = "person.json"
    /// The person's preferences, as JSON.
    static let settingsFileName = "settings.json"
    /// Every saved record, one JSON object per line, appended to.
    static let historyFileName = "history.jsonl"
}
