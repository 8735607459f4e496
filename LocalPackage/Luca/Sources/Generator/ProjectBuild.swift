import Foundation
import Synchronization

/// `swift build` in a project: how `luca remove` learns whether what stays still builds. The
/// compiler judges, rather than a search of the code for the names that go.
public struct ProjectBuild: Sendable {
    /// Builds the project at the root given; `nil` when it built, else what the build printed.
    public var run: @Sendable (_ root: URL) -> String?

    public init(run: @escaping @Sendable (_ root: URL) -> String?) {
        self.run = run
    }

    /// What a build a signal ended says.
    static let interrupted = "error: the build was interrupted"

    public static let live = ProjectBuild { root in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build"]
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        // NB: SwiftPM keeps its plan of each target's files until a manifest changes, so a build
        // after files were taken out could fail on the old plan ("missing inputs"): the manifests'
        // times are made now (their bytes stay as they are).
        for manifest in ["Package.swift", "LocalPackage/Package.swift"] {
            try? FileManager.default.setAttributes(
                [.modificationDate: Date()], ofItemAtPath: root.appendingPathComponent(manifest).path)
        }
        // Ctrl-C (or a hang-up, or a kill) while it builds ends the build, not luca, which then puts
        // every file back. NB: `Process` starts the build in a process group of its own, which the
        // terminal's Ctrl-C does not reach: luca's handler passes the signal on.
        let endings = [SIGINT, SIGTERM, SIGHUP]
        building.store(0, ordering: .sequentiallyConsistent)
        signalled.store(false, ordering: .sequentiallyConsistent)
        let previous = endings.map { ending in
            signal(ending) { number in
                signalled.store(true, ordering: .sequentiallyConsistent)
                let build = building.load(ordering: .sequentiallyConsistent)
                if build > 0 { kill(build, number) }
            }
        }
        defer { for (ending, handler) in zip(endings, previous) { signal(ending, handler) } }
        do {
            try process.run()
        } catch {
            return "error: swift build could not be run (\(error.localizedDescription))"
        }
        building.store(process.processIdentifier, ordering: .sequentiallyConsistent)
        // A signal that came before the build had a process to pass on to.
        if signalled.load(ordering: .sequentiallyConsistent) { process.interrupt() }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        building.store(0, ordering: .sequentiallyConsistent)
        if signalled.load(ordering: .sequentiallyConsistent) || process.terminationReason == .uncaughtSignal {
            return interrupted
        }
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }

    /// The compiler's errors in `output`, each once (a build says some twice), as
    /// `PATH:LINE:COLUMN: error: …` with paths from `root`: those that name a place when some do
    /// (the driver's own lines and the source excerpts under each go), else every error line, else
    /// the build's last line.
    static func errors(in output: String, under root: URL) -> [String] {
        var errors: [String] = []
        for line in output.split(separator: "\n") where line.contains("error: ") {
            var text = String(line)
            for prefix in Set([root.path, root.resolvedPath]).map({ $0 + "/" }) where text.hasPrefix(prefix) {
                text.removeFirst(prefix.count)
            }
            if !errors.contains(text) { errors.append(text) }
        }
        let located = errors.filter { $0.firstMatch(of: #/^\S[^:]*:\d+:\d+: error: /#) != nil }
        guard errors.isEmpty else { return located.isEmpty ? errors : located }
        return [output.split(separator: "\n").last.map(String.init) ?? "swift build failed"]
    }
}

/// The build luca waits for (0: none), and whether an ending signal came meanwhile: read by the
/// signal handler, which can hold no context of its own.
private let building = Atomic<Int32>(0)
private let signalled = Atomic<Bool>(false)
