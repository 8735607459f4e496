import Foundation

/// The `git` on this machine's PATH, run as a subprocess in one folder; nothing when it is not
/// there. luca uses it for what a project keeps (`ls-files`) and to make a new project's first commit.
struct Git {
    let folder: URL

    /// Runs `git -C folder arguments…`; its standard output when it exits 0, else nil.
    @discardableResult
    func run(_ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        // NB: read before waiting: a listing larger than the pipe's buffer would otherwise block git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// The files git tracks under the folder, relative to it; nil where it is not a repository.
    func trackedFiles() -> [String]? {
        // NB: ls-files names files relative to the folder it runs in.
        run(["ls-files", "-z", "--cached"]).map { listing in
            listing.split(separator: 0).compactMap { String(data: Data($0), encoding: .utf8) }
        }
    }

    /// The top folder of the repository the folder is in, if it is in one.
    func repositoryRoot() -> String? {
        run(["rev-parse", "--show-toplevel"]).flatMap { String(data: $0, encoding: .utf8) }?
            .trimmingCharacters(in: .newlines)
    }

    /// The files of the repository's first commit under the folder, relative to it (a project
    /// luca made: the project as made); nil where there is none.
    func firstCommitFiles() -> Set<String>? {
        guard let roots = run(["rev-list", "--max-parents=0", "HEAD"]).flatMap({ String(data: $0, encoding: .utf8) }),
            let root = roots.split(separator: "\n").last,
            let listing = run(["ls-tree", "-r", "-z", "--name-only", String(root), "--", "."])
        else { return nil }
        return Set(listing.split(separator: 0).compactMap { String(data: Data($0), encoding: .utf8) })
    }
}
