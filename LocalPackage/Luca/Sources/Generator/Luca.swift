import CommandSpec
import Foundation

/// One run of `luca`: the arguments parsed, the command's changes worked out and checked, said,
/// and written unless `--dry-run`. The executable only hands it the arguments and the output.
public struct Luca {
    /// The template new projects are made from: the clone luca was built in.
    let template: URL
    /// The current folder: the project is found from it upward, unless `--project` says where.
    let here: URL
    /// Text for standard output and standard error, each piece ending with its newline.
    let output: (String) -> Void
    let errorOutput: (String) -> Void
    /// What builds a project after `luca remove` took a screen out.
    let build: ProjectBuild

    public init(
        template: URL, here: URL, output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void,
        build: ProjectBuild = .live
    ) {
        self.build = build
        self.template = template
        self.here = here
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Runs `arguments` (without the program's name); returns the exit status: 0 done, 64 a usage
    /// error, 65 refused (nothing written), 74 a failure to read or write.
    public func run(_ arguments: [String]) -> Int32 {
        let spec = LucaCommandLine.spec
        let help = LucaCommandLine.help(spec)
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser(spec).parse(arguments)
        } catch {
            errorOutput("luca: \(LucaCommandLine.message(error))\n")
            return 64
        }
        if parsed.isHelpRequested {
            output(parsed.command.flatMap(spec.command(named:)).map(help.command) ?? help.program)
            return 0
        }
        guard let command = parsed.command.flatMap(LucaCommand.init(rawValue:)) else {
            errorOutput(help.program)
            return 64
        }
        if parsed.value(LucaCommandLine.entity) != nil && parsed.value(LucaCommandLine.reads) != nil {
            errorOutput(
                "luca: --entity and --reads cannot go together: a screen saves an entity of its own (--entity) or "
                    + "reads what another saves (--reads).\n")
            return 64
        }
        if parsed.operands.first?.isEmpty == true {
            errorOutput("luca: NAME is empty: give a name such as BloodPressure (ASCII letters and digits).\n")
            return 64
        }
        do {
            try run(command, parsed)
            return 0
        } catch let error as GeneratorError {
            errorOutput("luca: \(error)\n")
            return error.isWriteFailure ? 74 : 65
        } catch {
            errorOutput("luca: \(error.localizedDescription)\n")
            return 74
        }
    }

    private func say(_ line: String) {
        output(line + "\n")
    }

    private func run(_ command: LucaCommand, _ parsed: ParsedArguments) throws {
        let given = parsed.value(LucaCommandLine.project).map {
            URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL
        }
        if let given, (try? ProjectTree(given)) == nil {
            throw GeneratorError(
                "--project \(given.path) is not a LUCA project (no \(ProjectTree.manifests.joined(separator: " and ")) "
                    + "there): give a project's folder.")
        }
        let project = try given ?? (command.worksInAProject ? Self.project(around: here) : here)
        let isDryRun = parsed.isSet(LucaCommandLine.dryRun)
        let typed = parsed.operands.first ?? ""
        // Two scaffolds at once in one project take turns: each reads the files the other wrote.
        let lock = command.worksInAProject ? try ProjectLock(project) : nil
        defer { lock?.release() }
        switch command {
        case .new:
            let output = parsed.value(LucaCommandLine.output) ?? ""
            try new(
                typed, at: URL(fileURLWithPath: output, relativeTo: here).standardizedFileURL,
                isBare: parsed.isSet(LucaCommandLine.bare), isDryRun: isDryRun)
        case .feature:
            let name = try Naming(typed, kind: "feature")
            let entity = try parsed.value(LucaCommandLine.entity).map { try RepositoryScaffold.entityName($0) }
            let reads = try parsed.value(LucaCommandLine.reads).map { try RepositoryScaffold.entityName($0) }
            let changes = try FeatureScaffold(tree: ProjectTree(project)).plan(name, entity: entity, reads: reads)
            try report(
                changes, adding: "the screen \(name.typeName)", in: project, isDryRun: isDryRun,
                note: name.capitalisedNote(typed: typed, command: FeatureTemplates.commandName(of: name)),
                changesHelp: true)
        case .client:
            let name = try ClientScaffold.clientName(typed)
            let changes = try ClientScaffold(tree: ProjectTree(project)).plan(name)
            try report(
                changes, adding: "the client \(name.typeName)", in: project, isDryRun: isDryRun,
                note: name.capitalisedNote(typed: typed))
        case .repository:
            let entity = try RepositoryScaffold.entityName(typed)
            let changes = try RepositoryScaffold(tree: ProjectTree(project)).plan(entity)
            // A new file of the data directory is in the help's list of files.
            try report(
                changes, adding: "the repository \(entity.typeName)Repository", in: project, isDryRun: isDryRun,
                note: entity.capitalisedNote(typed: typed), changesHelp: true)
        case .remove:
            let capitalised = typed.prefix(1).uppercased() + typed.dropFirst()
            guard !Naming.reserved.contains(capitalised) else {
                throw GeneratorError(
                    "'\(capitalised)' is part of the architecture, not a screen luca feature made: luca cannot take it "
                        + "out.")
            }
            let name = try Naming(typed, kind: "feature")
            let (changes, kept, edited) = try FeatureScaffold(tree: ProjectTree(project)).planRemoval(name)
            if !isDryRun {
                say("Taking \(name.typeName) out, then building, so the compiler says whether anything uses it…")
            }
            try EndingSignals.heldOff {
                try report(
                    changes, adding: "the screen \(name.typeName)", in: project, isDryRun: isDryRun, changesHelp: true,
                    verbs: ("Would remove ", "Removed ")
                ) { () throws(GeneratorError) in
                    guard let failure = build.run(project) else { return }
                    if failure.hasPrefix(ProjectBuild.interrupted) {
                        throw GeneratorError(
                            "the build was interrupted, so everything was put back as it was: \(name.typeName) is still "
                                + "there.")
                    }
                    let errors = ProjectBuild.errors(in: failure, under: project)
                    throw GeneratorError(
                        "with \(name.typeName) taken out the project does not build, so everything was put back as it "
                            + "was. The compiler said:\n  " + errors.prefix(10).joined(separator: "\n  ")
                            + (errors.count > 10 ? "\n  and \(errors.count - 10) more" : "")
                            + "\nChange what uses it first (or what else fails to build), or keep the screen.")
                }
            }
            if !edited.isEmpty {
                // Commit first to keep them: git has what the removal takes.
                say(
                    (isDryRun ? "Would remove with your changes" : "Removed with your changes")
                        + " (changed since luca made them): " + edited.joined(separator: ", ") + ".")
            }
            if !kept.isEmpty {
                say("Kept, as luca did not make them: " + kept.joined(separator: ", ") + ".")
            }
        case .list:
            say(try ProjectList(tree: ProjectTree(project)).description())
        }
    }

    private func new(_ typed: String, at destination: URL, isBare: Bool, isDryRun: Bool) throws {
        let name = try Naming(typed, kind: "project")
        guard FileManager.default.fileExists(atPath: template.appendingPathComponent(ProjectTree.manifests[0]).path)
        else {
            throw GeneratorError(Self.templateIsGone(template))
        }
        let generator = ProjectGenerator(source: try ProjectTree(template))
        let changes = try generator.plan(name, at: destination, isBare: isBare)
        if let note = name.capitalisedNote(typed: typed, command: name.commandName) { say(note) }
        if let other = Self.commandOnPath(name.commandName) {
            say(
                "Note: \(name.commandName) is also \(other). Installed where the README says (~/.local/bin), the "
                    + "app would stand in for it in shells and scripts that run \(name.commandName): choose another "
                    + "name unless that is meant.")
        }
        // What git does not track stays behind (a `.env`, notes of one's own): said, not copied.
        let untracked = try ProjectTree(template).untrackedPaths()
            .filter { !$0.hasPrefix(ProjectTree.generatorFolder) }
        if !untracked.isEmpty {
            say("Left behind, as git does not track them: " + Self.list(untracked) + ".")
        }
        guard !isDryRun else {
            say("Would make \(destination.path), \(changes.made.count) files:")
            say(changes.made.keys.sorted().map { "  \($0)" }.joined(separator: "\n"))
            if isBare { say("then add the sample screen as luca feature \(ProjectGenerator.sample.typeName) does,") }
            say("and make it a git repository with them as its first commit, where git is installed.")
            say("Nothing was written (--dry-run).")
            return
        }
        let existed = FileManager.default.fileExists(atPath: destination.path)
        try changes.apply(under: destination)
        do {
            if isBare { try generator.addSample(to: destination) }
        } catch {
            // NB: all or nothing: the folder is left as it was found.
            try? FileManager.default.removeItem(at: destination)
            if existed { try? FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true) }
            throw error
        }
        say("Made \(destination.path). " + generator.commit(destination, name: name))
        say("Next: cd \(Self.quoted(destination.path)) && swift test")
    }

