import DataSource

/// Where saved files live. Holds no state.
public struct DataDirectoryService: Sendable {
    private let processInfoClient: ProcessInfoClient
    private let fileManagerClient: FileManagerClient

    public init(_ appDependencies: AppDependencies) {
        self.processInfoClient = appDependencies.processInfoClient
        self.fileManagerClient = appDependencies.fileManagerClient
    }

    /// The first that is set: `--data-dir`, `BMI_DATA_DIR`, `$XDG_DATA_HOME/bmi`, `~/.local/share/bmi`
    /// (with `AppIdentity`'s names). `~` is `$HOME`, as the XDG spec and every shell mean it, both
    /// for the default and for a leading `~` in the first two; the account database's home
    /// directory only when `HOME` is unset or empty. A relative path is in the working directory.
    ///
    /// A path given that is not UTF-8 is refused (`.notUTF8`): the command line and environment
    /// arrive as text with each such byte replaced by U+FFFD, a path to another folder than the
    /// one named. (A path that holds U+FFFD itself is refused too.)
    public func dataDirectory(commandLineValue: String?) throws(DataError) -> URL {
        let environment = processInfoClient.environment
        for path in [commandLineValue, environment(AppIdentity.dataDirectoryVariable)] {
            if let path, !path.isEmpty {
                guard !path.unicodeScalars.contains("\u{FFFD}") else { throw .notUTF8(path) }
                return try processInfoClient.url(typed: try expandingTilde(path, environment), isDirectory: true)
            }
        }
        // The XDG spec ignores a relative XDG_DATA_HOME.
        if let path = environment("XDG_DATA_HOME"), path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(
                AppIdentity.commandName, isDirectory: true)
        }
        return try home(environment)
            .appendingPathComponent(".local/share", isDirectory: true)
            .appendingPathComponent(AppIdentity.commandName, isDirectory: true)
    }

    /// `HOME` as a shell takes it (a relative one from the working directory); the account's
    /// home directory only when it is unset or empty.
    private func home(_ environment: (String) -> String?) throws(DataError) -> URL {
        if let path = environment("HOME"), !path.isEmpty {
            return try processInfoClient.url(typed: path, isDirectory: true)
        }
        return fileManagerClient.homeDirectoryForCurrentUser()
    }

    /// `~` and `~/…` with the home directory; anything else as it is (`a~b`, and `~alice/x`: a
    /// folder of that name in the working directory, where a shell would give alice's home).
    private func expandingTilde(_ path: String, _ environment: (String) -> String?) throws(DataError) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return try home(environment).path + path.dropFirst()
    }
}
