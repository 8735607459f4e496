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
        // The fix, at each level a test builds its dependencies.
        Issue.record(
            """
            Unimplemented: \(endpoint) was called, and the test gave no stub for it. Give the client where the \
            test makes its dependencies: .testDependencies(…) for a store, service or scene; AppRun(…, \
            dependencies: { $0.… = … }) for a run of the app; testDependency(of:injection:) replaces one endpoint \
            of its testValue.
            """)
        return true
    }
}
