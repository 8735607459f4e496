extension DataDirectory {
    /// Replaces a file whose loss costs only time (a cache), atomically, without flushing it; not
    /// only inside the lock (a reader stamps what it read), so only for a file that says which
    /// version of another it describes.
    func writeDisposable(_ data: Data, to file: URL) throws(DataError) {
        try writing(file) { try dataClient.example.writeDisposable(data, file) }
    }

    /// Adds `data` at the end of the file (made private if missing), in one write.
    func append(_ data: Data, to file: URL, _ lock: Lock) throws(DataError) {
        try writing(file) { try dataClient.example.append(data, file) }
    }
}