    /// Says what a scaffold makes and changes, and writes it unless `isDryRun`.
    private func report(
        _ changes: ChangeSet, adding what: String, in project: URL, isDryRun: Bool, note: String? = nil,
        changesHelp: Bool = false, verbs: (dryRun: String, done: String) = ("Would add ", "Added "),
        verify: () throws(GeneratorError) -> Void = {}
    ) throws {
        if let note { say(note) }
        // NB: written first, and then said: a write that fails is not reported as done.
        if !isDryRun { try changes.apply(under: project, verify: verify) }
        say((isDryRun ? verbs.dryRun : verbs.done) + "\(what):")
        for (title, paths) in [
            ("made", changes.made.keys.sorted()), ("changed", changes.changed.keys.sorted()),
            ("removed", changes.removed.sorted()),
        ] where !paths.isEmpty {
            say("  \(title):\n" + paths.map { "    \($0)" }.joined(separator: "\n"))
        }
        guard !isDryRun else {
            say("Nothing was written (--dry-run).")
            return
        }
        // A project whose docs are checked against its command line (the example's) must have them
        // written again when its help changes.
        let manPages =
            (try? FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("docs/Example").path))?
            .filter { $0.hasSuffix(".1") } ?? []
        for page in manPages where changesHelp {
            let app = String(page.dropLast(2))
            say(
                "The help changed: swift run \(app) help --man > docs/Example/\(page), and paste "
                    + "swift run \(app) help --markdown between the markers in docs/Example/cli.md.")
        }
        say("Next: swift build && swift test")
    }

}
