/// A dependency on something outside our control (files, the terminal, the clock, the environment),
/// wrapped in `@Sendable` closures so that tests can swap every endpoint.
///
/// `liveValue` talks to the real world. `testValue` is *unimplemented*: each endpoint stops the
/// process with the client's and endpoint's name when it is called, so a test that forgets to stub
/// what it uses fails loudly instead of passing silently against a no-op.
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

/// Ends the process naming an endpoint that a test called without stubbing it.
///
/// NB: a test double cannot record a Swift Testing issue from here (DataSource ships in the app and
/// must not link Testing), so it fails the way that cannot be missed. Exit tests prove it.
public func unimplemented(_ endpoint: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(
        "Unimplemented: \(endpoint) was called; stub it with testDependency(of:injection:).", file: file, line: line)
}
