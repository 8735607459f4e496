extension URL {
    /// A path as a person typed it, made absolute by putting `workingDirectory` before it as text,
    /// so that `lk/../data` is where the kernel's walk leads (up from wherever the link `lk`
    /// goes), not `data` beside `lk`: `URL(fileURLWithPath:)` drops `lk/..` from a relative path
    /// before anything looks at it (an absolute one it keeps as given).
    public init(typed path: String, in workingDirectory: String, isDirectory: Bool = false) {
        let absolute =
            path.hasPrefix("/") ? path : workingDirectory + (workingDirectory.hasSuffix("/") ? "" : "/") + path
        self.init(fileURLWithPath: absolute, isDirectory: isDirectory)
    }
}
