import DataSource

/// The data directory and the repositories over it, built in one place with the rules what they
/// read back must keep: the rules typed input keeps (`luca repository` adds one).
extension AppDependencies {
    /// The one way to the data directory's files.
    public var ownedDataDirectory: DataDirectory {
        // luca:example-begin
        // A save cut short by a kill is finished, under the lock, before anything there is next
        // written (readers see it as saved once its record is in: `SaveJournal`).
        let rules = self
        return DataDirectory(
            dataDirectory, dataClient, fileManagerClient, fileLockClient, dateClient,
            recovery: DataDirectory.Recovery(file: .saveJournal) { directory, lock throws(DataError) in
                try rules.saveRepository(in: directory).finish(lock)
            }
        )
        // luca:example-end
        // luca:bare: DataDirectory(dataDirectory, dataClient, fileManagerClient, fileLockClient, dateClient)
    }

    // luca:example-begin
    public var personRepository: PersonRepository {
        personRepository(in: ownedDataDirectory)
    }

    public var historyRepository: HistoryRepository {
        historyRepository(in: ownedDataDirectory)
    }

    public var preferencesRepository: PreferencesRepository {
        // NB: every value of `Preferences` that decodes is a valid one (an enum and a flag).
        PreferencesRepository(ownedDataDirectory, accepting: { _ in true })
    }

    public var goalRepository: GoalRepository {
        let nameService = NameService(self)
        return GoalRepository(ownedDataDirectory) { goals in
            goals.allSatisfy {
                nameService.invalidity(of: $0.name) == nil && MeasurementService.weightRange.contains($0.weight)
            }
        }
    }

    public var saveRepository: SaveRepository {
        saveRepository(in: ownedDataDirectory)
    }

    // luca:example-end
    // luca:repositories
    // luca:example-begin

    private func personRepository(in directory: DataDirectory) -> PersonRepository {
        let (rules, history) = (journalRules, historyRepository(in: directory))
        return PersonRepository(directory, accepting: rules.person) { () throws(DataError) in
            try SaveJournal.savedPerson(in: directory, rules, endsWith: history.endsWith)
        }
    }

    private func historyRepository(in directory: DataDirectory) -> HistoryRepository {
        HistoryRepository(directory, accepting: journalRules.record)
    }

    /// The rules a saved person and a saved record keep, those of typed input: what a save's
    /// journal keeps too, to be seen as saved.
    private var journalRules: SaveJournal.Rules {
        let (measurementService, nameService) = (MeasurementService(self), NameService(self))
        return SaveJournal.Rules(
            person: { person in
                nameService.invalidity(of: person.name) == nil && measurementService.invalidField(of: person) == nil
            },
            record: { record in
                measurementService.invalidField(weight: record.weight, height: record.height) == nil
                    && record.name.map { nameService.invalidity(of: $0) == nil } ?? true
            })
    }

    private func saveRepository(in directory: DataDirectory) -> SaveRepository {
        SaveRepository(directory, personRepository(in: directory), historyRepository(in: directory))
    }
    // luca:example-end
}
