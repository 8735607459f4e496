// swift-tools-version: 6.1

import PackageDescription

// luca, the template's generator: a tool installed once (the README's command), not part of the
// app. A project made from the template has no copy of it; luca finds the template it was built
// from, and the project it works in from the current folder upward.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "Luca",
    platforms: [
        .macOS(.v15)
    ],
    products: [
        .executable(name: "luca", targets: ["luca"])
    ],
    dependencies: [
        // The command line declared once, as the app declares its own.
        .package(path: "..")
    ],
    targets: [
        // What luca makes and changes in a project, as a library so that its rules are unit-tested.
        .target(
            name: "Generator",
            dependencies: [.product(name: "CommandSpec", package: "LocalPackage")],
            swiftSettings: swiftSettings
        ),
        // The command line of the generator, and nothing else.
        .executableTarget(
            name: "luca",
            dependencies: ["Generator"],
            swiftSettings: swiftSettings
        ),
        // The generator's rules, unit by unit; prove.sh makes whole projects and builds them.
        .testTarget(
            name: "GeneratorTests",
            dependencies: ["Generator"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
