import DataSource

/// Every dependency of the app, handed by the scene to each store and service. A client is three
/// lines here (`luca client NAME` writes them at the `// luca:` markers): its property with the
/// live value, and its parameter and argument in `testDependencies`.
public struct AppDependencies: Sendable {
    public var appStateClient: AppStateClient = .liveValue
    public var dataClient: DataClient = .liveValue
    public var dateClient: DateClient = .liveValue
    public var fileLockClient: FileLockClient = .liveValue
    public var fileManagerClient: FileManagerClient = .liveValue
    public var processClient: ProcessClient = .liveValue
    public var processInfoClient: ProcessInfoClient = .liveValue
    public var signalClient: SignalClient = .liveValue
    public var terminalClient: TerminalClient = .liveValue
    public var uuidClient: UUIDClient = .liveValue
    // luca:clients
    /// Where saved files live; the scene settles it at launch (see `DataDirectoryService`).
    public var dataDirectory: URL

    /// The live dependencies. The data directory is settled by `RootScene`, from the command
    /// line and the environment, before anything reads or writes.
    public static let shared: AppDependencies = {
        ProcessStart.normalize()
        return AppDependencies(dataDirectory: URL(fileURLWithPath: "/"))
    }()
}

extension AppDependencies {
    // NB: in an extension, so that the struct keeps its memberwise initialiser, which
    // `testDependencies` uses.
    /// The live clients, and the data directory given.
    public init(dataDirectory: URL) {
        self.dataDirectory = dataDirectory
    }

    /// Test dependencies: every client unimplemented unless given, and a data directory that is
    /// only a name (nothing is written there unless a test gives real file clients).
    public static func testDependencies(
        appStateClient: AppStateClient = .testValue,
        dataClient: DataClient = .testValue,
        dateClient: DateClient = .testValue,
        fileLockClient: FileLockClient = .testValue,
        fileManagerClient: FileManagerClient = .testValue,
        processClient: ProcessClient = .testValue,
        processInfoClient: ProcessInfoClient = .testValue,
        signalClient: SignalClient = .testValue,
        terminalClient: TerminalClient = .testValue,
        uuidClient: UUIDClient = .testValue,
        // luca:test-client-parameters
        dataDirectory: URL = URL(fileURLWithPath: "/test-data")
    ) -> AppDependencies {
        AppDependencies(
            appStateClient: appStateClient,
            dataClient: dataClient,
            dateClient: dateClient,
            fileLockClient: fileLockClient,
            fileManagerClient: fileManagerClient,
            processClient: processClient,
            processInfoClient: processInfoClient,
            signalClient: signalClient,
            terminalClient: terminalClient,
            uuidClient: uuidClient,
            // luca:test-clients
            dataDirectory: dataDirectory
        )
    }
}
