#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Save button's two writes, the person and the history record, as one step under one lock:
/// both are saved or neither is, even when the process is killed between them.
///
/// NB: two files cannot be renamed at once, so a save first writes a journal (atomically) of
/// what it is about to write; then the person; then the record; then removes the journal. A save
/// that fails on its own puts the person back and removes the journal: nothing changed. A save cut
/// short by a kill leaves the journal, and `finishInterruptedSave` (run by the next save, and
/// before the BMI screen, History and Home read) writes what is missing of it: both.
public struct SaveRepository: Sendable {
    private let personRepository: PersonRepository
    private let historyRepository: HistoryRepository

    public init(_ personRepository: PersonRepository, _ historyRepository: HistoryRepository) {
        self.personRepository = personRepository
        self.historyRepository = historyRepository
    }

    private var file: JSONFile<Person> { personRepository.file }
    private var files: DataFiles { file.files }
    private var journalURL: URL { file.directory.appendingPathComponent(.saveJournalFileName) }

    /// Throws what failed. `.partlySaved` only when the person was saved, the record was not, and
    /// the person file could not be put back either; every other error means nothing changed.
    public func save(_ person: Person, appending record: BMIRecord) throws(DataError) {
        let journal = try encoded(Journal(person: person, record: record))
        try files.whileLocked(file.directory) { () throws(DataError) in
            do throws(DataError) {
                try finishLocked()
            } catch {
                // A journal no save wrote is kept aside (and said by the next read); this save goes on.
                guard case .keptAside = error else { throw error }
            }
            // NB: a file that cannot be used is moved aside first, so "previous" is only ever a
            // usable person (or none), which a failed save puts back.
            try file.setAsideIfUnusable()
            let previous = try file.read()
            try write(journal, to: journalURL)
            do throws(DataError) {
                try file.saveLocked(person)
            } catch {
                removeJournal()
                throw error
            }
            do throws(DataError) {
                try historyRepository.addLocked(record)
            } catch {
                do {
                    try restore(previous, at: file.url)
                } catch {
                    removeJournal()
                    throw .partlySaved(saved: file.url, notSaved: historyRepository.fileURL)
                }
                removeJournal()
                throw error
            }
            removeJournal()
        }
    }

    /// Finishes a save a kill cut short, if there is one: writes the person it was saving and
    /// appends its record unless the history has it already. Does nothing (and takes no lock)
    /// when no save was interrupted. Throws `.keptAside` for a journal no save wrote (one that
    /// cannot be read, does not decode or breaks the rules): it is moved aside, not used.
    public func finishInterruptedSave() throws(DataError) {
        var isDirectory = false
        guard files.fileManagerClient.fileExists(journalURL.path, &isDirectory) else { return }
        try files.whileLocked(file.directory) { () throws(DataError) in try finishLocked() }
    }

    private func finishLocked() throws(DataError) {
        let data: Data
        do {
            guard let read = try files.read(journalURL, limit: JSONFile<Person>.sizeLimit * 2) else { return }
            data = read
        } catch {
            // A link or another user's file is refused where it is, never moved or read through;
            // anything else of ours in its place (a folder, say) is moved aside like a bad journal.
            if case .refused(_, let refusal) = error, refusal != .notARegularFile { throw error }
            throw .keptAside(journalURL, keptAt: try file.setAside(journalURL))  // a directory, say
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .existingISO8601
        // NB: the journal is ours, written atomically, so whole or absent, and only ever what a save
        // checked. One that does not decode or breaks the rules was not written by a save: it is
        // never replayed into the person or the history, and it is kept aside, not removed.
        let journal: Journal
        do {
            journal = try decoder.decode(Journal.self, from: data)
        } catch {
            throw .keptAside(journalURL, keptAt: try file.setAside(journalURL))
        }
        guard file.keepsRules(journal.person), historyRepository.keepsRules(journal.record) else {
            throw .keptAside(journalURL, keptAt: try file.setAside(journalURL))
        }
        try file.saveLocked(journal.person)
        if !(try historyRepository.loadLocked().records.contains { $0.id == journal.record.id }) {
            try historyRepository.addLocked(journal.record)
        }
        removeJournal()
    }

    /// Puts the person file back: the bytes it had, or no file. (A file that was moved aside as
    /// corrupt stays aside too: its bytes are then in both places, and nothing is lost.)
    private func restore(_ previous: Data?, at url: URL) throws {
        if let previous {
            try files.dataClient.write(previous, url)
        } else {
            try files.fileManagerClient.removeItem(url)
        }
    }

    /// The journal is part of saving the person: a failure to write it is said as one to save the
    /// person, the file a person knows.
    private func write(_ data: Data, to url: URL) throws(DataError) {
        do {
            try files.dataClient.write(data, url)
        } catch {
            throw .unwritable(file.url, reason: error.reason)
        }
    }

    /// The journal is only a note of work in progress: once the work is done or undone, a journal
    /// that cannot be removed would only be finished again (writing the same values).
    private func removeJournal() {
        do {
            try files.fileManagerClient.removeItem(journalURL)
        } catch {
            return
        }
    }

    private func encoded(_ journal: Journal) throws(DataError) -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(journal)
        } catch {
            throw .unwritable(journalURL, reason: String(describing: error))
        }
    }

    private struct Journal: Codable {
        var person: Person
        var record: BMIRecord
    }
}
