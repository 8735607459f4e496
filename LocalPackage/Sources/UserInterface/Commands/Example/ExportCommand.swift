import CommandSpec
import DataSource
import Model

/// `bmi export`: every record as CSV, oldest first, on standard output or into a file (written
/// atomically: the file is the whole export or what it was before).
struct ExportCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "export",
            summary: strings.exportSummary,
            options: [outputOption, CommonOptions.unit],
            examples: [
                "\(AppIdentity.commandName) export > history.csv",
                "\(AppIdentity.commandName) export --unit imperial --output history.csv",
            ],
            in: strings
        )
    }

    nonisolated static let outputOption = Option.path(
        "output", isDirectory: false,
        help: OptionHelp(
            english: "write the CSV into FILE (whole, or the file is left as it was) instead of standard output",
            japanese: "標準出力の代わりに FILE へ書く (全部書けなければ元のまま)"))

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var output: String? { arguments[Self.outputOption] }
    // It shows no category: with the unit given, the settings are not needed.
    private var preferencesChosen: Preferences.Choice {
        Preferences.Choice(showingNoCategory: arguments[CommonOptions.unit])
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        // `-` is standard output, as `import -` reads standard input.
        var file: (url: URL, writer: NamedFileWriter)?
        if let output, output != "-" {
            // A path ending in `/` names a folder, never a file made there.
            let url: URL
            do {
                url = try context.dependencies.processInfoClient.url(typed: output, isDirectory: output.hasSuffix("/"))
            } catch {
                return context.fail(error)
            }
            let folder = context.dependencies.dataDirectory
            switch Result(catching: { try context.dependencies.dataClient.example.writeNamed(url, folder) }) {
            case .success(let writer): file = (url, writer)
            case .failure(let error): return refused(error, url, context)
            }
        }
        let store = History(context.dependencies, preferencesChosen: preferencesChosen)
        let console = context.console
        // Written a thousand lines at a time as the history is read: into the file (which becomes
        // the named file only when whole), or to standard output, where a reader that leaves
        // (`| head`) stops the reading.
        var count = 0
        var writeError: (any Error)?
        func write(_ lines: String) {
            guard let file else { return console.write(lines) }
            do { try file.writer.write(Data(lines.utf8)) } catch { writeError = error }
        }
        await store.send(
            .everyRowRequested(
                .oldestFirst,
                .init { rows in
                    // The settings could not be read: nothing is written (the unit would be a guess).
                    guard store.preferencesError == nil else { return false }
                    var lines = count == 0 ? RecordsCSV.header(store.unitSystem) + "\n" : ""
                    for row in rows { lines += RecordsCSV.line(row) + "\n" }
                    count += rows.count
                    write(lines)
                    return writeError == nil && !console.isReaderGone
                }))
        if let dataError = store.dataError { return context.fail(dataError) }
        if let preferencesError = store.preferencesError { return context.fail(preferencesError) }
        if count == 0 { write(RecordsCSV.header(store.unitSystem) + "\n") }
        guard let file else { return finish(store, context) }
        do {
            if let writeError { throw writeError }
            try file.writer.commit()
        } catch {
            return refused(error, file.url, context)
        }
        context.console.writeErrorLine(context.strings.exported(count, to: file.url.path.shortened))
        return finish(store, context)
    }

    /// Why the file could not be written, said; the file is as it was.
    private func refused(_ error: any Error, _ url: URL, _ context: CommandContext) -> ExitStatus {
        switch (error as? POSIXError)?.code {
        case .EINVAL:
            return context.say(context.strings.notAFileToExportTo(url.path), .ioError)
        case .EPERM:
            return context.say(context.strings.notExportedOverData(url.path), .ioError)
        case .EBADF:
            return context.say(context.strings.notExportedToOpenFile(url.path), .ioError)
        default:
            return context.say(
                context.strings.notExported(to: url.path, because: error.reason),
                ExitStatus(DataError.unwritable(url, reason: error.reason)))
        }
    }

    /// Damaged lines, which are not exported: said after the export, which is still made (exit 65).
    private func finish(_ store: History, _ context: CommandContext) -> ExitStatus {
        guard !store.undecodableLines.isEmpty else { return .success }
        return context.say(
            context.strings.undecodableLines(store.undecodableLines, in: store.historyFileURL.path), .dataError)
    }
}
