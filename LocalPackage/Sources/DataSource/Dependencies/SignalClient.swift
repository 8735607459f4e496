import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals sent to the process, such as Ctrl-C.
public struct SignalClient: DependencyClient {
    /// Each delivery of the signal, as a stream: the signal's default action (ending the process)
    /// is turned off and each delivery is yielded instead, so the app can end in its own time.
    /// Live: `SignalRelay`.
    public var makeSignalSource: @Sendable (_ signal: Int32) -> AsyncStream<Void>

    public init(makeSignalSource: @escaping @Sendable (Int32) -> AsyncStream<Void>) {
        self.makeSignalSource = makeSignalSource
    }

    /// Ctrl-C.
    public static let interrupt = SIGINT
    /// `kill`'s default: the session ends as for Ctrl-C, so the terminal is left as it was.
    public static let terminate = SIGTERM
    /// The terminal went away (or `kill -HUP`): the same.
    public static let hangUp = SIGHUP
    /// Ctrl-\ between lines: the same.
    public static let quit = SIGQUIT
    /// Ctrl-Z between lines, or `kill -TSTP`: the process stops with the terminal as it was.
    public static let suspend = SIGTSTP

    public static let liveValue = Self(makeSignalSource: { SignalRelay.shared.listen($0) })

    public static let testValue = Self(
        makeSignalSource: { _ in
            unimplemented(
                "SignalClient.makeSignalSource", placeholder: AsyncStream { $0.finish() })
        }
    )
}
