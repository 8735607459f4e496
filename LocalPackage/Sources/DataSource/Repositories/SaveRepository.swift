import Foundation

/// The Save button's two writes, the person and the history record, as one step under one lock:
/// both are saved or neither is. If the record cannot be appended, the person file is put back as
/// it was (restored, or removed if there was none).
public struct SaveRepository: Sendable {
    private let personRepository: PersonRepository
    private let historyRepository: HistoryRepository

    public init(_ personRepository: PersonRepository, _ historyRepository: HistoryRepository) {
        self.personRepository = personRepository
        self.historyRepository = historyRepository
    }

    /// Throws what failed. `.partlySaved` only when the person was saved, the record was not, and
    /// the person file could not be put back either; every other error means nothing changed.
    public func save(_ person: Person, appending record: BMIRecord) throws(DataError) {
        let file = personRepository.file
        let line = try historyRepository.encoded(.record(record))
        try file.files.whileLocked(file.directory) { () throws(DataError) in
            let previous = try file.read()
            try file.saveLocked(person)
            do throws(DataError) {
                try historyRepository.appendLocked(line)
            } catch {
                do {
                    try restore(previous, at: file.url, with: file.files)
                } catch {
                    throw .partlySaved(saved: file.url, notSaved: historyRepository.fileURL)
                }
                throw error
            }
        }
    }

    /// Puts the person file back: the bytes it had, or no file. (A file that was moved aside as
    /// corrupt stays aside too: its bytes are then in both places, and nothing is lost.)
    private func restore(_ previous: Data?, at url: URL, with files: DataFiles) throws {
        if let previous {
            try files.dataClient.write(previous, url)
        } else {
            try files.fileManagerClient.removeItem(url)
        }
    }
}
