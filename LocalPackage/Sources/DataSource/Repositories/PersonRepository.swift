import Foundation

/// The saved person, `person.json` in the data directory.
public struct PersonRepository: Sendable {
    private let file: JSONFile<Person>

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
            url: directory.appendingPathComponent(.personFileName)
        )
    }

    public var fileURL: URL { file.url }

    /// The saved person, or `.empty` when none was saved yet.
    /// Throws `.undecodable` for a file that is not a person, and leaves that file as it is.
    public func load() throws(DataError) -> Person {
        try file.load() ?? .empty
    }

    public func save(_ person: Person) throws(DataError) {
        try file.save(person)
    }
}
