#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error as a Unix program may find them: closed by whoever started it
/// (`bmi <&-`, some supervisors and cron setups).
public enum StandardDescriptors {
    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed, as well-behaved Unix
    /// programs do. NB: run it before anything opens a file: the kernel gives the lowest free
    /// descriptor, so a pipe made with 0 closed would become standard input, and a session reading
    /// it would wait on itself for ever.
    public static func openClosedOnes() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
