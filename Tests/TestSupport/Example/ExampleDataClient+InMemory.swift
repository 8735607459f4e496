import DataSource
import Foundation

extension ExampleDataClient {
    /// The example's file operations over `files`: appends, named files read from them, and
    /// named files written into them when the writer commits.
    public init(_ files: InMemoryFiles) {
        self.init(
            writeDisposable: files.write(_:to:),
            append: { data, url in
                guard files.directories.value.contains(url.deletingLastPathComponent().path) else {
                    throw CocoaError(.fileNoSuchFile)
                }
                files.files.withValue { $0[url.path, default: Data()].append(data) }
                files.writes.withValue { $0[url.path, default: 0] += 1 }
            },
            readNamed: { url, limit in
                guard let data = files.contents(of: url) else { throw CocoaError(.fileReadNoSuchFile) }
                guard data.count <= limit else { throw POSIXError(.EFBIG) }
                return data
            },
            writeNamed: { url, _ in
                let written = LockIsolated(Data())
                return NamedFileWriter(
                    write: { data in written.withValue { $0.append(data) } },
                    commit: { try files.write(written.value, to: url) })
            }
        )
    }
}
