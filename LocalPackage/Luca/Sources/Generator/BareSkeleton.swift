import Foundation

/// What `luca new --bare` keeps: the architecture's files, listed here, and the files in
/// `LocalPackage/BareProject` (outside every target) in place of the example's (a Home with one sample screen, its scene,
/// strings and tests). Everything else, the example feature, stays behind.
public struct BareSkeleton {
    let source: ProjectTree

    init(source: ProjectTree) throws {
        guard source.exists(Self.overlayFolder) else {
            throw GeneratorError(
                "\(Self.overlayFolder) is missing from the template, so a bare project cannot be made from it.")
        }
        self.source = source
    }

    public static let overlayFolder = "LocalPackage/BareProject"

    /// The architecture, kept as it is (renamed). Paths ending in `/` keep a whole folder.
    static let kept: [String] =
        [
            ".ci/run", ".gitignore", ".swift-format", "Package.swift", "App/",
            "docs/adding-a-feature.md", "docs/coding-rules.md", "docs/testing.md",
            "LocalPackage/Package.swift",
            "LocalPackage/Sources/CommandSpec/",
            "LocalPackage/Sources/DataSource/DependencyClient.swift",
            "LocalPackage/Sources/DataSource/Exports.swift",
            "LocalPackage/Sources/DataSource/Dependencies/",
            "LocalPackage/Sources/DataSource/Entities/AppIdentity.swift",
            "LocalPackage/Sources/DataSource/Entities/AppState.swift",
            "LocalPackage/Sources/DataSource/Entities/CivilCalendar.swift",
            "LocalPackage/Sources/DataSource/Entities/DataError.swift",
            "LocalPackage/Sources/DataSource/Entities/DataFile.swift",
            "LocalPackage/Sources/DataSource/Entities/FileRefusal.swift",
            "LocalPackage/Sources/DataSource/Entities/FileSnapshot.swift",
            "LocalPackage/Sources/DataSource/Entities/FileStamp.swift",
            "LocalPackage/Sources/DataSource/Entities/LocalTime.swift",
            "LocalPackage/Sources/DataSource/Entities/LogEvent.swift",
            "LocalPackage/Sources/DataSource/Entities/SharedStream.swift",
            "LocalPackage/Sources/DataSource/Extensions/Data+FileWriting.swift",
            "LocalPackage/Sources/DataSource/Extensions/Encodable+FileData.swift",
            "LocalPackage/Sources/DataSource/Extensions/DateDecodingStrategy+ExistingDates.swift",
            "LocalPackage/Sources/DataSource/Extensions/Data+Reading.swift",
            "LocalPackage/Sources/DataSource/Extensions/FileSnapshot+Opening.swift",
            "LocalPackage/Sources/DataSource/Extensions/Character+DisplayWidth.swift",
            "LocalPackage/Sources/DataSource/Extensions/Error+Reason.swift",
            "LocalPackage/Sources/DataSource/Extensions/LogEvent+Description.swift",
            "LocalPackage/Sources/DataSource/Extensions/FileStamp+Stat.swift",
            "LocalPackage/Sources/DataSource/Extensions/String+FullWidth.swift",
            "LocalPackage/Sources/DataSource/Extensions/OwnedPaths.swift",
            "LocalPackage/Sources/DataSource/Extensions/HeldDirectory.swift",
            "LocalPackage/Sources/DataSource/Extensions/URL+Typed.swift",
            "LocalPackage/Sources/DataSource/Extensions/ProcessStart.swift",
            "LocalPackage/Sources/DataSource/Extensions/String+Wrapping.swift",
            "LocalPackage/Sources/DataSource/Extensions/Unicode.Scalar+TerminalControl.swift",
            "LocalPackage/Sources/DataSource/Terminal/",
            "LocalPackage/Sources/DataSource/Repositories/DataDirectory.swift",
            "LocalPackage/Sources/DataSource/Repositories/DataDirectory+Files.swift",
            "LocalPackage/Sources/DataSource/Repositories/JSONFile.swift",
            "LocalPackage/Sources/Model/AppDelegate.swift",
            "LocalPackage/Sources/Model/AppDependencies.swift",
            "LocalPackage/Sources/Model/ChildScreenAction.swift",
            "LocalPackage/Sources/Model/Composable.swift",
            "LocalPackage/Sources/Model/Extensions/AppDependencies+Repositories.swift",
            "LocalPackage/Sources/Model/Extensions/StringProtocol+Trimming.swift",
            "LocalPackage/Sources/Model/Stores/Home.swift",
            "LocalPackage/Sources/Model/Services/DataDirectoryService.swift",
            "LocalPackage/Sources/Model/Services/LogService.swift",
            "LocalPackage/Sources/UserInterface/CommandLine/AppCommandLine.swift",
            "LocalPackage/Sources/UserInterface/CommandLine/ColorMode.swift",
            "LocalPackage/Sources/UserInterface/CommandLine/ExitStatus.swift",
            "LocalPackage/Sources/UserInterface/CommandLine/Option.swift",
            "LocalPackage/Sources/UserInterface/Commands/CompletionsCommand.swift",
            "LocalPackage/Sources/UserInterface/Commands/HelpCommand.swift",
            "LocalPackage/Sources/UserInterface/Commands/OneShotCommand.swift",
            "LocalPackage/Sources/UserInterface/Extensions/Double+Display.swift",
            "LocalPackage/Sources/UserInterface/Extensions/LocalTime+Display.swift",
            "LocalPackage/Sources/UserInterface/Extensions/String+Padding.swift",
            "LocalPackage/Sources/UserInterface/Extensions/String+Sentence.swift",
            "LocalPackage/Sources/UserInterface/Extensions/String+Visible.swift",
            "LocalPackage/Sources/UserInterface/Extensions/ValueSpec+Size.swift",
            "LocalPackage/Sources/UserInterface/Input/",
            "LocalPackage/Sources/UserInterface/LineEditing/",
            "LocalPackage/Sources/UserInterface/Resources/CommandLineStrings.swift",
            "LocalPackage/Sources/UserInterface/Resources/EnglishStrings.swift",
            "LocalPackage/Sources/UserInterface/Resources/EnglishStrings+CommandLine.swift",
            "LocalPackage/Sources/UserInterface/Resources/EnglishStrings+Help.swift",
            "LocalPackage/Sources/UserInterface/Resources/JapaneseStrings.swift",
            "LocalPackage/Sources/UserInterface/Resources/JapaneseStrings+CommandLine.swift",
            "LocalPackage/Sources/UserInterface/Resources/JapaneseStrings+Help.swift",
            "LocalPackage/Sources/UserInterface/Resources/Strings.swift",
            "LocalPackage/Sources/UserInterface/Resources/HomeStrings.swift",
            "LocalPackage/Sources/UserInterface/Resources/Language.swift",
            "LocalPackage/Sources/UserInterface/Scenes/EndingSignals.swift",
            "LocalPackage/Sources/UserInterface/Scenes/RootScene.swift",
            "LocalPackage/Sources/UserInterface/Scenes/HomeScene.swift",
            "LocalPackage/Sources/UserInterface/Scenes/SessionLoop.swift",
            "LocalPackage/Sources/UserInterface/Views/HomeView.swift",
            "LocalPackage/Sources/UserInterface/Presentations/Presentation.swift",
            "LocalPackage/Sources/UserInterface/Views/Console.swift",
            "LocalPackage/Sources/UserInterface/Views/JSONLineEncoder.swift",
            "LocalPackage/Sources/UserInterface/Views/JSONOutput.swift",
            "LocalPackage/Sources/UserInterface/Views/Menu.swift",
            "LocalPackage/Sources/UserInterface/Views/MenuInput.swift",
            "LocalPackage/Sources/UserInterface/Views/ScreenView.swift",
            "LocalPackage/Sources/UserInterface/Views/TextStyle.swift",
            "Tests/AppTests/AppProcess.swift",
            "Tests/AppTests/PseudoTerminal.swift",
            "Tests/AppTests/SessionTests.swift",
            "Tests/DataSourceTests/AppStateClientTests.swift",
            "Tests/DataSourceTests/SharedStreamTests.swift",
            "Tests/DataSourceTests/UnimplementedTestValueTests.swift",
            "Tests/ModelTests/ServiceTests/DataDirectoryServiceTests.swift",
            "Tests/ModelTests/ServiceTests/LogServiceTests.swift",
            "Tests/ModelTests/StoreTests/AppDelegateTests.swift",
            "Tests/ModelTests/StoreTests/HomeTests.swift",
            "Tests/ModelTests/StoreTests/StoreDependencies.swift",
            "Tests/ModelTests/StoreTests/TestStoreEdgeTests.swift",
            "Tests/ModelTests/StoreTests/TestStoreTests.swift",
            "Tests/TestSupport/",
            "Tests/UserInterfaceTests/AppRun.swift",
            "Tests/UserInterfaceTests/CommandLineTests.swift",
            "Tests/UserInterfaceTests/HomeSceneTests.swift",
        ]

