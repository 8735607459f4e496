import DataSource

/// The data directory and the repositories over it, built in one place with the rules what they
/// read back must keep: the rules typed input keeps (`luca repository` adds one).
extension AppDependencies {
    /// The one way to the data directory's files.
    public var ownedDataDirectory: DataDirectory {
        DataDirectory(dataDirectory, dataClient, fileManagerClient, fileLockClient, dateClient)
            .finishing(exampleSaveRecovery)
    }

    // luca:repositories
}
