import Foundation
import Generator

// luca: makes a new project from this one, and screens, clients and repositories in a project
// (`Luca`, in the Generator module, where its rules are unit-tested).
// NB: an executable rather than a SwiftPM command plugin: it writes outside the package (a new
// project's folder), which a plugin may do only with extra permission flags on every run. See
// docs/adding-a-feature.md.
let luca = Luca(
    here: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    output: { print($0, terminator: "") },
    errorOutput: { FileHandle.standardError.write(Data($0.utf8)) }
)
exit(luca.run(Array(CommandLine.arguments.dropFirst())))
