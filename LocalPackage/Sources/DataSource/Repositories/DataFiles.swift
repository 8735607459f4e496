import Foundation

/// The reading and directory rules every repository shares.
struct DataFiles: Sendable {
    let dataClient: DataClient
    let fileManagerClient: FileManagerClient

    /// The file's bytes, or `nil` when there is no file.
    func read(_ url: URL) throws(DataError) -> Data? {
        var isDirectory = false
        guard fileManagerClient.fileExists(url.path, &isDirectory) else { return nil }
        guard !isDirectory else { throw .unreadable(url, reason: "it is a directory") }
        do {
            return try dataClient.contentsOf(url)
        } catch {
            throw .unreadable(url, reason: error.localizedDescription)
        }
    }

    /// Makes the directory (private) if it is missing; fails if its path is taken by a file.
    func prepareDirectory(_ directory: URL) throws(DataError) {
        var isDirectory = false
        if fileManagerClient.fileExists(directory.path, &isDirectory) {
            guard isDirectory else { throw .notADirectory(directory) }
            return
        }
        do {
            try fileManagerClient.createDirectory(directory, true)
        } catch {
            throw .unwritable(directory, reason: error.localizedDescription)
        }
    }
}
