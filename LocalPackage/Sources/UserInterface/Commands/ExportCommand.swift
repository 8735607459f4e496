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
        let store = HistoryExport(context.dependencies)
        await store.send(.task)
        if let preferencesError = store.preferencesError { return context.fail(preferencesError) }
        let header = RecordsCSV.header(store.unitSystem)
        guard let output, output != "-" else {
            // `-` is standard output, as `import -` reads standard input; lines are written a
            // thousand at a time, and a reader that leaves (`| head`) stops the reading.
            let console = context.console
            let lines = LineBuffer(first: header)
            await store.send(
                .recordsRequested { measured in
                    lines.add(RecordsCSV.line(measured)) { console.write($0) }
                    return !console.isReaderGone
                })
            if !console.isReaderGone { console.write(lines.rest()) }
            return finish(store, context)
        }
        let url = URL(fileURLWithPath: output)
        // NB: a file is written whole and atomically, so its text is held (as the data to write).
        let lines = LineBuffer(first: header)
        let written = LineBuffer(first: "")  // its `text` only
        await store.send(
            .recordsRequested { measured in
                lines.add(RecordsCSV.line(measured)) { written.append($0) }
                return true
            })
        written.append(lines.rest())
        let text = written.text
        if let status = failed(store, context) { return status }
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
        let count = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } - 1
        context.console.writeErrorLine(context.strings.exported(count, to: url.path))
        return finish(store, context)
    }

    /// The status a read that failed ends with, said; `nil` when it did not.
    private func failed(_ store: HistoryExport, _ context: CommandContext) -> ExitStatus? {
        store.dataError.map(context.fail)
    }

    /// Damaged lines, which are not exported: said, and the export still made (exit 65).
    private func finish(_ store: HistoryExport, _ context: CommandContext) -> ExitStatus {
        if let status = failed(store, context) { return status }
        guard !store.undecodableLines.isEmpty else { return .success }
        context.console.writeErrorLine(
            context.strings.errorPrefix
                + context.strings.undecodableLines(
                    store.undecodableLines, in: context.dependencies.historyRepository.fileURL.path))
        return .dataError
    }
}

/// Lines gathered a thousand at a time before they are written: one write per thousand, not per
/// line, and never more than a thousand held.
private final class LineBuffer: @unchecked Sendable {
    private var lines: [String]

    init(first: String) {
        lines = [first]
    }

    /// Adds `line`; hands a full thousand to `write`.
    func add(_ line: String, write: (String) -> Void) {
        lines.append(line)
        guard lines.count >= 1_000 else { return }
        write(rest())
    }

    /// The lines not written yet, each with its line end; none are kept.
    func rest() -> String {
        defer { lines.removeAll(keepingCapacity: true) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Text gathered whole (the file `--output` writes).
    private(set) var text = ""

    func append(_ more: String) {
        text += more
    }
}
