/// What `luca repository` writes for one entity: a list of them saved as JSON, with a sample field
/// and a sample rule, meant to be replaced by the entity's own.
struct RepositoryTemplates {
    let entity: Naming
    /// Whether the entity is made too, rather than one DataSource has.
    let makesEntity: Bool
    /// The screen `luca feature` makes with it, whose service holds the rule what is read back keeps.
    var feature: Naming? = nil

    var type: String { entity.typeName }
    var fileCase: String { entity.memberName }
    var fileName: String { FeatureTemplates.commandName(of: entity) + ".json" }

    /// The rule every saved value must keep to be read back: the sample's, or none for an entity
    /// the scaffold does not know.
    var rule: String {
        makesEntity
            ? "{ entries in entries.allSatisfy { $0.count >= 0 } }"
            : "{ _ in true }"
    }

    var entityFile: String {
        """
        /// \(entity.title): made by `luca \(feature == nil ? "repository" : "feature")`. Replace the sample fields with
        /// the entity's own; the rules a saved one must keep to be read back are given to
        /// `\(type)Repository` where it is built (`AppDependencies+Repositories`).
        public struct \(type): Codable, Sendable, Equatable {
            /// The sample fields: a count, never negative, and a note.
            public var count: Int
            public var note: String
            public var date: Date

            public init(count: Int, note: String, date: Date) {
                self.count = count
                self.note = note
                self.date = date
            }
        }

        """
    }

    var repository: String {
        """
        /// Every saved \(entity.title), oldest first, as JSON: `\(fileName)` in the data directory. Made
        /// by `luca repository`: every rule of saving (atomic, private, locked, a file that cannot be
        /// read back moved aside with its bytes) comes from `JSONFile` and the `DataDirectory` it is given.
        public struct \(type)Repository: Sendable {
            private let file: JSONFile<[\(type)]>

            /// `accepts`: the rules what is read back must keep (those typed input keeps).
            public init(
                _ directory: DataDirectory, accepting accepts: @escaping @Sendable ([\(type)]) -> Bool
            ) {
                file = JSONFile(.\(fileCase), in: directory, accepting: accepts)
            }

            public var fileURL: URL { file.url }

            /// Everything saved, oldest first; none when nothing was saved yet.
            public func load() async throws(DataError) -> [\(type)] {
                try await file.load() ?? []
            }

            /// Adds one under the lock, keeping what another process saved meanwhile; returns what is saved.
            @discardableResult
            public func add(
                _ entry: \(type)
            ) async throws(DataError) -> [\(type)] {
                try await file.update(initial: []) { $0.append(entry) }
            }
        }

        """
    }

    var tests: String {
        let sample =
            makesEntity
            ? "\(type)(\n            count: 3, note: \"a walk\", date: Date(timeIntervalSince1970: 1_795_284_180))"
            : nil
        let added =
            sample.map { sample in
                """

                    @Test
                    func add_ThenLoad_ReturnsWhatWasAdded() async throws {
                        let temporary = try TemporaryDirectory()
                        defer { temporary.remove() }
                        let sut = makeRepository(temporary.url.appendingPathComponent("data"))
                        let saved = \(sample)
                        try await sut.add(saved)
                        #expect(try await sut.load() == [saved])
                    }

                    @Test
                    func load_AValueTheRulesRefuse_ThrowsAndLeavesTheFileAsItWas() async throws {
                        let temporary = try TemporaryDirectory()
                        defer { temporary.remove() }
                        let file = temporary.url.appendingPathComponent("\(fileName)")
                        let refused = Data(#"[{"count": -1, "note": "", "date": "2026-11-21T18:03:00Z"}]"#.utf8)
                        try refused.write(to: file)
                        await #expect(throws: DataError.undecodable(file)) {
                            try await makeRepository(temporary.url).load()
                        }
                        #expect(try Data(contentsOf: file) == refused)
                    }

                """
            } ?? ""
        return """
            import DataSource
            import Foundation
            import TestSupport
            import Testing

            /// Against a real temporary directory and the live file clients.
            struct \(type)RepositoryTests {
                private func makeRepository(_ directory: URL) -> \(type)Repository {
                    \(type)Repository(
                        DataDirectory(directory, .liveValue, .liveValue, .liveValue, .fixed()),
                        accepting: \(rule))
                }

                @Test
                func load_NothingSaved_ReturnsNone() async throws {
                    let temporary = try TemporaryDirectory()
                    defer { temporary.remove() }
                    #expect(try await makeRepository(temporary.url.appendingPathComponent("data")).load().isEmpty)
                }
            \(added)
                @Test
                func load_FileIsUndecodable_ThrowsAndLeavesTheFileAsItWas() async throws {
                    let temporary = try TemporaryDirectory()
                    defer { temporary.remove() }
                    let file = temporary.url.appendingPathComponent("\(fileName)")
                    try Data("{".utf8).write(to: file)
                    await #expect(throws: DataError.undecodable(file)) {
                        try await makeRepository(temporary.url).load()
                    }
                    #expect(try Data(contentsOf: file) == Data("{".utf8))
                }
            }

            """
    }

    /// The file's case, and its name.
    func dataFileEdits(in path: String) -> [MarkerEdit] {
        [
            MarkerEdit(
                path: path, marker: "data-files",
                lines: ["/// Every saved \(entity.title), as JSON.", "case \(fileCase)"]),
            MarkerEdit(path: path, marker: "data-file-names", lines: ["case .\(fileCase): \"\(fileName)\""]),
        ]
    }

    /// What the file holds, in the help, in each language.
    func meaningEdits(english: String, japanese: String) -> [MarkerEdit] {
        [
            MarkerEdit(
                path: english, marker: "data-file-meanings-english",
                lines: ["case .\(fileCase): \"every saved \(entity.phrase), oldest first\""]),
            MarkerEdit(
                path: japanese, marker: "data-file-meanings-japanese",
                lines: ["case .\(fileCase): \"保存した \(entity.title) のすべて (古い順)\""]),
        ]
    }

    func repositoryEdit(in path: String) -> MarkerEdit {
        let built =
            feature.map { feature in
                let service = feature.memberName + "Service"
                return [
                    "    let \(service) = \(feature.typeName)Service(self)",
                    "    return \(type)Repository(ownedDataDirectory) {",
                    "        $0.allSatisfy(\(service).isAccepted)", "    }",
                ]
            }
            ?? (makesEntity
                ? [
                    "    \(type)Repository(ownedDataDirectory) { entries in",
                    "        entries.allSatisfy { $0.count >= 0 }", "    }",
                ] : ["    \(type)Repository(ownedDataDirectory) { _ in true }"])
        return MarkerEdit(
            path: path, marker: "repositories",
            lines: (makesEntity
                ? [] : ["// NB: the rules a \(type) read back must keep (those typed input keeps) go here."])
                + ["public var \(entity.memberName)Repository: \(type)Repository {"] + built + ["}", ""])
    }
}
