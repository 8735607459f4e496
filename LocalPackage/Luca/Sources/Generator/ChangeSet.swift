import Foundation

/// What one `luca` command makes, changes and removes in a folder, worked out in full before
/// anything is written. `check` finds what would stop it (a file in the way, a folder that cannot
/// be written) so that `--dry-run` says what the run would say; `apply` writes all of it or, when
/// a write fails half way, puts back what it had done: a project is never left half scaffolded.
public struct ChangeSet: Sendable, Equatable {
    /// A file to make: its bytes, and its permissions when they matter (a script stays executable).
    public struct NewFile: Sendable, Equatable {
        public var contents: Data
        public var permissions: Int?

        public init(_ contents: Data, permissions: Int? = nil) {
            self.contents = contents
            self.permissions = permissions
        }
    }

    /// Paths are relative to the folder the changes are applied under.
    public private(set) var made: [String: NewFile] = [:]
    public private(set) var changed: [String: String] = [:]
    public private(set) var removed: Set<String> = []

    public init() {}

    public mutating func make(_ path: String, _ text: String) {
        made[path] = NewFile(Data(text.utf8))
    }

    public mutating func make(_ path: String, _ file: NewFile) {
        made[path] = file
    }

    public mutating func change(_ path: String, to text: String) {
        changed[path] = text
    }

    public mutating func remove(_ path: String) {
        removed.insert(path)
    }

