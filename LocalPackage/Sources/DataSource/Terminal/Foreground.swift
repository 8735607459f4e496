#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Job control for a process that uses its terminal: in the background (a shell's `bg`, or
/// `bmi &`), it stops as any program that sets the terminal there stops ("Stopped (tty
/// output)"), until the shell brings it back with `fg`.
///
/// NB: the kernel stops it (`SIGTTIN`, `SIGTTOU`) only on a thread that does not block those
/// signals, and lines are read on a Dispatch thread, which blocks nearly every signal. There a
/// read in the background fails with `EIO` (the session ended at the next key typed to the
/// shell) and `tcsetattr` succeeds (raw mode set on a terminal the shell is using).
enum Foreground {
    /// Returns once the process is in its terminal's foreground: at once when it is already, or
    /// when the descriptor is not its controlling terminal; `false` when it is in the
    /// background and cannot be stopped (`SIGTTOU` ignored, or no shell left to continue it).
    ///
    /// NB: the kernel's own check, as atomic as it is for any program: `tcdrain` (which changes
    /// nothing) with `SIGTTOU` unblocked on this thread. In the background the kernel stops the
    /// job and restarts the call when it is continued, until it is in the foreground; an
    /// orphaned job it refuses with `EIO` instead. (Raising the signal ourselves, after a check
    /// of our own, stopped the job again after `fg` about one time in two.)
    @discardableResult
    static func wait(_ fileDescriptor: Int32) -> Bool {
        guard isInBackground(fileDescriptor) else { return true }
        var ttou = sigset_t()
        var previous = sigset_t()
        sigemptyset(&ttou)
        sigaddset(&ttou, SIGTTOU)
        pthread_sigmask(SIG_UNBLOCK, &ttou, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        while tcdrain(fileDescriptor) != 0 && errno == EINTR {}
        return !isInBackground(fileDescriptor)
    }

    /// Whether a shell with job control started the process: its parent is in the same session
    /// but another process group, so a stop can be ended with `fg`. Not so under `xterm -e`,
    /// `ssh -t`, `docker run -it` or `bash -c`: the kernel itself discards Ctrl-Z's stop there,
    /// and a stop of our own would never be ended.
    static var isUnderJobControl: Bool {
        let parent = getppid()
        return getsid(parent) == getsid(0) && getpgid(parent) != getpgrp()
    }

    /// Whether the descriptor is the process's controlling terminal and another process group
    /// has it in the foreground.
    static func isInBackground(_ fileDescriptor: Int32) -> Bool {
        let foreground = tcgetpgrp(fileDescriptor)
        return foreground > 0 && foreground != getpgrp()
    }
}
