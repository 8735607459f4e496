import DataSource
import Foundation

/// A new empty directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(AppIdentity.commandName)-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() {
        // NB: cleaning up after a test; a failure to remove leaves only a stray temporary folder.
        try? FileManager.default.removeItem(at: url)
    }
}
