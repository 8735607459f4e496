import CommandSpec
import DataSource
import Model

/// `bmi import FILE`: the records of a CSV file (as `bmi export` writes it) added to the history,
/// all or none, those already there skipped and counted; `--dry-run` says the same, writing nothing.
struct ImportCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "import",
            summary: strings.importSummary,
            options: [dryRunFlag, nameOption, heightOption, CommonOptions.unit],
            operands: [OperandSpec(ValueSpec("FILE", .path(isDirectory: false)), help: strings.importFileHelp)],
            examples: [
                "\(AppIdentity.commandName) import history.csv",
                "\(AppIdentity.commandName) export | ssh other \(AppIdentity.commandName) import -",
                "\(AppIdentity.commandName) import --dry-run history.csv",
                "\(AppIdentity.commandName) import --name Alice openScale_export.csv",
            ],
            in: strings
        )
    }

    nonisolated static let dryRunFlag = Flag(
        "dry-run",
        help: OptionHelp(
            english: "say what would be imported and skipped, and write nothing",
            japanese: "取り込む件数と飛ばす件数を表示し、何も書かない"))
    /// An openScale file's person, and their height.
    nonisolated static let nameOption = Option.text(
        "name", "NAME",
        help: OptionHelp(
            english: "whose records an openScale file holds (it names no one)",
            japanese: "openScale のファイルが誰の記録か (ファイルに名前はありません)"))
    nonisolated static let heightOption = Option.text(
        "height", "H",
        help: OptionHelp(
            english: "the height for an openScale file's records (which have none), as --height is typed for save, in "
                + "the unit in use (--unit, else the setting); without it, the height NAME was last saved with",
            japanese: "openScale のファイルの記録の身長 (save の --height と同じ書き方で、使用中の単位: --unit か設定)。"
                + "省略時は NAME さんの前回の身長"))

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var file: String { arguments.operands.first ?? "-" }
    private var isDryRun: Bool { arguments[Self.dryRunFlag] }
    private var name: String? { arguments[Self.nameOption] }
    private var height: String? { arguments[Self.heightOption] }
    /// The unit `--height` is typed in, for this run.
    private var unitSystem: UnitSystem? { arguments[CommonOptions.unit] }

    var saves: Bool { !isDryRun }

    func run(_ context: CommandContext) async -> ExitStatus {
        let strings = context.strings
        let text: String
        switch read(context) {
        case .success(let read): text = read
        case .failure(let status): return status
        }
        let store = HistoryImport(context.dependencies, preferencesChosen: .init(unitSystem: unitSystem))
        await store.send(.fileRead(text, isDryRun: isDryRun, name: name, height: height))
        if let refusal = store.nameError.map(strings.message) ?? store.heightError.map(strings.message) {
            return context.say(strings.nothingImported(refusal), .dataError)
        }
        if let importError = store.importError {
            return context.say(strings.nothingImported(strings.message(importError)), .dataError)
        }
        if let dataError = store.dataError { return context.fail(dataError) }
        guard let imported = store.imported else { return .success }
        context.console.writeLine(strings.imported(imported.added.count, skipped: imported.skipped, isDryRun: isDryRun))
        return .success
    }

    /// The file's text (`-`: standard input's), or the status the command ends with, said.
    private func read(_ context: CommandContext) -> Result<String, ExitStatus> {
        let strings = context.strings
        let url: URL?
        do {
            // `-` is standard input, not a path (read even where the working directory is gone).
            url = file == "-" ? nil : try context.dependencies.processInfoClient.url(typed: file)
        } catch {
            return .failure(context.fail(error))
        }
        let data: Data
        do {
            // Standard input's bytes as they come (a file, a pipe, or typed, Ctrl-D to end).
            data =
                try url.map { try context.dependencies.dataClient.example.readNamed($0, ImportService.largestFile) }
                ?? context.dependencies.terminalClient.readInput(ImportService.largestFile)
        } catch let error as POSIXError where error.code == .EFBIG {
            return .failure(context.say(strings.tooLargeToImport(file, limit: ImportService.largestFile), .dataError))
        } catch let error as POSIXError where error.code == .EINVAL || error.code == .EISDIR {
            return .failure(context.say(strings.notAFileToImport(file), .ioError))
        } catch {
            return .failure(context.say(strings.notImported(from: file, because: error.reason), .ioError))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(context.say(strings.notUTF8File(file), .dataError))
        }
        return .success(text)
    }
}
