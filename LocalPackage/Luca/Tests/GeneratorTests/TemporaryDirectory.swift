import Foundation

/// A new empty directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("luca-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        // NB: cleaning up after a test; a failure to remove leaves only a stray temporary folder.
        try? FileManager.default.removeItem(at: url)
    }
}