    /// Refuses, naming the path, what `apply` could not do: a file to make that exists (in any
    /// case: on a case-insensitive disk `Diary.swift` is `DIARY.swift`), a file to change or
    /// remove that does not, a folder on the way that is a file, a link that leads nowhere or
    /// outside `root`, or one that cannot be written.
    public func check(under root: URL) throws(GeneratorError) {
        let manager = FileManager.default
        let inside = root.resolvedPath
        for path in made.keys.sorted() {
            let url = root.appendingPathComponent(path)
            let siblings = (try? manager.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
            if let existing = siblings.first(where: { $0.lowercased() == url.lastPathComponent.lowercased() }) {
                let shown = existing == url.lastPathComponent ? path : "\(path) (as \(existing))"
                throw GeneratorError(
                    "\(shown) already exists: remove it first, or choose another name; nothing was written.")
            }
            try Self.checkWritableFolder(of: url, shownAs: path, inside: inside)
        }
        for path in changed.keys.sorted() + removed.sorted() {
            let url = root.appendingPathComponent(path)
            guard manager.fileExists(atPath: url.path) else {
                throw GeneratorError("\(path) is not there: it may have been moved or renamed; nothing was written.")
            }
            guard manager.isWritableFile(atPath: url.path) else {
                throw GeneratorError("\(path) cannot be written (its permissions): nothing was written.")
            }
            try Self.checkWritableFolder(of: url, shownAs: path, inside: inside)
        }
    }

    /// The nearest folder that exists above `url` must be a folder this process may write in,
    /// inside the folder the changes are for.
    private static func checkWritableFolder(of url: URL, shownAs path: String, inside root: String)
        throws(GeneratorError)
    {
        var folder = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path)) != nil {
                throw GeneratorError(
                    "\(folder.path) is a link that leads nowhere, so \(path) cannot be made; nothing was written.")
            }
            folder.deleteLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        guard isDirectory.boolValue else {
            throw GeneratorError("\(folder.path) is a file, so \(path) cannot be made there; nothing was written.")
        }
        let resolved = url.deletingLastPathComponent().resolvedPath
        guard root == "/" || resolved == root || resolved.hasPrefix(root + "/") else {
            throw GeneratorError(
                "\(path) would be written at \(resolved), outside \(root), through a link: luca writes only inside "
                    + "the project; nothing was written.")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw GeneratorError(
                "\(folder.path) cannot be written (its permissions), so \(path) cannot be made; nothing was written.")
        }
    }

    /// Checks, then writes everything, then runs `verify` on the result. A write that fails, or a
    /// `verify` that throws, undoes every write and throws.
    public func apply(under root: URL, verify: () throws(GeneratorError) -> Void = {}) throws(GeneratorError) {
        try check(under: root)
        var undo = Undo()
        var current = ""
        do {
            for path in made.keys.sorted() {
                current = path
                let url = root.appendingPathComponent(path)
                try undo.makeFolders(for: url)
                try write(made[path]!.contents, to: url, path: path)
                undo.made.append(url)
                if let permissions = made[path]!.permissions {
                    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
                }
            }
            for path in changed.keys.sorted() {
                current = path
                // NB: where a link leads, with the file's permissions and owner kept: a change is of
                // the file (an atomic write makes a new one).
                let url = root.appendingPathComponent(path).resolvingSymlinksInPath()
                let original = try Data(contentsOf: url)
                let kept = try Self.keptAttributes(of: url)
                try write(Data(changed[path]!.utf8), to: url, path: path)
                undo.changed.append((url, original, kept))
                try FileManager.default.setAttributes(kept, ofItemAtPath: url.path)
            }
            for path in removed.sorted() {
                current = path
                let url = root.appendingPathComponent(path)
                let original = try Data(contentsOf: url)
                let kept = try Self.keptAttributes(of: url)
                try FileManager.default.removeItem(at: url)
                undo.changed.append((url, original, kept))
            }
            current = ""
            try verify()
        } catch {
            let notPutBack = undo.run()
            guard notPutBack.isEmpty else {
                throw GeneratorError(
                    "\(error as? GeneratorError ?? GeneratorError(Self.reason(error))) And these could not be put back "
                        + "as they were: " + notPutBack.map { $0.path }.joined(separator: ", ")
                        + " (git has them as they were committed).", isWriteFailure: true)
            }
            throw error as? GeneratorError
                ?? GeneratorError(
                    "could not write \(current) (\(Self.reason(error))); nothing was changed.", isWriteFailure: true)
        }
    }

    private func write(_ data: Data, to url: URL, path: String) throws(GeneratorError) {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw GeneratorError(
                "could not write \(path) (\(Self.reason(error))); nothing was changed.", isWriteFailure: true)
        }
    }

    /// What a changed file keeps of itself: its permissions and its owner.
    static func keptAttributes(of url: URL) throws -> [FileAttributeKey: Any] {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let keys: [FileAttributeKey] = [.posixPermissions, .ownerAccountID, .groupOwnerAccountID]
        return attributes.filter { keys.contains($0.key) }
    }

    private static func reason(_ error: any Error) -> String {
        ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription
            ?? error.localizedDescription
    }

    /// What `apply` did so far, to take back.
    private struct Undo {
        var folders: [URL] = []
        var made: [URL] = []
        /// Each file changed or removed: its bytes, permissions and owner before.
        var changed: [(URL, Data, [FileAttributeKey: Any])] = []

        /// Makes the folders missing above `url`, remembering them, so an undo removes them again.
        mutating func makeFolders(for url: URL) throws {
            var missing: [URL] = []
            var folder = url.deletingLastPathComponent()
            while !FileManager.default.fileExists(atPath: folder.path) {
                missing.insert(folder, at: 0)
                folder.deleteLastPathComponent()
            }
            for folder in missing {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                folders.append(folder)
            }
        }

        /// Puts back what was done, newest first; returns the files that could not be put back.
        func run() -> [URL] {
            var failed: [URL] = []
            for (url, original, kept) in changed.reversed() {
                do {
                    try original.write(to: url, options: .atomic)
                    try FileManager.default.setAttributes(kept, ofItemAtPath: url.path)
                } catch {
                    failed.append(url)
                }
            }
            for url in made.reversed() where (try? FileManager.default.removeItem(at: url)) == nil {
                failed.append(url)
            }
            // NB: a folder is taken out only when empty (`rmdir`): nothing of anyone else's goes with it.
            for folder in folders.reversed() { rmdir(folder.path) }
            return failed
        }

    }
}

extension URL {
    /// The path with the links of its longest existing part followed (`realpath`), the rest as it is.
    var resolvedPath: String {
        var existing = standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        guard let real = realpath(existing.path, nil) else { return standardizedFileURL.path }
        defer { free(real) }
        return rest.reduce(URL(fileURLWithPath: String(cString: real))) { $0.appendingPathComponent($1) }.path
    }
}
