#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a Unix program may inherit from whoever started it, put right before anything else runs.
public enum ProcessStart {
    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed (`bmi <&-`, some
    /// supervisors and cron setups), unblocks every signal (a parent may start it with Ctrl-C
    /// blocked, so that it could not be interrupted, even while waiting for a lock), and ignores
    /// SIGXFSZ: a write past a file-size limit (`ulimit -f`) then fails with `EFBIG`, which a
    /// save reports and undoes, rather than killing the process halfway through a line.
    ///
    /// NB: run it before anything opens a file or starts a thread: the kernel gives the lowest
    /// free descriptor, so a pipe made with 0 closed would become standard input, and a session
    /// reading it would wait on itself for ever; and threads inherit the mask they start with.
    public static func normalize() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        signal(SIGXFSZ, SIG_IGN)
    }
}
