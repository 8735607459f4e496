extension ProcessInfoClient {
    /// A path as a person typed it, made absolute by putting the working directory before it as
    /// text, so that `lk/../data` is where the kernel's walk leads (up from wherever the link `lk`
    /// goes), not `data` beside `lk`: `URL(fileURLWithPath:)` drops `lk/..` from a relative path
    /// before anything looks at it (an absolute one it keeps as given). A relative path when the
    /// working directory has no path (removed, or longer than the system can name) is refused:
    /// Foundation would read it from `/`.
    public func url(typed path: String, isDirectory: Bool = false) throws(DataError) -> URL {
        guard !path.hasPrefix("/") else { return URL(fileURLWithPath: path, isDirectory: isDirectory) }
        let workingDirectory: String
        do {
            workingDirectory = try currentDirectoryPath()
        } catch {
            throw .noWorkingDirectory(path, reason: error.reason)
        }
        let separator = workingDirectory.hasSuffix("/") ? "" : "/"
        return URL(fileURLWithPath: workingDirectory + separator + path, isDirectory: isDirectory)
    }
}
