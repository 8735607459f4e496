#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks every open in the data directory makes, as git's "dubious ownership" and OpenSSH's
/// StrictModes do: the directory is the user's own and no one else can write to it, and a data
/// file is a regular file of the user's, opened without following a link.
enum OwnedPaths {
    /// Opens a data file with `flags` (`O_CLOEXEC` and `O_NOFOLLOW` added), and keeps it only
    /// when it is a regular file the user owns. Throws `RefusedPath` or the `POSIXError` of `open`.
    static func openFile(_ url: URL, _ flags: Int32, permissions: mode_t = 0o600) throws -> Int32 {
        let fileDescriptor = url.withUnsafeFileSystemRepresentation { path in
            open(path!, flags | O_CLOEXEC | O_NOFOLLOW, permissions)
        }
        guard fileDescriptor >= 0 else {
            let error = POSIXError.current
            // NB: O_NOFOLLOW on a link fails with ELOOP on Linux, EMLINK on the BSDs.
            if error.code == .ELOOP || error.code == .EMLINK, isSymbolicLink(url) {
                throw RefusedPath(url, .symbolicLink)
            }
            throw error
        }
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0 else {
            let error = POSIXError.current
            close(fileDescriptor)
            throw error
        }
        if let refusal = refusal(ofFile: status) {
            close(fileDescriptor)
            throw RefusedPath(url, refusal)
        }
        return fileDescriptor
    }

    /// Throws `RefusedPath` for a data directory another user owns or others can write to; a
    /// missing one is made private by the save that needs it.
    static func checkDirectory(_ url: URL) throws {
        var status = stat()
        let result = url.withUnsafeFileSystemRepresentation { stat($0!, &status) }
        guard result == 0 else { return }  // the open that follows says what is wrong
        if status.st_uid != geteuid() {
            throw RefusedPath(url, .ownedByAnotherUser(ownerID: UInt32(status.st_uid)))
        }
        if status.st_mode & 0o022 != 0 {
            throw RefusedPath(url, .writableByOthers(permissions: UInt16(status.st_mode & 0o7777)))
        }
    }

    private static func refusal(ofFile status: stat) -> FileRefusal? {
        if status.st_mode & S_IFMT != S_IFREG { return .notARegularFile }
        if status.st_uid != geteuid() { return .ownedByAnotherUser(ownerID: UInt32(status.st_uid)) }
        return nil
    }

    private static func isSymbolicLink(_ url: URL) -> Bool {
        var status = stat()
        let result = url.withUnsafeFileSystemRepresentation { lstat($0!, &status) }
        return result == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
