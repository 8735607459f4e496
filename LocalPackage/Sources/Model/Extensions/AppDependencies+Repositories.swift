import DataSource

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The repositories over the data directory, built in one place with the rules what they read
/// back must keep: the same rules typed input keeps (`MeasurementService`, `NameService`).
extension AppDependencies {
    public var personRepository: PersonRepository {
        let (measurementService, nameService) = (MeasurementService(self), NameService(self))
        return PersonRepository(
            dataClient,
            fileManagerClient,
            fileLockClient,
            dateClient,
            directory: dataDirectory,
            accepting: { person in
                nameService.invalidity(of: person.name) == nil
                    && measurementService.invalidField(of: person) == nil
            }
        )
    }

    public var historyRepository: HistoryRepository {
        let measurementService = MeasurementService(self)
        return HistoryRepository(
            dataClient,
            fileManagerClient,
            fileLockClient,
            directory: dataDirectory,
            accepting: { measurementService.invalidField(weight: $0.weight, height: $0.height) == nil }
        )
    }

    public var preferencesRepository: PreferencesRepository {
        // NB: every value of `Preferences` that decodes is a valid one (an enum and a flag).
        PreferencesRepository(
            dataClient, fileManagerClient, fileLockClient, dateClient, directory: dataDirectory,
            accepting: { _ in true })
    }

    public var saveRepository: SaveRepository {
        SaveRepository(personRepository, historyRepository)
    }
}
