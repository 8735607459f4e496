/// What `LogService` records: typed events with ids and values, for developers, not people.
public enum LogEvent: Sendable, Equatable {
    case launched(dataDirectory: URL)
    case terminated
    /// A screen, named after its store (`home` for `Home`): see `Composable.screenName`.
    case screenAppeared(String)
    case screenDisappeared(String)
    case example(ExampleEvent)
    case dataFailed(DataError)
}
