import DataSource

/// The example's repositories, built with the rules typed input keeps; the person and the
/// history are read through the save journal, so a save a kill cut short is seen whole.
extension AppDependencies {
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

    /// The Save button's two writes under one lock.
    private func saveRepository(in directory: DataDirectory) -> SaveRepository {
        SaveRepository(directory, personRepository(in: directory), historyRepository(in: directory))
    }

    /// A save cut short by a kill, finished under the lock before anything in the data directory
    /// is next written (readers see it as saved once its record is in: `SaveJournal`).
    var exampleSaveRecovery: DataDirectory.Recovery {
        DataDirectory.Recovery(file: .saveJournal) { [self] directory, lock throws(DataError) in
            try saveRepository(in: directory).finish(lock)
        }
    }
}
