import DataSource
import Foundation
import TestSupport
import Testing

/// A test double that nobody stubbed must not pass silently: calling it fails the test that called
/// it, by name, and the run goes on; outside a test it ends the process.
struct UnimplementedTestValueTests {
    @Test
    func endpointNobodyStubbed_FailsThisTestByNameAndTheRunGoesOn() throws {
        withKnownIssue {
            _ = DateClient.testValue.now()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("DateClient.now was called") }
        }
        withKnownIssue {
            #expect(throws: UnimplementedEndpoint(endpoint: "DataClient.write")) {
                try DataClient.testValue.write(Data(), URL(fileURLWithPath: "/dev/null"))
            }
        }
        // Still running: this line is reached, and so is every other test.
        #expect(Bool(true))
    }

    @Test
    func endpointNobodyStubbed_OutsideATest_ProcessFails() async {
        await #expect(processExitsWith: .failure) {
            // A detached task has no test: as in the app, the endpoint stops the process.
            await Task.detached {
                try? TerminalClient.testValue.writeOutput("hello")
            }.value
        }
    }

    @Test
    func testDependency_EndpointIsStubbed_StubIsCalledInstead() throws {
        let sut = testDependency(of: DataClient.self) {
            $0.stamp = { _ in FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5) }
        }
        #expect(try sut.stamp(URL(fileURLWithPath: "/any")).size == 3)
    }
}
