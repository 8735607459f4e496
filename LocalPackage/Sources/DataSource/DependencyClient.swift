/// A dependency on something outside our control (files, the terminal, the clock, the environment),
/// wrapped in `@Sendable` closures so that tests can swap every endpoint.
///
/// `liveValue` talks to the real world. `testValue` is *unimplemented*: an endpoint called without
/// a stub fails the test that called it, by the endpoint's name, and the run goes on; outside a
/// test it stops the process with that name. A test that forgets to stub what it uses fails
/// loudly instead of passing silently against a no-op.
public protocol DependencyClient: Sendable {
    static var liveValue: Self { get }
    static var testValue: Self { get }
}

/// The client's `testValue` with the endpoints a test needs replaced.
public func testDependency<D: DependencyClient>(of type: D.Type, injection: (inout D) -> Void) -> D {
    var dependencyClient = type.testValue
    injection(&dependencyClient)
    return dependencyClient
}

/// A test harness that takes an unimplemented endpoint's call as a failure of the test running.
///
/// NB: DataSource ships in the app and must not link a test library, so it finds the harness by
/// name at run time: `TestSupport.UnimplementedReporter`, present only in test processes.
public protocol UnimplementedEndpointReporting: Sendable {
    /// Records the call as a failure of the test running now; `false` when no test is running.
    static func reportUnimplemented(_ endpoint: String) -> Bool
}

/// Why a throwing endpoint nobody stubbed failed (after its test was told).
public struct UnimplementedEndpoint: Error, Sendable, Equatable {
    public var endpoint: String

    public init(endpoint: String) {
        self.endpoint = endpoint
    }
}

private let reporter = _typeByName("TestSupport.UnimplementedReporter") as? any UnimplementedEndpointReporting.Type

/// Reports an endpoint called without a stub to the test running, or stops the process.
private func report(_ endpoint: String, _ file: StaticString, _ line: UInt) {
    guard reporter?.reportUnimplemented(endpoint) == true else {
        fatalError(
            "Unimplemented: \(endpoint) was called; stub it with testDependency(of:injection:).", file: file,
            line: line)
    }
}

/// An endpoint nobody stubbed that returns a value: the test fails, and the endpoint answers
/// `placeholder` so the code under test can go on to its end.
public func unimplemented<Value>(
    _ endpoint: String,
    placeholder: @autoclosure () -> Value,
    file: StaticString = #fileID,
    line: UInt = #line
) -> Value {
    report(endpoint, file, line)
    return placeholder()
}

/// A throwing endpoint nobody stubbed: the test fails, and the endpoint throws
/// `UnimplementedEndpoint`.
public func unimplemented<Value>(_ endpoint: String, file: StaticString = #fileID, line: UInt = #line) throws -> Value {
    report(endpoint, file, line)
    throw UnimplementedEndpoint(endpoint: endpoint)
}

/// An endpoint that never returns (`exit`): it cannot answer and go on, so it always stops the
/// process, naming itself.
public func unimplementedNeverReturning(_ endpoint: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(
        "Unimplemented: \(endpoint) was called; stub it with testDependency(of:injection:).", file: file, line: line)
}
