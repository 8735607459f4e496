/// State that lives as long as the process and is shared by every store: what one screen
/// changes and another shows at once (a `SharedStream`, which Home can follow).
public struct AppState: Sendable {
    /// Whether `LogService` writes its events (`--verbose` or `<PREFIX>_LOG=debug`).
    public var isLoggingEnabled: Bool
    public var example = ExampleState()

    public init(isLoggingEnabled: Bool = false) {
        self.isLoggingEnabled = isLoggingEnabled
    }
}
