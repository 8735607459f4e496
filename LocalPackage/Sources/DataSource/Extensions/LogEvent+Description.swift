extension LogEvent: CustomStringConvertible {
    /// `name key=value`: one event a line, easy to grep. For developers; never translated.
    public var description: String {
        switch self {
        case .launched(let directory): "launched dataDirectory=\(directory.path)"
        case .terminated: "terminated"
        case .screenAppeared(let screen): "screenAppeared screen=\(screen)"
        case .screenDisappeared(let screen): "screenDisappeared screen=\(screen)"
        case .example(let event): event.description
        case .dataFailed(let error): "dataFailed error=\(error)"
        }
    }
}
