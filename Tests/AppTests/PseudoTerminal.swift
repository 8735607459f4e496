import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal: the child gets the terminal side as its standard input, output and error,
/// so `isatty` is true for it, and the test types and reads on the other side.
final class PseudoTerminal {
    let primary: Int32
    let secondary: FileHandle

    init() throws {
        // NB: `posix_openpt`, `unlockpt` and `ptsname` are not visible to Swift on Linux; these are
        // the ioctls they make (TIOCSPTLCK to unlock, TIOCGPTN for the number in /dev/pts).
        primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard primary >= 0,
            ioctl(primary, UInt(0x4004_5431), &unlock) == 0,
            ioctl(primary, UInt(0x8004_5430), &number) == 0
        else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        let secondaryDescriptor = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard secondaryDescriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        secondary = FileHandle(fileDescriptor: secondaryDescriptor, closeOnDealloc: true)
    }

    /// Runs the program with this terminal as its standard input, output and error, under the
    /// 60-second watchdog, and lets go of the terminal's side so its end reads as the end.
    func run(_ program: AppProcess) throws {
        program.process.standardInput = secondary
        program.process.standardOutput = secondary
        program.process.standardError = secondary
        try program.process.run()
        program.terminate(ifRunningAfter: 60)
        try secondary.close()
    }

    /// The watchdog for a shell run with this as its controlling terminal (a job-control test):
    /// SIGKILL to every process of the shell's session still there after `seconds`, jobs in
    /// groups of their own included (/proc lists them). Its shell must have started already.
    /// It never fires in a passing run.
    func endSession(ifRunningAfter seconds: Double) {
        var session: pid_t = 0
        guard ioctl(primary, UInt(TIOCGSID), &session) == 0, session > 0 else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [session] in
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for case let process? in processes.map({ pid_t($0) }) where getsid(process) == session {
                kill(process, SIGKILL)
            }
        }
    }

    /// Types a line as a person would, Enter included.
    func type(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Sends keys as the terminal would (`"\u{1B}[D"` for Left, `"\u{7F}"` for Backspace, `"\r"`
    /// for Enter), nothing added.
    func press(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Gives the terminal a new size, as a window resized by hand. NB: the program is not told
    /// (it does not have this terminal as its controlling one): send it SIGWINCH.
    func resize(columns: UInt16, rows: UInt16 = 24) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's settings as `stty -a` would list them (flags and control characters), to
    /// compare before and after a program ran on it. NB: on Linux the primary side answers for
    /// the terminal it drives.
    func settings() -> [UInt8] {
        var attributes = termios()
        guard tcgetattr(primary, &attributes) == 0 else { return [] }
        return withUnsafeBytes(of: &attributes) { Array($0) }
    }

    deinit {
        close(primary)
    }
}
