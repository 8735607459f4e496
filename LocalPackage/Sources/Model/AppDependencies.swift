import DataSource

/// Every dependency of the app, handed by the scene to each store and service.
public struct AppDependencies: Sendable {
    public var appStateClient: AppStateClient
    public var dataClient: DataClient
    public var dateClient: DateClient
    public var fileLockClient: FileLockClient
    public var fileManagerClient: FileManagerClient
    public var processClient: ProcessClient
    public var processInfoClient: ProcessInfoClient
    public var signalClient: SignalClient
    public var terminalClient: TerminalClient
    public var uuidClient: UUIDClient
    /// Where saved files live; the scene settles it at launch (see `DataDirectoryService`).
    public var dataDirectory: URL

    public init(
        appStateClient: AppStateClient = .liveValue,
        dataClient: DataClient = .liveValue,
        dateClient: DateClient = .liveValue,
        fileLockClient: FileLockClient = .liveValue,
        fileManagerClient: FileManagerClient = .liveValue,
        processClient: ProcessClient = .liveValue,
        processInfoClient: ProcessInfoClient = .liveValue,
        signalClient: SignalClient = .liveValue,
        terminalClient: TerminalClient = .liveValue,
        uuidClient: UUIDClient = .liveValue,
        dataDirectory: URL
    ) {
        self.appStateClient = appStateClient
        self.dataClient = dataClient
        self.dateClient = dateClient
        self.fileLockClient = fileLockClient
        self.fileManagerClient = fileManagerClient
        self.processClient = processClient
        self.processInfoClient = processInfoClient
        self.signalClient = signalClient
        self.terminalClient = terminalClient
        self.uuidClient = uuidClient
        self.dataDirectory = dataDirectory
    }

    /// The live dependencies. The data directory is settled by `RootScene`, from the command
    /// line and the environment, before anything reads or writes.
    public static let shared: AppDependencies = {
        ProcessStart.normalize()
        return AppDependencies(dataDirectory: URL(fileURLWithPath: "/"))
    }()
}

extension AppDependencies {
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
            dataDirectory: dataDirectory
        )
    }
}
