import DataSource
import Foundation

/// A file system in memory, for tests that exercise saving and loading without a disk:
/// `DataClient` and `FileManagerClient` over the same files.
public final class InMemoryFiles: Sendable {
    let files: LockIsolated<[String: Data]>
    let directories: LockIsolated<Set<String>>
    /// How many times each file was written, as its stamp's inode: a stamp changes with each write.
    let writes = LockIsolated<[String: UInt64]>([:])

    public init(files: [URL: Data] = [:]) {
        self.files = LockIsolated(Dictionary(uniqueKeysWithValues: files.map { ($0.key.path, $0.value) }))
        self.directories = LockIsolated(Set(files.keys.flatMap { Self.folders(leadingTo: $0) }))
    }

    /// Every folder on the way to `url`, as a disk has them: `/a/b/c` → `/a/b`, `/a`.
    private static func folders(leadingTo url: URL) -> [String] {
        var folders: [String] = []
        var folder = url.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            folders.append(folder.path)
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }

    /// The file's bytes, or `nil` when there is no such file.
    public func contents(of url: URL) -> Data? {
        files.value[url.path]
    }

    /// Every file's path.
    public var paths: Set<String> {
        Set(files.value.keys)
    }

    public var dataClient: DataClient {
        DataClient(
            write: write(_:to:),
            open: { [files, writes] url in
                guard let data = files.value[url.path] else { throw CocoaError(.fileReadNoSuchFile) }
                // The bytes as they are now: later writes replace the dictionary's value, not these.
                let stamp = Self.stamp(of: data, writes: writes.value[url.path] ?? 0)
                return FileSnapshot(
                    size: data.count,
                    read: { offset, count in data.subdata(in: offset..<min(offset + count, data.count)) },
                    stamp: { (stamp, true) })
            },
            stamp: { [files, writes] url in
                guard let data = files.value[url.path] else { throw CocoaError(.fileReadNoSuchFile) }
                return Self.stamp(of: data, writes: writes.value[url.path] ?? 0)
            },
            example: ExampleDataClient(self)
        )
    }

    /// Writes a whole file, into a folder that is there.
    func write(_ data: Data, to url: URL) throws {
        guard directories.value.contains(url.deletingLastPathComponent().path) else {
            throw CocoaError(.fileNoSuchFile)
        }
        files.withValue { $0[url.path] = data }
        writes.withValue { $0[url.path, default: 0] += 1 }
    }

    /// A file's stamp: its size, and how many times it was written as its inode.
    private static func stamp(of data: Data, writes: UInt64) -> FileStamp {
        FileStamp(device: 0, inode: writes, size: Int64(data.count), modified: 0, changed: 0)
    }

    /// One process and no other: the lock only runs the body.
    public var fileLockClient: FileLockClient {
        FileLockClient(lock: { _, _ in HeldFileLock {} }, checkDirectory: { _ in })
    }

    public var fileManagerClient: FileManagerClient {
        FileManagerClient(
            fileExists: { [files, directories] path, isDirectory in
                isDirectory = directories.value.contains(path)
                return isDirectory || files.value[path] != nil
            },
            createDirectory: { [directories] url, _ in
                directories.withValue { $0.formUnion([url.path] + Self.folders(leadingTo: url)) }
            },
            moveItem: { [files] source, destination in
                try files.withValue { (files: inout [String: Data]) throws(CocoaError) in
                    guard files[destination.path] == nil else { throw CocoaError(.fileWriteFileExists) }
                    guard let data = files.removeValue(forKey: source.path) else { throw CocoaError(.fileNoSuchFile) }
                    files[destination.path] = data
                }
            },
            contentsOfDirectory: { [files] path in
                files.value.keys.filter { URL(fileURLWithPath: $0).deletingLastPathComponent().path == path }
                    .map { URL(fileURLWithPath: $0).lastPathComponent }
            },
            removeItem: { [files] url in
                try files.withValue { (files: inout [String: Data]) throws(CocoaError) in
                    guard files.removeValue(forKey: url.path) != nil else { throw CocoaError(.fileNoSuchFile) }
                }
            },
            homeDirectoryForCurrentUser: { URL(fileURLWithPath: "/home/test") }
        )
    }
}
