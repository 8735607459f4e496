import DataSource
import Foundation
import Testing

/// A test double that nobody stubbed must not pass silently: calling it ends the process.
struct UnimplementedTestValueTests {
    @Test
    func dataClientTestValue_WriteIsCalled_ProcessFails() async {
        await #expect(processExitsWith: .failure) {
            try DataClient.testValue.write(Data(), URL(fileURLWithPath: "/dev/null"))
        }
    }

    @Test
    func terminalClientTestValue_WriteOutputIsCalled_ProcessFails() async {
        await #expect(processExitsWith: .failure) {
            try TerminalClient.testValue.writeOutput("hello")
        }
    }

    @Test
    func testDependency_EndpointIsStubbed_StubIsCalledInstead() throws {
        let sut = testDependency(of: DataClient.self) {
            $0.contentsOf = { _ in Data("stub".utf8) }
        }
        #expect(try sut.contentsOf(URL(fileURLWithPath: "/any")) == Data("stub".utf8))
    }
}
