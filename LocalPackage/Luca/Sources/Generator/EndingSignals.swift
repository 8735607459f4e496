import Foundation
import Synchronization

/// Ctrl-C, a hang-up or a kill while luca takes a screen out: held off from the first write to the
/// last file put back, so luca is never ended half way. A signal that comes while the build runs is
/// passed on to the build (`Process` starts it in a process group of its own, which the terminal's
/// Ctrl-C does not reach); one that comes before the build starts keeps it from starting.
enum EndingSignals {
    static let endings = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with the ending signals held off. A signal ignored before (`nohup`) stays ignored.
    static func heldOff<T>(_ body: () throws -> T) rethrows -> T {
        came.store(false, ordering: .sequentiallyConsistent)
        let previous = endings.map { ending in
            signal(ending) { number in
                came.store(true, ordering: .sequentiallyConsistent)
                let build = buildProcess.load(ordering: .sequentiallyConsistent)
                // The build's whole group (the compiler's processes too), else the build alone.
                if build > 0, kill(-build, number) != 0 { kill(build, number) }
            }
        }
        let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
        for (ending, handler) in zip(endings, previous) where unsafeBitCast(handler, to: Int.self) == ignore {
            signal(ending, SIG_IGN)
        }
        defer { for (ending, handler) in zip(endings, previous) { signal(ending, handler) } }
        return try body()
    }

    /// Whether an ending signal came since `heldOff` began.
    static var didCome: Bool { came.load(ordering: .sequentiallyConsistent) }

    /// The build to pass signals on to while it runs.
    static func building(_ process: Process?) {
        buildProcess.store(process?.processIdentifier ?? 0, ordering: .sequentiallyConsistent)
    }
}

/// Read by the signal handler, which can hold no context of its own.
private let came = Atomic<Bool>(false)
private let buildProcess = Atomic<Int32>(0)
