import Foundation
import Generator

// luca: makes a new project from the template, and screens, clients and repositories in a project
// (`Luca`, in the Generator module, where its rules are unit-tested). Installed once (the
// README's command), it runs in any project; new projects are made from the clone it was built in.
// NB: an executable rather than a SwiftPM command plugin: it writes outside the package (a new
// project's folder), which a plugin may do only with extra permission flags on every run. See
// docs/adding-a-feature.md.
let luca = Luca(
    // This file is LocalPackage/Luca/Sources/luca/main.swift in the template.
    template: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent(),
    here: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    // NB: written at once, unbuffered, so a line said before a long build is read before the
    // compiler's errors, and not lost if luca is killed, when output goes to a file or a pipe.
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    errorOutput: { FileHandle.standardError.write(Data($0.utf8)) }
)
exit(luca.run(Array(CommandLine.arguments.dropFirst())))
