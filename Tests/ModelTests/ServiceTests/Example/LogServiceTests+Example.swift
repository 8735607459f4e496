import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// What the worked example adds to LogServiceTests.
extension LogServiceTests {
    @Test
    func log_RecordDeleted_NamesTheRecordByItsID() {
        let terminal = ScriptedTerminal()
        let sut = loggingService(terminal)
        sut.log(.example(.recordDeleted(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)))
        #expect(terminal.standardError.hasSuffix(" recordDeleted id=00000000-0000-0000-0000-000000000001\n"))
    }
}
