import DataSource
import Foundation
import TestSupport

extension AppRun {
    nonisolated static let personFile = dataDirectory.appendingPathComponent("person.json")
}

extension InMemoryFiles {
    /// The person saved in `/data/app/person.json`, if any.
    var savedPerson: Person? {
        contents(of: AppRun.personFile).flatMap { try? JSONDecoder().decode(Person.self, from: $0) }
    }

    static func with(_ person: Person) throws -> InMemoryFiles {
        InMemoryFiles(files: [AppRun.personFile: try JSONEncoder().encode(person)])
    }
}
