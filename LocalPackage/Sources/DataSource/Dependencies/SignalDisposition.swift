#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process does with a signal, set and asked in one place for every platform's
/// `sigaction` layout.
enum SignalDisposition {
    /// Runs `handler` for `signalNumber` from now on; reads and writes it interrupts go on after.
    static func handle(_ signalNumber: Int32, with handler: @escaping @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signalNumber, &action, nil)
    }

    /// Whether the signal still has its default action (nobody handles or ignores it).
    static func isDefault(_ signalNumber: Int32) -> Bool {
        var action = sigaction()
        guard sigaction(signalNumber, nil, &action) == 0 else { return false }
        #if canImport(Darwin)
            return action.__sigaction_u.__sa_handler == nil
        #elseif canImport(Musl)
            return action.__sa_handler.sa_handler == nil
        #else
            return action.__sigaction_handler.sa_handler == nil
        #endif
    }
}
