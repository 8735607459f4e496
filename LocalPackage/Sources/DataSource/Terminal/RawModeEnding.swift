#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals that would end the process by their default action (SIGALRM, SIGUSR1 and the
/// like; the session turns SIGINT, SIGTERM, SIGHUP and SIGQUIT into events of its own), caught
/// so that the terminal is put back first; then the signal ends the process as it would have. As
/// readline does for its signals. SIGKILL cannot be caught.
///
/// NB: through the `SignalRelay`, not in the handler: `RawMode.leave` takes RawMode's lock, so a
/// line another thread is starting cannot put raw mode back on between the put-back and the end
/// (done in the handler, 1 signal in 100 left the terminal raw under load).
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
            _ = SignalRelay.shared.observe(signalNumber) {
                RawMode.leave(forGood: true)
                signal(signalNumber, SIG_DFL)
                var this = sigset_t()
                sigemptyset(&this)
                sigaddset(&this, signalNumber)
                pthread_sigmask(SIG_UNBLOCK, &this, nil)
                raise(signalNumber)
            }
        }
    }
}
