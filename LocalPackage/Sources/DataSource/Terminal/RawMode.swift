import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in raw mode while a line is edited: keys arrive one by one as they are pressed,
/// unechoed, Ctrl-C as a byte rather than `SIGINT`.
///
/// One terminal setting for the whole process, saved on `enter` and put back by `leave`, and by
/// an `atexit` handler should the process exit (from any thread) before `leave`.
public enum RawMode {
    /// Saves the terminal's settings and puts it in raw mode; `false` when the descriptor is not a
    /// terminal (or cannot be set), which is then left as it was. Already in raw mode: `true`.
    /// `undo` is written to `output` whenever the terminal is put back, on every way out (a mode
    /// the caller turns on with raw mode, such as the marking of pastes).
    public static func enter(_ fileDescriptor: Int32, undo: [UInt8] = [], output: Int32 = STDOUT_FILENO) -> Bool {
        guard isatty(fileDescriptor) == 1 else { return false }
        // Started in the background (`bmi &`), or sent there between lines: wait for `fg`.
        Foreground.wait(fileDescriptor)
        return storage.withLock { state in
            guard !state.isClosed else { return false }
            if state.saved != nil {
                // NB: saving again would save the raw settings, and `leave` would restore those.
                return true
            }
            var original = termios()
            guard tcgetattr(fileDescriptor, &original) == 0 else { return false }
            var raw = original
            // As linenoise, except that output processing stays on: the rest of the app writes
            // "\n" and relies on the terminal to return the carriage too.
            raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
            raw.c_cflag |= tcflag_t(CS8)
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
            withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
                controlCharacters[Int(VMIN)] = 1
                controlCharacters[Int(VTIME)] = 0
            }
            // NB: TCSADRAIN, not linenoise's TCSAFLUSH, which would throw away what was typed ahead
            // (a paste of several lines, or a fast typist's next answer).
            guard setAttributes(fileDescriptor, raw) else { return false }
            state.saved = SavedTerminal(
                fileDescriptor: fileDescriptor, attributes: original, raw: raw, undo: undo, output: output)
            if !state.isExitHandlerRegistered {
                state.isExitHandlerRegistered = true
                atexit { RawMode.leave() }
                RawModeEnding.install()
            }
            return true
        }
    }

    /// Puts back the settings `enter` saved, if the terminal is in raw mode; otherwise does nothing.
    /// `forGood`: no line is edited in raw mode after this (the process is about to end by a
    /// signal, `RawModeEnding`).
    ///
    /// NB: also the `atexit` handler, so it only takes a lock no thread holds for long and makes
    /// one system call: no allocation, nothing that could wait on a thread that `exit` stopped.
    public static func leave(forGood: Bool = false) {
        storage.withLock { state in
            if let saved = state.saved { putBack(saved) }
            state.saved = nil
            if forGood { state.isClosed = true }
        }
    }

    /// The `undo` bytes, then the saved settings. NB: `write(2)` and `tcsetattr`, both safe in an
    /// `atexit` handler.
    private static func putBack(_ saved: SavedTerminal) {
        if !saved.undo.isEmpty {
            _ = saved.undo.withUnsafeBytes { write(saved.output, $0.baseAddress, $0.count) }
        }
        _ = setAttributes(saved.fileDescriptor, saved.attributes)
    }

    /// Stops the process (Ctrl-Z, or `SIGTSTP` from outside), with the terminal put back as it
    /// was while it is stopped, and raw mode taken up again when it is continued (`fg`).
    ///
    /// NB: `SIGSTOP`, to this thread, which stops the process before this thread runs on (sent to
    /// the process, another thread could take it while this one put raw mode back first).
    /// `SIGTSTP` is turned into an event by the session, so raising it would do nothing, and
    /// stopping the whole process group would stop a parent that shares it (a test runner).
    ///
    /// The lock is held through the stop, so a line the reader starts meanwhile cannot put the
    /// terminal in raw mode between the check and the stop (1 stop in 300 left it raw).
    ///
    /// Continued in the background (`bg`), it stops again at once, as a program reading the
    /// terminal would, and takes up raw mode only when back in the foreground (`fg`).
    public static func suspend() {
        // With no shell to say `fg`, Ctrl-Z does nothing, as for any program run so.
        guard Foreground.isUnderJobControl else { return }
        storage.withLock { state in
            if let saved = state.saved { _ = setAttributes(saved.fileDescriptor, saved.attributes) }
            raise(SIGSTOP)
            if let saved = state.saved {
                Foreground.wait(saved.fileDescriptor)
                _ = setAttributes(saved.fileDescriptor, saved.raw)
            }
        }
    }

    /// When the descriptor's terminal belongs to another process group (the shell, after `bg`),
    /// stops until `fg` and takes up raw mode again, if it was on; whether it had to wait.
    static func waitForForeground(_ fileDescriptor: Int32) -> Bool {
        guard Foreground.isInBackground(fileDescriptor) else { return false }
        return storage.withLock { state in
            guard Foreground.wait(fileDescriptor) else { return false }
            if let saved = state.saved { _ = setAttributes(saved.fileDescriptor, saved.raw) }
            return true
        }
    }

    private static func setAttributes(_ fileDescriptor: Int32, _ attributes: termios) -> Bool {
        var attributes = attributes
        while tcsetattr(fileDescriptor, TCSADRAIN, &attributes) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }

    private static let storage = Mutex(State())

    private struct State: Sendable {
        /// The settings to put back, while the terminal is in raw mode.
        var saved: SavedTerminal?
        var isExitHandlerRegistered = false
        /// After `leave(forGood: true)`: raw mode is not entered again.
        var isClosed = false
    }

    private struct SavedTerminal: Sendable {
        var fileDescriptor: Int32
        /// What to put back.
        var attributes: termios
        /// Raw mode, to take up again after a stop.
        var raw: termios
        /// Written to `output` when the terminal is put back.
        var undo: [UInt8]
        var output: Int32
    }
}