    /// `text` without the example's regions: the lines from one marked `luca:example-begin` to
    /// the next marked `luca:example-end` (as a `//` or `#` comment line), both included. Where the
    /// architecture alone needs a line the example replaces (`goodbye: { strings.goodbye }`), the
    /// real file has it as a comment, `// luca:bare: CODE`, just after the region, and a bare
    /// project has `CODE` there, indented as the comment is (`// luca:bare:` alone: an empty line). A file of the architecture with a part
    /// that is the example's is kept this way, rather than as a near-copy among the templates.
    static func withoutExample(_ text: String, path: String = "") throws(GeneratorError) -> String {
        var kept: [String] = []
        var begin: Int?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            let marker = trimmed.drop { $0 == "/" || $0 == "#" }.trimmingCharacters(in: .whitespaces)
            // NB: a comment line that starts as a marker and is not one exactly is refused, not
            // kept as code; a comment or text that only mentions one is text.
            guard trimmed.first == "/" || trimmed.first == "#",
                marker.hasPrefix("luca:example") || marker.hasPrefix("luca:bare")
            else {
                if begin == nil { kept.append(line) }
                continue
            }
            let at = "\(path.isEmpty ? "" : path + ", ")line \(index + 1)"
            if marker == "luca:bare:" || marker.hasPrefix("luca:bare: "), begin == nil {
                // `// luca:bare:` alone is an empty line.
                let code = marker.dropFirst("luca:bare: ".count)
                kept.append(code.isEmpty ? "" : String(line.prefix { $0 == " " }) + code)
                continue
            }
            switch marker {
            case "luca:example-begin" where begin == nil: begin = index
            case "luca:example-end" where begin != nil: begin = nil
            case "luca:example-begin", "luca:example-end":
                throw GeneratorError(
                    "\(at): '\(marker)' does not pair up: each region is one luca:example-begin line, then one "
                        + "luca:example-end line; nothing was written.")
            default:
                throw GeneratorError(
                    "\(at): '\(line.trimmingCharacters(in: .whitespaces))' is no marker: write `// luca:example-begin` "
                        + "or `// luca:example-end` (`#` in a script) alone on the line, or `// luca:bare: CODE` "
                        + "outside a region; nothing was written.")
            }
        }
        if let begin {
            throw GeneratorError(
                "\(path.isEmpty ? "" : path + ", ")line \(begin + 1): a luca:example-begin has no luca:example-end "
                    + "after it; nothing was written.")
        }
        return kept.joined(separator: "\n")
    }

    func keeps(_ path: String) -> Bool {
        // The overlay belongs to the template.
        guard !path.hasPrefix(Self.overlayFolder + "/") else { return false }
        return Self.kept.contains { $0.hasSuffix("/") ? path.hasPrefix($0) : path == $0 }
    }

    /// The bare project's own files: `Bare/PATH.template` becomes `PATH`.
    /// Each file of the overlay: where it goes, its text, and the template it comes from (whose
    /// permissions it keeps: `.ci/run` stays executable).
    func overlay() throws -> [(path: String, text: String, template: URL)] {
        try source.relativePaths()
            .filter { $0.hasPrefix(Self.overlayFolder + "/") && $0.hasSuffix(".template") }
            .map { path in
                let target = String(path.dropFirst(Self.overlayFolder.count + 1).dropLast(".template".count))
                return (target, try source.read(path), source.url(path))
            }
    }
}
