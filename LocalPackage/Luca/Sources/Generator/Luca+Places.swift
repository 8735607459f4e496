import Foundation

/// Where luca works and what it says of places: the project found from the current folder, the
/// template it was built from, a program on PATH, and paths written for a person or a shell.
extension Luca {
    static func templateIsGone(_ template: URL) -> String {
        "luca was built from the template at \(template.path), which is no longer there: install luca again from a "
            + "clone of the template (its README says how); nothing was written."
    }
    /// The project `here` is in: the nearest folder from `here` upward with both manifests, as git
    /// finds its repository.
    static func project(around here: URL) throws(GeneratorError) -> URL {
        var folder = here.standardizedFileURL
        while (try? ProjectTree(folder)) == nil {
            let parent = folder.deletingLastPathComponent()
            // NB: `/` ends it whatever its parent reads as (`/..` on some Foundations).
            guard folder.path != "/", parent.path != folder.path else {
                throw GeneratorError(
                    "\(here.path) is not in a LUCA project (no folder from here up has Package.swift and "
                        + "LocalPackage/Package.swift): cd into one, or give --project PATH.")
            }
            folder = parent
        }
        return folder
    }
    /// The program of that name a shell would run now (`/usr/bin/sleep`), if any.
    static func commandOnPath(_ command: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.lazy.map { "\($0)/\(command)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    /// Paths for one line: the first ten, then how many more; a name with a comma or a control
    /// character is quoted with its escapes, so it reads as one name.
    static func list(_ paths: [String]) -> String {
        let shown = paths.prefix(10).map { path in
            path.contains(",") || path.unicodeScalars.contains { $0.properties.generalCategory == .control }
                ? String(reflecting: path) : path
        }
        return shown.joined(separator: ", ") + (paths.count > 10 ? " and \(paths.count - 10) more" : "")
    }
    /// `path` as a shell reads it back: quoted when it holds anything but letters, digits and `/._-`.
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "/._-".unicodeScalars.contains($0)
        }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
