import DataSource
import Foundation
import Model
import TestSupport

/// Dependencies for a store that reads and writes files: the files in memory, a fixed clock and
/// counting ids; everything else unimplemented unless given.
func storeDependencies(
    files: InMemoryFiles = InMemoryFiles(),
    appStateClient: AppStateClient = .testValue,
    terminalClient: TerminalClient = .testValue
) -> AppDependencies {
    .testDependencies(
        appStateClient: appStateClient,
        dataClient: files.dataClient,
        dateClient: .fixed(),
        fileLockClient: files.fileLockClient,
        fileManagerClient: files.fileManagerClient,
        terminalClient: terminalClient,
        uuidClient: .incrementing()
    )
}

let dataDirectory = URL(fileURLWithPath: "/test-data")
