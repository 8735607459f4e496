import DataSource

/// Several people measured on one machine: each keeps the measurements they were last saved with.
extension PersonBMI {
    /// The weight and height `name` was last measured with (`PeopleService.lastMeasured`), a
    /// history that cannot be read giving none (logged, and held in `historyReadError` for a
    /// command to say); only a wait for another process called off (Ctrl-C) is thrown, as the
    /// command then ends saying so.
    func lastMeasuredIfReadable(_ name: String) async throws(DataError) -> Person? {
        do {
            let last = try await peopleService.lastMeasured(name)
            historyReadError = nil
            return last
        } catch {
            if case .cancelled = error { throw error }
            historyReadError = error
            logService.log(.dataFailed(error))
            return nil
        }
    }

    /// `name`'s newest `count` records, newest first, each with its trend and change.
    func newestProgress(of name: String, _ count: Int, savedPerson: Person) async throws(DataError) -> [(
        record: BMIRecord, progress: ProgressService.Progress
    )] {
        let query = HistoryQuery(
            person: PersonName(name), unnamedRecordsOwner: savedPerson.name, earlier: ProgressService.memory)
        let page = try await historyRepository.newest(count, query)
        let progress = progressService.progress(of: page.records, earlier: page.earlier, owner: query.owner)
        return Array(zip(page.records, progress))
    }

    /// A name typed for someone other than the person on the form: the form takes that person's
    /// last measurements, or none for someone never saved (their weight and height are then asked
    /// for, not carried over from someone else). A history that cannot be read gives none: the
    /// values are asked for, and Save says what is wrong with the file.
    func takeMeasurements(of name: String) async {
        do {
            let last = try await lastMeasuredIfReadable(name)
            (person.weight, person.height) = (last?.weight ?? 0, last?.height ?? 0)
        } catch {
            (person.weight, person.height) = (0, 0)
            dataError = error
        }
    }
}
