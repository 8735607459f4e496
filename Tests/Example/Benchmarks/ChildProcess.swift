import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of a program, as a shell runs it: `posix_spawn` and `wait4`, with standard input from
/// a file or /dev/null and both outputs to /dev/null: its wall time, and (`peakKilobytes()`) its
/// peak resident memory.
struct ChildProcess {
    var executable: URL
    var arguments: [String]
    var environment: [String: String]
    /// A file whose bytes are the child's standard input; /dev/null when `nil`.
    var input: URL?

    /// Wall time in milliseconds.
    func run() throws -> Double {
        try spawn(executable, arguments)
    }

    /// The peak resident memory, through GNU time (`/usr/bin/time -f %M`), or `nil` without it.
    ///
    /// NB: not from our own `wait4`: `posix_spawn` runs the child in this process's memory until
    /// its `exec`, and Linux counts that towards the child's peak, so every child would seem as
    /// large as the benchmark. GNU time is small, and forks its own child.
    func peakKilobytes() throws -> Int? {
        let time = URL(fileURLWithPath: "/usr/bin/time")
        guard FileManager.default.isExecutableFile(atPath: time.path) else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bmi-benchmarks-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try spawn(time, ["-f", "%M", "-o", output.path, executable.path] + arguments)
        return Int(String(decoding: try Data(contentsOf: output), as: UTF8.self).filter(\.isNumber))
    }

    private func spawn(_ executable: URL, _ arguments: [String]) throws -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        let milliseconds = Measure.nanoseconds(since: start) / 1e6
        guard status == 0 else {
            throw NSError(
                domain: "bmi-benchmarks", code: Int(status),
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "\(executable.lastPathComponent) \(arguments) exited with status \(status)"
                ])
        }
        return milliseconds
    }
}
