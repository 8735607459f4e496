import DataSource
import Testing

/// Takes a call to an endpoint nobody stubbed as a failure of the test that made it, so the rest
/// of the run goes on. DataSource finds this type by its name (`TestSupport.UnimplementedReporter`)
/// at run time; keep the name.
public final class UnimplementedReporter: UnimplementedEndpointReporting {
    public static func reportUnimplemented(_ endpoint: String) -> Bool {
        // Outside a test (a detached task, a thread of the code under test), there is no test to
        // fail: the endpoint then stops the process, as it does in the app.
        guard Test.current != nil else { return false }
        Issue.record("Unimplemented: \(endpoint) was called; stub it with testDependency(of:injection:).")
        return true
    }
}
