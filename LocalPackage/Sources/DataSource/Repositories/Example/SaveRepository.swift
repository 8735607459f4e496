/// The Save button's two writes, the person and the history record, as one step under one lock:
/// both are saved or neither is, even when the process is killed between them.
///
/// NB: two files cannot be renamed at once, so a save first writes a journal (atomically) of
/// what it is about to write; then the record, which is the moment it is done; then the person;
/// then removes the journal. A save whose record cannot be added removes the journal: nothing
/// changed. Readers take no lock: the history holds only records saved, and a reader of the person
/// takes the journal's while its record is in and the person file lags (`SaveJournal`). A save cut
/// short by a kill leaves the journal, and `finish` writes what is missing of it: the data
/// directory runs it (its `recovery`) before the next write of any of its files.
public struct SaveRepository: Sendable {
    private let directory: DataDirectory
    private let person: JSONFile<Person>
    private let history: HistoryRepository

    public init(
        _ directory: DataDirectory, _ personRepository: PersonRepository, _ historyRepository: HistoryRepository
    ) {
        self.directory = directory
        self.person = personRepository.file
        self.history = historyRepository
    }

    private var journalURL: URL { directory.url(of: .saveJournal) }

    /// Throws what failed. `.partlySaved` only when the record was added and the person file could
    /// not be written: the save is done as readers see it (`SaveJournal`), and the next write
    /// writes the person; every other error means nothing changed.
    public func save(_ value: Person, appending record: BMIRecord) async throws(DataError) {
        let journal = try SaveJournal(person: value, record: record).fileData(for: journalURL)
        try await directory.whileLocked { lock throws(DataError) in
            // NB: a file that cannot be used is moved aside first, its bytes kept.
            try person.setAsideIfUnusable(lock)
            // The records saved before the history kept names are the saved person's: named so
            // before someone else becomes the saved person. With no one saved (or no one that can
            // be read), they are no one's: named as the person without a name, never the new one.
            let owner = try person.read(lock).flatMap(person.decode)?.name ?? ""
            if PersonName(owner) != PersonName(value.name) {
                try history.nameUnnamedRecords(owner, lock)
            }
            do throws(DataError) {
                try directory.write(journal, to: journalURL, lock)
            } catch {
                // The journal is part of saving the person: said as the file a person knows.
                guard case .unwritable(_, let reason) = error else { throw error }
                throw .unwritable(person.url, reason: reason)
            }
            do throws(DataError) {
                try history.append(record, lock)
            } catch {
                // Nothing else was written: the save did nothing, and no later run may finish it.
                withdrawJournal(lock)
                throw error
            }
            // The record is in: the save is done, as readers see it (the journal's person until the
            // person file has it), and a save cut short from here is finished by the next write.
            do throws(DataError) {
                try person.save(value, lock)
            } catch {
                throw .partlySaved(saved: history.fileURL, notSaved: person.url)
            }
            // NB: once the work is done, a journal that cannot be removed would only be finished
            // again (writing the same values).
            directory.remove(journalURL, lock)
        }
    }

    /// Takes away the journal of a save said to have done nothing, so that no later run finishes
    /// it: removed, or, where it cannot be, moved aside (kept, never replayed).
    private func withdrawJournal(_ lock: DataDirectory.Lock) {
        guard !directory.remove(journalURL, lock) else { return }
        // NB: if it cannot be moved either, the next run finishes the save it holds: the values
        // typed, saved late, rather than lost.
        _ = try? directory.setAside(journalURL, lock)
    }

    /// Finishes a save a kill cut short: appends its record unless the history has it already (as
    /// its last line, which is where readers look: `HistoryRepository.endsWith`), then writes the
    /// person it was saving. Throws `.keptAside` for a journal no save wrote (one that cannot be
    /// read, does not decode or breaks the rules, or whose record is in the history but not last):
    /// it is moved aside, never replayed.
    public func finish(_ lock: DataDirectory.Lock) throws(DataError) {
        let data: Data
        do {
            guard let read = try directory.read(journalURL, limit: SaveJournal.sizeLimit) else { return }
            data = read
        } catch {
            // A link or another user's file is refused where it is, never moved or read through;
            // anything else of ours in its place (a folder, say) is moved aside like a bad journal.
            if case .refused(_, let refusal) = error, refusal != .notARegularFile { throw error }
            throw .keptAside(journalURL, keptAt: try directory.setAside(journalURL, lock))
        }
        // NB: the journal is ours, written atomically, so whole or absent, and only ever what a save
        // checked. One that does not decode or breaks the rules was not written by a save: it is
        // never replayed into the person or the history, and it is kept aside, not removed.
        guard let journal = SaveJournal.decode(data, .init(person: person.accepts, record: history.accepts)) else {
            throw .keptAside(journalURL, keptAt: try directory.setAside(journalURL, lock))
        }
        if try history.load(lock).records.contains(where: { $0.id == journal.record.id }) {
            // A save cut short after its record leaves that record the last line, as its journal
            // holds it (the rule readers go by); a journal whose record is elsewhere or otherwise
            // was not left by that save: kept aside, never written over the person.
            guard try history.endsWith(journal.record) else {
                throw .keptAside(journalURL, keptAt: try directory.setAside(journalURL, lock))
            }
        } else {
            try history.append(journal.record, lock)
        }
        try person.save(journal.person, lock)
        directory.remove(journalURL, lock)
    }
}
