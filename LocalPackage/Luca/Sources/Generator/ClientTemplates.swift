/// What `luca client` writes for one client: a working sample over a system facility (the
/// machine's name), meant to be replaced by the endpoints the app needs.
struct ClientTemplates {
    let name: Naming

    var type: String { name.typeName }

    var client: String {
        """
        /// \(name.title): made by `luca client`. A client wraps one thing outside the app's control
        /// (a system facility, a file, a server) in `@Sendable` closures, so that every test can
        /// replace it. Replace the sample endpoint with the ones the app needs, keeping the shape: the
        /// live value calls the real thing, the test value fails the test that calls it unstubbed.
        public struct \(type): DependencyClient {
            /// The sample endpoint: this machine's name on the network (`ProcessInfo.hostName`).
            public var hostName: @Sendable () -> String

            public init(hostName: @escaping @Sendable () -> String) {
                self.hostName = hostName
            }

            public static let liveValue = Self(hostName: { ProcessInfo.processInfo.hostName })

            public static let testValue = Self(hostName: {
                unimplemented("\(type).hostName", placeholder: "")
            })
        }

        """
    }

    var presets: String {
        """
        import DataSource

        extension \(type) {
            /// A machine named `hostName`: what tests give where the code under test asks.
            public static func fixed(hostName: String = "test-host") -> Self {
                Self(hostName: { hostName })
            }
        }

        """
    }

    var tests: String {
        """
        import DataSource
        import TestSupport
        import Testing

        struct \(type)Tests {
            @Test
            func liveValue_HostName_IsTheMachinesName() {
                #expect(!\(type).liveValue.hostName().isEmpty)
            }

            @Test
            func testValue_NobodyStubbedIt_FailsTheTestThatCalledItByName() {
                withKnownIssue {
                    _ = \(type).testValue.hostName()
                } matching: { issue in
                    issue.comments.contains { $0.rawValue.contains("\(type).hostName was called") }
                }
            }

            @Test
            func fixed_GivesTheNameItWasGiven() {
                #expect(\(type).fixed(hostName: "kitchen").hostName() == "kitchen")
            }
        }

        """
    }

    /// Its property (live by default) and its `testDependencies` parameter, given on.
    func dependencyEdits(in path: String) -> [MarkerEdit] {
        [
            MarkerEdit(path: path, marker: "clients", lines: ["public var \(name.memberName): \(type) = .liveValue"]),
            MarkerEdit(
                path: path, marker: "test-client-parameters", lines: ["\(name.memberName): \(type) = .testValue,"]),
            MarkerEdit(path: path, marker: "test-clients", lines: ["\(name.memberName): \(name.memberName),"]),
        ]
    }
}
