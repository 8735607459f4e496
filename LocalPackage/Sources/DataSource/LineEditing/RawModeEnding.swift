import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals that would end the process by their default action (SIGALRM, SIGUSR1 and the
/// like; the session turns SIGINT, SIGTERM, SIGHUP and SIGQUIT into events of its own), caught
/// while the terminal is in raw mode so it is put back first; then the signal ends the process as
/// it would have. As readline does for its signals. SIGKILL cannot be caught.
enum RawModeEnding {
    static var signals: [Int32] {
        var signals = [SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGSYS]
        #if os(Linux)
            // Linux's own, and the real-time signals (from glibc's SIGRTMIN: it keeps 32 and 33).
            signals += [SIGSTKFLT, SIGPWR] + Array(34...64)
        #endif
        return signals
    }

    /// Catches those signals nobody else handles or ignores; once per process.
    static func install() {
        for signalNumber in signals where SignalDisposition.isDefault(signalNumber) {
            SignalDisposition.handle(signalNumber, with: restoreThenEnd)
        }
    }

    /// The settings to put back, from now until `forget`.
    static func remember(_ fileDescriptor: Int32, _ attributes: termios) {
        savedAttributes = attributes
        rawFileDescriptor.store(fileDescriptor, ordering: .releasing)
    }

    static func forget() {
        rawFileDescriptor.store(-1, ordering: .releasing)
    }
}

/// The terminal in raw mode, or -1. NB: an atomic and a plain copy rather than `RawMode`'s mutex,
/// which a handler must not wait on (the thread it interrupted may hold it).
private let rawFileDescriptor = Atomic<Int32>(-1)
nonisolated(unsafe) private var savedAttributes = termios()

/// Async-signal-safe: an atomic load, `tcsetattr`, `signal` and `raise`. The signal raised again
/// is blocked until this handler returns, then ends the process by its default action.
private func restoreThenEnd(_ signalNumber: Int32) {
    let fileDescriptor = rawFileDescriptor.load(ordering: .acquiring)
    if fileDescriptor >= 0 {
        var attributes = savedAttributes
        _ = tcsetattr(fileDescriptor, TCSANOW, &attributes)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
