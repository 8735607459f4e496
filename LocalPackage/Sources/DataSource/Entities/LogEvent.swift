#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `LogService` records: typed events with ids and values, for developers, not people.
public enum LogEvent: Sendable, Equatable {
    case launched(dataDirectory: URL)
    case terminated
    case screenAppeared(Screen)
    case screenDisappeared(Screen)
    case personSaved
    case recordAppended(BMIRecord.ID)
    case recordDeleted(BMIRecord.ID)
    case preferencesSaved(Preferences)
    case dataFailed(DataError)
}
