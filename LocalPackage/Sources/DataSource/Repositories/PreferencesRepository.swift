import Foundation

/// The person's preferences, `settings.json` in the data directory.
public struct PreferencesRepository: Sendable {
    private let file: JSONFile<Preferences>

    public init(
        _ dataClient: DataClient,
        _ fileManagerClient: FileManagerClient,
        _ fileLockClient: FileLockClient,
        _ dateClient: DateClient,
        directory: URL
    ) {
        file = JSONFile(
            dataClient,
            fileManagerClient,
            fileLockClient,
            dateClient,
            url: directory.appendingPathComponent(.settingsFileName)
        )
    }

    public var fileURL: URL { file.url }

    /// The saved preferences, or `.standard` when none were saved yet.
    public func load() throws(DataError) -> Preferences {
        try file.load() ?? .standard
    }

    public func save(_ preferences: Preferences) throws(DataError) {
        try file.save(preferences)
    }
}
