/// The parts of `FileManager` the app uses, with FileManager's names and arguments.
public struct FileManagerClient: DependencyClient {
    /// `fileExists(atPath:isDirectory:)`.
    public var fileExists: @Sendable (_ atPath: String, _ isDirectory: inout Bool) -> Bool
    /// `createDirectory(at:withIntermediateDirectories:attributes:)`; live, each missing folder is
    /// made private (0700) whatever the umask, by `OwnedPaths`' walk: never through a link another
    /// user controls, nor inside a folder they do.
    public var createDirectory: @Sendable (_ at: URL, _ withIntermediateDirectories: Bool) throws -> Void
    /// `moveItem(at:to:)`; fails rather than replace an existing destination.
    public var moveItem: @Sendable (_ at: URL, _ to: URL) throws -> Void
    /// `contentsOfDirectory(atPath:)`.
    public var contentsOfDirectory: @Sendable (_ atPath: String) throws -> [String]
    /// `removeItem(at:)`.
    public var removeItem: @Sendable (_ at: URL) throws -> Void
    /// `homeDirectoryForCurrentUser`.
    public var homeDirectoryForCurrentUser: @Sendable () -> URL

    public init(
        fileExists: @escaping @Sendable (String, inout Bool) -> Bool,
        createDirectory: @escaping @Sendable (URL, Bool) throws -> Void,
        moveItem: @escaping @Sendable (URL, URL) throws -> Void,
        contentsOfDirectory: @escaping @Sendable (String) throws -> [String],
        removeItem: @escaping @Sendable (URL) throws -> Void,
        homeDirectoryForCurrentUser: @escaping @Sendable () -> URL
    ) {
        self.fileExists = fileExists
        self.createDirectory = createDirectory
        self.moveItem = moveItem
        self.contentsOfDirectory = contentsOfDirectory
        self.removeItem = removeItem
        self.homeDirectoryForCurrentUser = homeDirectoryForCurrentUser
    }

    public static let liveValue = Self(
        fileExists: { path, isDirectory in
            let url = URL(fileURLWithPath: path, isDirectory: false)  // NB: without a hint, URL stats the path
            if OwnedPaths.located(url) != nil {
                let status = OwnedPaths.status(of: url, following: true)
                isDirectory = status?.isDirectory ?? false
                return status != nil
            }
            #if canImport(FoundationEssentials)
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            #else
                var objCBool: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &objCBool)
                isDirectory = objCBool.boolValue
                return exists
            #endif
        },
        createDirectory: { url, withIntermediateDirectories in
            // NB: not FileManager's, which follows a link that appears at a missing folder's name
            // (another user's, in a shared folder such as /tmp) and makes the rest inside it.
            _ = withIntermediateDirectories  // always: the data directory and what leads to it
            try OwnedPaths.checkDirectory(url, makingMissing: true)
        },
        // In the data directory, relative to it held open (`OwnedPaths`); elsewhere, by path.
        moveItem: { if try !OwnedPaths.move($0, to: $1) { try FileManager.default.moveItem(at: $0, to: $1) } },
        contentsOfDirectory: { try OwnedPaths.names(in: $0) ?? FileManager.default.contentsOfDirectory(atPath: $0) },
        removeItem: { if try !OwnedPaths.remove($0) { try FileManager.default.removeItem(at: $0) } },
        homeDirectoryForCurrentUser: { FileManager.default.homeDirectoryForCurrentUser }
    )

    public static let testValue = Self(
        fileExists: { _, _ in unimplemented("FileManagerClient.fileExists", placeholder: false) },
        createDirectory: { _, _ in try unimplemented("FileManagerClient.createDirectory") },
        moveItem: { _, _ in try unimplemented("FileManagerClient.moveItem") },
        contentsOfDirectory: { _ in try unimplemented("FileManagerClient.contentsOfDirectory") },
        removeItem: { _ in try unimplemented("FileManagerClient.removeItem") },
        homeDirectoryForCurrentUser: {
            unimplemented(
                "FileManagerClient.homeDirectoryForCurrentUser", placeholder: URL(fileURLWithPath: "/unimplemented"))
        }
    )
}
