#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Error {
    /// The file is not there (and nothing else is wrong): no such file, as a C call or
    /// Foundation says it.
    var isNoSuchFile: Bool {
        if let error = self as? POSIXError { return error.code == .ENOENT }
        if let error = self as? CocoaError {
            return error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile
                || (error.underlying as? POSIXError)?.code == .ENOENT
        }
        return false
    }

    /// Why a file operation failed, in a few words ("Permission denied"); the messages that use
    /// it name the file themselves. FoundationEssentials has no `localizedDescription` (its
    /// texts live in Foundation's resources), so the operating system's own text is used there.
    public var reason: String {
        #if canImport(FoundationEssentials)
            if let error = self as? CocoaError, let underlying = error.underlying as? POSIXError {
                return String(cString: strerror(underlying.code.rawValue))
            }
            if let error = self as? POSIXError {
                return String(cString: strerror(error.code.rawValue))
            }
            return String(describing: self)
        #else
            return localizedDescription
        #endif
    }
}
