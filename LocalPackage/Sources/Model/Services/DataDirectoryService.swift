import DataSource
import Foundation

/// Where saved files live. Holds no state.
public struct DataDirectoryService: Sendable {
    private let processInfoClient: ProcessInfoClient
    private let fileManagerClient: FileManagerClient

    public init(_ appDependencies: AppDependencies) {
        self.processInfoClient = appDependencies.processInfoClient
        self.fileManagerClient = appDependencies.fileManagerClient
    }

    /// The first that is set: `--data-dir`, `BMI_DATA_DIR`, `$XDG_DATA_HOME/bmi`, `~/.local/share/bmi`
    /// (with `AppIdentity`'s names).
    public func dataDirectory(commandLineValue: String?) -> URL {
        let environment = processInfoClient.environment()
        if let path = commandLineValue, !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        if let path = environment[AppIdentity.dataDirectoryVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        // The XDG spec ignores a relative XDG_DATA_HOME.
        if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(
                AppIdentity.commandName, isDirectory: true)
        }
        return fileManagerClient.homeDirectoryForCurrentUser()
            .appendingPathComponent(".local/share", isDirectory: true)
            .appendingPathComponent(AppIdentity.commandName, isDirectory: true)
    }
}
