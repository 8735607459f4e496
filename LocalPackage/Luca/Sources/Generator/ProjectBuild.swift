import Foundation

/// `swift build --build-tests` in a project: how `luca remove` learns whether what stays still
/// builds, tests included. The compiler judges, rather than a search of the code for the names that go.
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
        // The tests too: a test that still uses what goes would break the next `swift test`.
        process.arguments = ["swift", "build", "--build-tests"]
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        // NB: SwiftPM keeps its plan of each target's files until a manifest changes, so a build
        // after files were taken out could fail on the old plan ("missing inputs"): the manifests'
        // times are made now (their bytes stay as they are).
        for manifest in ProjectTree.manifests {
            try? FileManager.default.setAttributes(
                [.modificationDate: Date()], ofItemAtPath: root.appendingPathComponent(manifest).path)
        }
        // Ctrl-C and the like: see `EndingSignals`, which the removal runs under.
        guard !EndingSignals.didCome else { return interrupted }
        do {
            try process.run()
        } catch {
            return "error: swift build could not be run (\(error.localizedDescription))"
        }
        EndingSignals.building(process)
        // A signal that came before the build had a process to be passed on to.
        if EndingSignals.didCome { process.interrupt() }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        EndingSignals.building(nil)
        if EndingSignals.didCome { return interrupted }
        if process.terminationStatus == 127 { return "error: swift was not found on PATH (env: swift)" }
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
