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

    // luca:repositories
}
