import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live `SignalClient`'s delivery: one handler for every signal listened to writes the
/// signal's number to a pipe (about all a handler may safely do), and a Dispatch read source
/// hands each number to the streams listening for it.
///
/// NB: not `DispatchSource.makeSignalSource`. On Linux it relies on every thread blocking the
/// signal; Swift's async `main` leaves the main thread in `sigsuspend` with nothing blocked, so
/// signals land there, in Dispatch's fallback handler, which passes them on to the thread that
/// registered the source. When that worker has since exited the signal is lost: on a loaded
/// machine 1 SIGHUP in about 300 went nowhere, and the session went on. A handler of our own
/// works on whichever thread the kernel picks.
final class SignalRelay: Sendable {
    static let shared = SignalRelay()

    private let observers = Mutex([Int32: [Int: @Sendable () -> Void]]())
    private let nextObserver = Atomic(0)
    private let readEnd: Int32
    // NB: kept, as a source no longer referenced stops; set once and never touched again, so
    // not `Sendable` (Dispatch does not say it is) costs nothing.
    nonisolated(unsafe) private let source: (any DispatchSourceRead)?

    private init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            // No pipe (out of descriptors at launch): signals keep their default actions.
            (readEnd, source) = (-1, nil)
            return
        }
        readEnd = ends[0]
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A full pipe drops a signal rather than block the handler (and the thread it interrupted).
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        relayWriteEnd.store(ends[1], ordering: .releasing)
        let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
        self.source = source
        source.setEventHandler { [self] in deliverPending() }
        source.resume()
    }

    /// A stream of the deliveries of `signalNumber` from now on; the signal's default action is
    /// off from now on too, for good (a session that stops listening is ending).
    func listen(_ signalNumber: Int32) -> AsyncStream<Void> {
        AsyncStream { continuation in
            guard let id = observe(signalNumber, { continuation.yield() }) else {
                continuation.finish()
                return
            }
            continuation.onTermination = { [self] _ in stopObserving(signalNumber, id) }
        }
    }

    /// Calls `action` (on a Dispatch thread) for each delivery of `signalNumber` from now on, in
    /// place of the signal's default action; `nil` when signals cannot be relayed (no pipe).
    func observe(_ signalNumber: Int32, _ action: @escaping @Sendable () -> Void) -> Int? {
        guard readEnd >= 0 else { return nil }
        let id = nextObserver.add(1, ordering: .relaxed).newValue
        observers.withLock { $0[signalNumber, default: [:]][id] = action }
        SignalDisposition.handle(signalNumber, with: relaySignal)
        return id
    }

    func stopObserving(_ signalNumber: Int32, _ id: Int) {
        observers.withLock { _ = $0[signalNumber]?.removeValue(forKey: id) }
    }

    private func deliverPending() {
        var numbers = [UInt8](repeating: 0, count: 64)
        let count = read(readEnd, &numbers, numbers.count)
        guard count > 0 else { return }
        for number in numbers.prefix(count) {
            let actions = observers.withLock { Array(($0[Int32(number)] ?? [:]).values) }
            for action in actions { action() }
        }
    }
}

/// The pipe the handler writes to, set once before any handler is installed.
private let relayWriteEnd = Atomic<Int32>(-1)

/// The handler: the signal's number, one byte, into the pipe. Async-signal-safe: an atomic load
/// and `write`, with `errno` kept for the code the signal interrupted.
private func relaySignal(_ signalNumber: Int32) {
    let savedError = errno
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(relayWriteEnd.load(ordering: .acquiring), &byte, 1)
    errno = savedError
}
