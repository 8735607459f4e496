// swift-tools-version: 6.1

import PackageDescription

// The app's code lives in LocalPackage (DataSource, Model, UserInterface), as in LUCA.
// This package adds the `bmi` executable and every test target, so that one `swift test`
// at the root runs the tests of all three layers and of the built binary.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    // As in LocalPackage: a nonisolated async function runs on its caller's actor (SE-0461).
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// The command people type: the executable's name.
let command = "bmi"
/// What the example's benchmarks run, built with them.
let exampleBenchmarkRuns: [Target.Dependency] = [.target(name: command), .target(name: command + "-floor")]

/// Products of LocalPackage, as a target's dependencies.
func local(_ products: String...) -> [Target.Dependency] {
    products.map { .product(name: $0, package: "LocalPackage") }
}

/// An executable of the tests' own (a benchmark, a fuzzer): built by `swift build`, not run by
/// `swift test`.
func tool(
    _ name: String, _ path: String, _ dependencies: [Target.Dependency] = local("DataSource", "Model"),
    exclude: [String] = []
) -> Target {
    .executableTarget(
        name: name, dependencies: dependencies, path: path, exclude: exclude, swiftSettings: swiftSettings)
}

let package = Package(
    name: "BMI",
    platforms: [
        .macOS(.v15),
        .iOS(.v18),
    ],
    products: [
        .executable(name: command, targets: [command])
    ],
    dependencies: [
        .package(path: "LocalPackage")
    ],
    targets: [
        .executableTarget(
            name: command,
            dependencies: local("UserInterface"),
            path: "App",
            swiftSettings: swiftSettings,
            // A release binary without its DWARF (5 MB of the 29.6), its symbols kept: a crash's
            // backtrace still names each function, without file and line. Never loaded, so the
            // start-up costs the same; what the download and the disk cost is less.
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--strip-debug"], .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // The example's benchmarks (docs/Example/performance.md) and the smallest FoundationEssentials
        // program they measure `bmi calc` against, in Tests/Example: `--product bmi-benchmarks` builds all three.
        tool(command + "-benchmarks", "Tests/Example/Benchmarks", local("DataSource", "Model") + exampleBenchmarkRuns),
        tool(command + "-floor", "Tests/Example/BenchmarkFloor", []),
        // The example's input parsing under libFuzzer (Tests/Example/Fuzz/run.sh); built plainly, it replays inputs.
        tool(command + "-fuzz", "Tests/Example/Fuzz", exclude: ["run.sh"]),
        // Shared test doubles and helpers (TestStore uses Swift Testing); only test targets depend on it.
        .target(
            name: "TestSupport",
            dependencies: local("DataSource", "Model"),
            path: "Tests/TestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DataSourceTests",
            dependencies: ["TestSupport"] + local("DataSource"),
            path: "Tests/DataSourceTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ModelTests",
            dependencies: ["TestSupport"] + local("DataSource", "Model"),
            path: "Tests/ModelTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "UserInterfaceTests",
            dependencies: ["TestSupport"] + local("DataSource", "Model", "UserInterface"),
            path: "Tests/UserInterfaceTests",
            swiftSettings: swiftSettings
        ),
        // Runs the built `bmi` binary as a subprocess; depending on it makes `swift test` build it first.
        .testTarget(
            name: "AppTests",
            dependencies: [.target(name: command), "TestSupport"],
            path: "Tests/AppTests",
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
