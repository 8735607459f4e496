/// What `LogService` records: typed events with ids and values, for developers, not people.
public enum LogEvent: Sendable, Equatable {
    case launched(dataDirectory: URL)
    case terminated
    /// A screen, named after its store (`personBMI` for `PersonBMI`): see `Composable.screenName`.
    case screenAppeared(String)
    case screenDisappeared(String)
    case personSaved
    case recordAppended(BMIRecord.ID)
    case recordDeleted(BMIRecord.ID)
    case preferencesSaved(Preferences)
    case dataFailed(DataError)
}
