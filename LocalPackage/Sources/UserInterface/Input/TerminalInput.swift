import DataSource
import Foundation
import Model

/// The terminal's lines and Ctrl-C as one stream of events, so a scene waits for either without
/// blocking the main actor.
enum TerminalInput {
    static func events(_ appDependencies: AppDependencies) -> AsyncStream<TerminalEvent> {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let terminalClient = appDependencies.terminalClient
        // NB: `readLine` blocks until a line arrives, so it gets a thread of its own rather than
        // one of the few threads Swift concurrency shares between all tasks.
        let reader = Thread {
            while let line = terminalClient.readLine(true) {
                continuation.yield(.line(line))
            }
            continuation.yield(.endOfInput)
            continuation.finish()
        }
        reader.start()
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
