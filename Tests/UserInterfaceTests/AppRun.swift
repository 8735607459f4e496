import DataSource
import Foundation
import Model
import TestSupport
import UserInterface

/// One run of the app through `RootScene`, with a scripted terminal and files in memory.
@MainActor struct AppRun {
    nonisolated static let dataDirectory = URL(fileURLWithPath: "/data/app")

    let status: Int32
    let terminal: ScriptedTerminal

    var output: String { terminal.standardOutput }
    var error: String { terminal.standardError }

    /// The same run on a disk with no space left: every write and append fails with ENOSPC.
    static func fullDisk(
        _ arguments: [String] = [],
        typing lines: [String] = [],
        files: InMemoryFiles
    ) async -> AppRun {
        var dataClient = files.dataClient
        dataClient.write = { _, _ in throw POSIXError(.ENOSPC) }
        dataClient.example.append = { _, _ in throw POSIXError(.ENOSPC) }
        return await AppRun(arguments, typing: lines, files: files, dataClient: dataClient)
    }

    init(
        _ arguments: [String] = [],
        typing lines: [String] = [],
        files: InMemoryFiles = InMemoryFiles(),
        environment: [String: String] = [:],
        isTerminal: Bool = false,
        columns: Int? = nil,
        rows: Int? = nil,
        keys: String? = nil,
        dataClient: DataClient? = nil,
        fileLockClient: FileLockClient? = nil,
        signalClient: SignalClient = .never,
        terminalClient: TerminalClient? = nil,
        dependencies: (inout AppDependencies) -> Void = { _ in }
    ) async {
        // `keys`: typed on a terminal through the line editor, rather than as lines.
        terminal =
            keys.map { ScriptedTerminal(keys: $0, columns: columns ?? 80, rows: rows) }
            ?? ScriptedTerminal(lines, isTerminal: isTerminal, columns: columns, rows: rows)
        var appDependencies = AppDependencies.testDependencies(
            dataClient: dataClient ?? files.dataClient,
            dateClient: .advancing(),
            fileLockClient: fileLockClient ?? files.fileLockClient,
            fileManagerClient: files.fileManagerClient,
            processInfoClient: .fixed(
                arguments: arguments,
                environment: [AppIdentity.dataDirectoryVariable: Self.dataDirectory.path].merging(environment) {
                    $1
                }
            ),
            signalClient: signalClient,
            terminalClient: terminalClient ?? terminal.client,
            uuidClient: .incrementing()
        )
        // Any other client, such as one a feature adds: `AppRun(…, dependencies: { $0.weatherClient = … })`.
        dependencies(&appDependencies)
        let scene = RootScene(appDependencies)
        // In a task of its own, as a process's main task: a signal cancels the task a one-shot
        // command runs in (`EndingSignals`), which must be the app's, not the test's.
        status = await Task { await scene.run() }.value
    }
}
