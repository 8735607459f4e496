extension String {
    /// The saved person, as JSON.
    static let personFileName = "person.json"
    /// The person's preferences, as JSON.
    static let settingsFileName = "settings.json"
    /// Held with `flock` by whichever `bmi` is reading or writing the files.
    static let lockFileName = ".lock"
    /// Every saved record, one JSON object per line.
    static let historyFileName = "history.jsonl"
    /// The history's `FileStamp` when the app last knew it in date order (see `HistoryOrderMark`).
    static let historyOrderFileName = ".history-order"
    /// A save under way: what it will write, so that one cut short by a kill is finished later.
    static let saveJournalFileName = ".save-journal.json"
    /// Between a file's name and the time it was moved aside: `person.json.corrupt-20261121T180300Z`.
    static let keptAsideInfix = ".corrupt-"
}
