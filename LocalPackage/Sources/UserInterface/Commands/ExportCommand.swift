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
        await store.send(.task)
        if let dataError = store.dataError { return context.fail(dataError) }
        if let preferencesError = store.preferencesError { return context.fail(preferencesError) }
        // Lines that cannot be read are not exported: said, and the export still made.
        if !store.undecodableLines.isEmpty {
            context.console.writeErrorLine(
                context.strings.errorPrefix
                    + context.strings.undecodableLines(store.undecodableLines, in: store.historyFileURL.path))
        }
        let csv = RecordsCSV(store)
        // `-` is standard output, as `import -` reads standard input.
        guard let output, output != "-" else {
            // A thousand lines at a time: a reader that leaves (`| head`) stops the writing.
            var start = 0
            while start < csv.lines.count, !context.console.isReaderGone {
                let end = min(start + 1_000, csv.lines.count)
                context.console.write(csv.lines[start..<end].map { $0 + "\n" }.joined())
                start = end
            }
            return store.undecodableLines.isEmpty ? .success : .dataError
        }
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
            try context.dependencies.dataClient.writeNamed(Data(csv.text.utf8), url)
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
        context.console.writeErrorLine(context.strings.exported(store.records.count, to: url.path))
        return store.undecodableLines.isEmpty ? .success : .dataError
    }
}
