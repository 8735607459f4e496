import CommandSpec
import Foundation
import Generator

// luca: makes a new project from this one, or adds a feature to a project.
// NB: an executable rather than a SwiftPM command plugin: it writes outside the package (a new
// project's folder), which a plugin may do only with extra permission flags on every run, and as a
// plain target it is built and exercised like the rest of the code. See docs/adding-a-feature.md.

let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
// A bare project is made from the files the example keeps aside for it, which a bare project
// itself has not: there, `--bare` is not offered.
let canMakeBare = FileManager.default.fileExists(atPath: here.appendingPathComponent(BareSkeleton.overlayFolder).path)

/// `--dry-run`, as `rails generate` has it: say what would be written, and write nothing.
let dryRunFlag = OptionSpec.flag("dry-run", help: "print what would be made and changed, and write nothing")

// The command line, declared once with the same CommandSpec as `bmi`'s: parsing, errors with
// "did you mean", and the help are all written from it.
let spec = ProgramSpec(
    name: "luca",
    summary: "makes a new project from this one, or adds a feature to a project",
    commands: [
        CommandSpec(
            "new",
            summary: "a new project, from this one, renamed",
            options: [
                .option(
                    "output", ValueSpec("PATH", .path(isDirectory: true)), isRequired: true,
                    help: "where to make it (a folder that is empty or does not exist)")
            ]
                + (canMakeBare
                    ? [.flag("bare", help: "keep the architecture and one sample screen, and leave the example out")]
                    : []) + [dryRunFlag],
            operands: [
                OperandSpec(
                    ValueSpec("NAME"), help: "the app's name: letters and digits, starting with a letter (MyApp)")
            ],
            examples: ["swift run luca new MyApp --output ../MyApp"]
                + (canMakeBare ? ["swift run luca new MyApp --output ../MyApp --bare"] : [])
        ),
        CommandSpec(
            "feature",
            summary: "a new screen in a project, wired into Home, with its tests",
            options: [
                .flag("service", help: "give the feature a stateless service in Model too"), dryRunFlag,
                .option(
                    "project", ValueSpec("PATH", .path(isDirectory: true)),
                    help: "the project to add it to (default: here)"),
            ],
            operands: [
                OperandSpec(
                    ValueSpec("NAME"),
                    help: "the screen's name: letters and digits, starting with a letter (BloodPressure)")
            ],
            examples: ["swift run luca feature BloodPressure --service"]
        ),
    ],
    globalOptions: [],
    helpOption: .flag("help", shortName: "h", help: "print help: of luca, or of the command it follows")
)

let help = HelpText(
    spec: spec,
    labels: HelpText.Labels(
        usage: "Usage", commands: "Commands", options: "Options", globalOptions: "Options of every command",
        examples: "Examples", defaultValue: "default: %@",
        seeCommandHelp: "See %@ COMMAND --help for a command's options."
    )
)

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("luca: \(message)\n".utf8))
    exit(status)
}

/// The usage error in words, with the help to read next.
func message(_ error: UsageError) -> String {
    switch error {
    case .unknownCommand(let name, let suggestion):
        "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".") + " See luca --help."
    case .unknownOption(let name, let command, let suggestion):
        "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
            + " See luca \(command.map { "\($0) " } ?? "")--help."
    case .missingValue(let option), .unexpectedValue(let option), .repeatedOption(let option):
        "\(option.synopsis) is not given as it is declared. See luca --help."
    case .missingOption(let option, let command):
        "\(option.synopsis) is required. See luca \(command.map { "\($0) " } ?? "")--help."
    case .invalidValue(let option, _):
        "\(option.longName) needs \(option.help)."
    case .invalidOperand(let operand, _), .missingOperand(let operand):
        "\(operand.value.name) is required: \(operand.help)."
    case .unexpectedArgument(let argument):
        "unexpected argument '\(argument)'. See luca --help."
    case .conflictingOptions(let first, let second):
        "\(first) and \(second) cannot be used together. See luca --help."
    }
}

let parsed: ParsedArguments
do {
    parsed = try ArgumentParser(spec).parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(message(error), status: 64)
}
if parsed.isHelpRequested {
    print(parsed.command.flatMap(spec.command(named:)).map(help.command) ?? help.program, terminator: "")
    exit(0)
}
guard let command = parsed.command else {
    FileHandle.standardError.write(Data(help.program.utf8))
    exit(64)
}

do {
    let isDryRun = parsed.isSet("dry-run")
    switch command {
    case "new":
        let destination = URL(fileURLWithPath: parsed.value("output") ?? "", relativeTo: here).standardizedFileURL
        let typed = parsed.operands[0]
        let name = try Naming(typed, kind: "project")
        let generator = ProjectGenerator(source: try ProjectTree(here))
        let changes = try generator.plan(name, at: destination, isBare: parsed.isSet("bare"))
        if let note = name.capitalisedNote(typed: typed, command: name.commandName) { print(note) }
        guard !isDryRun else {
            print("Would make \(destination.path), \(changes.made.count) files:")
            print(changes.made.keys.sorted().map { "  \($0)" }.joined(separator: "\n"))
            print("and make it a git repository with them as its first commit, where git is installed.")
            print("Nothing was written (--dry-run).")
            exit(0)
        }
        try changes.apply(under: destination)
        print("Made \(destination.path). " + generator.commit(destination, name: name))
        print("Next: cd \(destination.path) && swift test")
    case "feature":
        let project =
            parsed.value("project").map { URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL } ?? here
        let typed = parsed.operands[0]
        let name = try Naming(typed, kind: "feature")
        let changes = try FeatureScaffold(tree: try ProjectTree(project)).plan(
            name, withService: parsed.isSet("service"))
        if let note = name.capitalisedNote(typed: typed, command: FeatureTemplates.commandName(of: name)) {
            print(note)
        }
        print((isDryRun ? "Would add " : "Added ") + "\(name.typeName):")
        print("  made:\n" + changes.made.keys.sorted().map { "    \($0)" }.joined(separator: "\n"))
        print("  changed:\n" + changes.changed.keys.sorted().map { "    \($0)" }.joined(separator: "\n"))
        guard !isDryRun else {
            print("Nothing was written (--dry-run).")
            exit(0)
        }
        try changes.apply(under: project)
        // A project whose docs are checked against its command line (the example's) must have them
        // written again: the feature's command is a new command.
        let manPages =
            (try? FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("docs").path))?
            .filter { $0.hasSuffix(".1") } ?? []
        for page in manPages {
            let app = String(page.dropLast(2))
            print(
                "The command line changed: swift run \(app) help --man > docs/\(page), and paste "
                    + "swift run \(app) help --markdown between the markers in docs/cli.md.")
        }
        print("Next: swift build && swift test")
    default:
        fail("unknown command '\(command)'.", status: 64)
    }
} catch let error as GeneratorError {
    fail(error.description, status: 65)
} catch {
    fail(error.localizedDescription, status: 74)
}
