/// The example's files (`ExampleFile`) opened as the architecture's are.
extension DataDirectory {
    public func url(of file: ExampleFile) -> URL {
        url(named: file.name)
    }
}

extension DataDirectory.Recovery {
    public init(
        file: ExampleFile, finish: @escaping @Sendable (DataDirectory, DataDirectory.Lock) throws(DataError) -> Void
    ) {
        self.init(named: file.name, finish: finish)
    }
}

extension JSONFile {
    init(_ file: ExampleFile, in directory: DataDirectory, accepting accepts: @escaping @Sendable (Value) -> Bool) {
        self.init(directory.url(of: file), in: directory, accepting: accepts)
    }
}
