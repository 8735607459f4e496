import Foundation

// luca: makes a new project from this one, or adds a feature to a project.
// NB: an executable rather than a SwiftPM command plugin: it writes outside the package (a new
// project's folder), which a plugin may do only with extra permission flags on every run, and as a
// plain target it is built and exercised like the rest of the code. See docs/adding-a-feature.md.

let usage = """
    Usage:
      swift run luca new NAME --output PATH [--bare]     a new project, from this one, in PATH
      swift run luca feature NAME [--service] [--project PATH]
                                                         a new screen in a project (default: here)

    NAME: letters and digits, starting with a letter (MyApp, BloodPressure).
    --bare keeps the architecture and one sample screen, and leaves the example feature out.

    """

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("luca: \(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func takeOption(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value.\n\(usage)", status: 64) }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
@MainActor func takeFlag(_ name: String) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
}

if arguments.isEmpty || takeFlag("--help") || takeFlag("-h") {
    print(usage, terminator: "")
    exit(arguments.isEmpty ? 64 : 0)
}
let command = arguments.removeFirst()
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

do {
    switch command {
    case "new":
        let output = takeOption("--output")
        let isBare = takeFlag("--bare")
        guard arguments.count == 1, let output else {
            fail("new takes a NAME and --output PATH.\n\(usage)", status: 64)
        }
        let destination = URL(fileURLWithPath: output, relativeTo: here).standardizedFileURL
        let generator = ProjectGenerator(source: try ProjectTree(here))
        try generator.generate(arguments[0], at: destination, isBare: isBare)
        print("Made \(destination.path). Next: cd \(destination.path) && swift test")
    case "feature":
        let project =
            takeOption("--project").map { URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL } ?? here
        let withService = takeFlag("--service")
        guard arguments.count == 1 else { fail("feature takes one NAME.\n\(usage)", status: 64) }
        let written = try FeatureScaffold(tree: try ProjectTree(project)).add(arguments[0], withService: withService)
        print("Added \(arguments[0]):\n" + written.map { "  \($0)" }.joined(separator: "\n"))
        print("Next: swift build && swift test")
    default:
        fail("unknown command '\(command)'.\n\(usage)", status: 64)
    }
} catch let error as GeneratorError {
    fail(error.description, status: 65)
} catch {
    fail(error.localizedDescription, status: 74)
}
