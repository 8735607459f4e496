import DataSource
import Foundation
import Model
import TestSupport
import Testing

struct DataDirectoryServiceTests {
    private func makeService(environment: [String: String]) -> DataDirectoryService {
        DataDirectoryService(
            .testDependencies(
                fileManagerClient: testDependency(of: FileManagerClient.self) {
                    $0.homeDirectoryForCurrentUser = { URL(fileURLWithPath: "/home/ada") }
                },
                processInfoClient: .fixed(environment: environment)
            )
        )
    }

    @Test
    func dataDirectory_CommandLineValue_WinsOverEverything() throws {
        let sut = makeService(environment: [AppIdentity.dataDirectoryVariable: "/env", "XDG_DATA_HOME": "/xdg"])
        #expect(try sut.dataDirectory(commandLineValue: "/flag").path == "/flag")
    }

    @Test
    func dataDirectory_DataDirVariable_WinsOverXDG() throws {
        let sut = makeService(environment: [AppIdentity.dataDirectoryVariable: "/env", "XDG_DATA_HOME": "/xdg"])
        #expect(try sut.dataDirectory(commandLineValue: nil).path == "/env")
    }

    @Test
    func dataDirectory_XDGDataHome_IsUsedWithTheCommandAppended() throws {
        let sut = makeService(environment: ["XDG_DATA_HOME": "/xdg"])
        #expect(try sut.dataDirectory(commandLineValue: nil).path == "/xdg/\(AppIdentity.commandName)")
    }

    @Test
    func dataDirectory_NothingSetOrXDGRelative_IsUnderHome() throws {
        #expect(
            try makeService(environment: [:]).dataDirectory(commandLineValue: nil).path
                == "/home/ada/.local/share/\(AppIdentity.commandName)")
        #expect(
            try makeService(environment: ["XDG_DATA_HOME": "relative", AppIdentity.dataDirectoryVariable: ""])
                .dataDirectory(commandLineValue: nil).path == "/home/ada/.local/share/\(AppIdentity.commandName)"
        )
    }

    @Test
    func dataDirectory_PathThatWasNotUTF8_IsRefusedNotRewritten() {
        let sut = makeService(environment: [AppIdentity.dataDirectoryVariable: "/data/\u{FFFD}"])
        #expect(throws: DataError.notUTF8("/data/\u{FFFD}")) { try sut.dataDirectory(commandLineValue: nil) }
    }
}
