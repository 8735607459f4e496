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

    nonisolated static let outputOption = Option.path("output", isDirectory: false) { $0.outputHelp }

    let output: String?
    let shownAs: ShownAs

    init(_ arguments: ParsedArguments) {
        output = arguments[Self.outputOption]
        shownAs = ShownAs(arguments)
    }

    func run(_ context: CommandContext) async -> ExitStatus {
        // The file has no category: with the unit given, the settings are not needed.
        context.choose(ShownAs(unitSystem: shownAs.unitSystem, classification: shownAs.unitSystem.map { _ in .who }))
        let store = History(context.dependencies)
        let console = context.console
        // `-` is standard output, as `import -` reads standard input: written a thousand lines
        // at a time as the history is read, and a reader that leaves (`| head`) stops the reading.
        // A file is written whole and atomically, so its text is gathered first.
        let isFile = output != nil && output != "-"
        var text = ""
        var count = 0
        await store.send(
            .everyRowRequested(
                .oldestFirst,
                .init { rows in
                    // The settings could not be read: nothing is written (the unit would be a guess).
                    guard store.preferencesError == nil else { return false }
                    var lines = count == 0 ? RecordsCSV.header(store.unitSystem) + "\n" : ""
                    for row in rows { lines += RecordsCSV.line(row) + "\n" }
                    count += rows.count
                    if isFile { text += lines } else { console.write(lines) }
                    return !console.isReaderGone
                }))
        if let dataError = store.dataError { return context.fail(dataError) }
        if let preferencesError = store.preferencesError { return context.fail(preferencesError) }
        if count == 0 {
            text = RecordsCSV.header(store.unitSystem) + "\n"
            if !isFile { console.write(text) }
        }
        guard let output, isFile else { return finish(store, context) }
        let url = URL(fileURLWithPath: output)
        do {
            // A path ending in `/` names a folder, never the file it would be made as; and the
            // data directory's files are the app's, never an export's (however the path gets there).
            if output.hasSuffix("/") { throw POSIXError(.EINVAL) }
            let folder = try Data.resolvedPath(context.dependencies.dataDirectory.appendingPathComponent("x").path)
            if try Data.resolvedPath(url.path).hasPrefix(
                URL(fileURLWithPath: folder).deletingLastPathComponent().path + "/")
            {
                throw POSIXError(.EPERM)
            }
            try context.dependencies.dataClient.writeNamed(Data(text.utf8), url)
        } catch let error as POSIXError where error.code == .EINVAL {
            context.console.writeErrorLine(context.strings.errorPrefix + context.strings.notAFileToExportTo(url.path))
            return .ioError
        } catch let error as POSIXError where error.code == .EPERM {
            context.console.writeErrorLine(context.strings.errorPrefix + context.strings.notExportedOverData(url.path))
            return .ioError
        } catch {
            context.console.writeErrorLine(
                context.strings.errorPrefix + context.strings.notExported(to: url.path, because: error.reason))
            return ExitStatus(DataError.unwritable(url, reason: error.reason))
        }
        context.console.writeErrorLine(context.strings.exported(count, to: url.path))
        return finish(store, context)
    }

    /// Damaged lines, which are not exported: said after the export, which is still made (exit 65).
    private func finish(_ store: History, _ context: CommandContext) -> ExitStatus {
        guard !store.undecodableLines.isEmpty else { return .success }
        context.console.writeErrorLine(
            context.strings.errorPrefix
                + context.strings.undecodableLines(store.undecodableLines, in: store.historyFileURL.path))
        return .dataError
    }
}
