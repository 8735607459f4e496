import DataSource
import Dispatch
import Model

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The terminal's lines and Ctrl-C as one stream of events, so a scene waits for either without
/// blocking the main actor.
enum TerminalInput {
    static func events(_ appDependencies: AppDependencies) -> AsyncStream<TerminalEvent> {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let terminalClient = appDependencies.terminalClient
        // NB: `readLine` blocks until a line arrives, so it runs on a Dispatch queue of its own
        // (a thread Dispatch adds as needed) rather than on one of the few threads Swift
        // concurrency shares between all tasks.
        DispatchQueue(label: "terminal-input").async {
            while let line = terminalClient.readLine(true) {
                continuation.yield(.line(line))
            }
            continuation.yield(.endOfInput)
            continuation.finish()
        }
        let interrupts = appDependencies.signalClient.makeSignalSource(SignalClient.interrupt)
        let forwarding = Task {
            for await _ in interrupts {
                continuation.yield(.interrupt)
            }
        }
        continuation.onTermination = { _ in forwarding.cancel() }
        return events
    }
}
