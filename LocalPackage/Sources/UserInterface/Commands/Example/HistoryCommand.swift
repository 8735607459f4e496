import CommandSpec
import DataSource
import Model

/// `bmi history`: the History screen's store after its `task`, written once: the same table as
/// the screen, the records as JSON, newest first, or the screen's chart of one person's weight.
struct HistoryCommand: OneShotCommand {
    nonisolated static func spec(_ strings: any Strings) -> CommandSpec {
        CommandSpec(
            "history",
            summary: strings.historySummary,
            options: [limitOption, nameOption, byOption, chartFlag] + Preferences.Choice.options + [
                CommonOptions.json
            ],
            examples: [
                "\(AppIdentity.commandName) history --limit 10",
                "\(AppIdentity.commandName) history --name Alice",
                "\(AppIdentity.commandName) history --by month",
                "\(AppIdentity.commandName) history --chart --name Alice",
                "\(AppIdentity.commandName) history --json --unit imperial",
            ],
            in: strings
        )
    }

    /// Whose records: here, without it, everyone's.
    nonisolated static let nameOption = Option.text(
        "name", "NAME",
        help: OptionHelp(
            english: "only this person's records: a name, in any case; without it, everyone's",
            japanese: "この人の記録だけ: 名前 (大文字・小文字は区別しません)。省略時は全員"))
    nonisolated static let byOption = Option<AverageService.Period>.choice(
        "by", "PERIOD",
        help: OptionHelp(
            english: "average weight and BMI per calendar week (ISO, Monday first) or month, per person",
            japanese: "暦の週 (ISO、月曜始まり) か月ごと、人ごとの体重とBMIの平均"))
    nonisolated static let limitOption = Option.integer(
        "limit", "N", minimum: 1,
        help: OptionHelp(
            english: "show the newest N records (with --by, the newest N weeks or months)",
            japanese: "新しい N 件だけ表示 (--by では新しい N 週・N か月)"))

    nonisolated static let chartFlag = Flag(
        "chart",
        help: OptionHelp(
            english: "instead of the table, a chart of one person's weight and its trend over time: "
                + "--name's, or the newest record's",
            japanese: "表の代わりに一人の体重とトレンドの推移のグラフ: --name の人、省略時は最新の記録の人"))

    /// What the parser checked, read where it is used.
    let arguments: ParsedArguments
    private var limit: Int? { arguments[Self.limitOption] }
    private var person: String? { arguments[Self.nameOption]?.trimmingSpaces }
    private var period: AverageService.Period? { arguments[Self.byOption] }
    private var preferencesChosen: Preferences.Choice { Preferences.Choice(arguments) }
    private var isJSON: Bool { arguments[CommonOptions.json] }
    private var isChart: Bool { arguments[Self.chartFlag] }

    func run(_ context: CommandContext) async -> ExitStatus {
        if isChart,
            let other = [
                (isJSON, CommonOptions.json.longName), (limit != nil, Self.limitOption.longName),
                (period != nil, Self.byOption.longName),
            ].first(where: \.0)
        {
            return context.refuse(.conflictingOptions(Self.chartFlag.longName, other.1))
        }
        if let refused = context.refusal(ofName: person) { return refused }
        if isChart { return await writeChart(context) }
        let store = History(
            context.dependencies, personShown: person, pageSize: limit, preferencesChosen: preferencesChosen)
        if period == nil, limit == nil {
            return await writeEveryRecord(store, context)
        }
        await store.send(.task)
        if let period { await store.send(.averagesRequested(period)) }
        if let dataError = store.dataError { return context.fail(dataError) }
        context.warn(store.preferencesError)
        if isJSON {
            writeDamagedLines(store, context)
            if let period {
                context.write(AveragePage(store, by: period), asJSON: true)
            } else {
                JSONOutput.writeArray(RecordPage(store).records.map(RecordPage.JSON.init), to: context.console)
            }
        } else {
            // What the screen shows, with what could not be read said as a command says it.
            writeDamagedLines(store, context)
            if let period {
                context.write(AveragePage(store, by: period))
            } else {
                context.write(RecordPage(store))
            }
        }
        return status(store)
    }

    /// The chart the History screen draws, of `--name`'s records or the newest record's person's,
    /// as tall as the screen's where the height is not known.
    private func writeChart(_ context: CommandContext) async -> ExitStatus {
        let store = History(
            context.dependencies, personShown: person, charts: true, pageSize: 1, preferencesChosen: preferencesChosen)
        await store.send(.task)
        if let dataError = store.dataError { return context.fail(dataError) }
        context.warn(store.preferencesError)
        writeDamagedLines(store, context)
        if store.charted.isEmpty {
            let whose = person.map { context.strings.noRecords(of: context.strings.displayName($0)) }
            context.console.writeLine(whose ?? context.strings.noRecords)
        }
        HistoryChart(
            store, measure: .weight, height: HistoryView.Layout.unfitted.chartRows, strings: context.strings,
            width: context.console.columns, isNamed: true
        ).write(to: context.console)
        return status(store)
    }

    /// Every record, newest first, written a thousand at a time as the history is read: a history
    /// of any size costs a chunk of memory, and a reader that leaves stops the reading. As JSON,
    /// an array; as text, the list (`RecordStream`).
    private func writeEveryRecord(_ store: History, _ context: CommandContext) async -> ExitStatus {
        let console = context.console
        var stream = RecordStream(person: person)
        var isFirst = true
        // NB: the text names repeated ids, which takes every id in memory; JSON's memory stays flat.
        await store.send(
            .everyRowRequested(
                .newestFirst,
                .init(findsRepeatedIDs: !isJSON) { rows in
                    if isFirst { context.warn(store.preferencesError) }
                    if isJSON {
                        JSONOutput.writeElements(rows.map(RecordPage.JSON.init), isFirst: isFirst, to: console)
                    } else {
                        stream.add(rows, to: console, strings: context.strings)
                    }
                    isFirst = false
                    return !console.isReaderGone
                }))
        if let dataError = store.dataError, isFirst { return context.fail(dataError) }
        if isFirst { context.warn(store.preferencesError) }
        if !isJSON {
            stream.finish(to: console, strings: context.strings)
        } else {
            if isFirst { console.write("[") }
            if !console.isReaderGone { console.write("]\n") }
        }
        if let dataError = store.dataError { return context.fail(dataError) }
        writeDamagedLines(store, context)
        return status(store)
    }

    /// Lines that could not be read, and records that share an id, said on standard error.
    private func writeDamagedLines(_ store: History, _ context: CommandContext) {
        let path = store.historyFileURL.path
        if !store.undecodableLines.isEmpty {
            _ = context.say(context.strings.undecodableLines(store.undecodableLines, in: path), .dataError)
        }
        if !store.repeatedIDLines.isEmpty {
            _ = context.say(context.strings.repeatedIDLines(store.repeatedIDLines, in: path), .dataError)
        }
    }

    /// What could be read is shown; a script still learns that something could not.
    private func status(_ store: History) -> ExitStatus {
        if let preferencesError = store.preferencesError { return ExitStatus(preferencesError) }
        return store.undecodableLines.isEmpty ? .success : .dataError
    }
}
