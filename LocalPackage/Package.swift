// swift-tools-version: 6.1

import PackageDescription

// Every target: Swift 6 language mode (the tools version's default) and `any` spelled out.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    // A nonisolated async function runs on its caller's actor (SE-0461): a repository called from
    // a store stays on the main thread, so a command starts none of Swift's worker threads.
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "LocalPackage",
    // macOS 15 / iOS 18 are the first with `Synchronization.Mutex`, which AppStateClient needs.
    platforms: [
        .macOS(.v15),
        .iOS(.v18),
    ],
    products: [
        .library(name: "DataSource", targets: ["DataSource"]),
        .library(name: "Model", targets: ["Model"]),
        .library(name: "UserInterface", targets: ["UserInterface"]),
        .library(name: "CommandSpec", targets: ["CommandSpec"]),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "DataSource",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "Model",
            dependencies: ["DataSource"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "UserInterface",
            dependencies: ["Model", "DataSource", "CommandSpec"],
            swiftSettings: swiftSettings
        ),
        // The command line declared once (parsing, help, completions, man page): no app knowledge,
        // so the `luca` generator (LocalPackage/Luca, a package of its own) uses it too.
        .target(
            name: "CommandSpec",
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
