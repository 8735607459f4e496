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
    func dataDirectory_CommandLineValue_WinsOverEverything() {
        let sut = makeService(environment: [AppIdentity.dataDirectoryVariable: "/env", "XDG_DATA_HOME": "/xdg"])
        #expect(sut.dataDirectory(commandLineValue: "/flag").path == "/flag")
    }

    @Test
    func dataDirectory_DataDirVariable_WinsOverXDG() {
        let sut = makeService(environment: [AppIdentity.dataDirectoryVariable: "/env", "XDG_DATA_HOME": "/xdg"])
        #expect(sut.dataDirectory(commandLineValue: nil).path == "/env")
    }

    @Test
    func dataDirectory_XDGDataHome_IsUsedWithTheCommandAppended() {
        let sut = makeService(environment: ["XDG_DATA_HOME": "/xdg"])
        #expect(sut.dataDirectory(commandLineValue: nil).path == "/xdg/\(AppIdentity.commandName)")
    }

    @Test
    func dataDirectory_NothingSetOrXDGRelative_IsUnderHome() {
        #expect(
            makeService(environment: [:]).dataDirectory(commandLineValue: nil).path
                == "/home/ada/.local/share/\(AppIdentity.commandName)")
        #expect(
            makeService(environment: ["XDG_DATA_HOME": "relative", AppIdentity.dataDirectoryVariable: ""])
                .dataDirectory(commandLineValue: nil).path == "/home/ada/.local/share/\(AppIdentity.commandName)"
        )
    }
}
