import DataSource
import Foundation
import TestSupport
import Testing

/// The session's conventions and the line editor, through the scripted terminal: keys go through
/// the same editor the live terminal runs (`ScriptedTerminal(keys:)`), with no clock and no sleep.
@MainActor struct SessionConventionsTests {
    private let personFile = AppRun.dataDirectory.appendingPathComponent("person.json")
    private let historyFile = AppRun.dataDirectory.appendingPathComponent("history.jsonl")

    private func savedPerson(_ files: InMemoryFiles) -> String {
        files.contents(of: personFile).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test
    func keys_EditingInTheMiddleOfAValue_SavesTheEditedValue() async {
        let files = InMemoryFiles()
        // 60, Left, Backspace, 7: 70. 185, Ctrl-A, Ctrl-F, Ctrl-D (deletes the 8), 7: 175.
        let run = await AppRun(files: files, keys: "c\rAlice\r60\u{1B}[D\u{7F}7\r185\u{1}\u{6}\u{4}7\rs\rq\r")
        #expect(run.status == 0)
        #expect(savedPerson(files).contains("\"weight\" : 70") && savedPerson(files).contains("\"height\" : 175"))
    }

    @Test
    func keys_BackspaceAfterAWideCharacterAndACombinedOne_RemovesEachWhole() async {
        let files = InMemoryFiles()
        let run = await AppRun(files: files, keys: "c\r山田太\u{7F}Zoe\u{301}\u{7F}\r70\r175\rs\rq\r")
        #expect(run.status == 0)
        #expect(savedPerson(files).contains("\"name\" : \"山田Zo\""))
    }

    @Test
    func keys_UpRecallsTheSamePromptsEarlierEntries() async {
        let files = InMemoryFiles()
        let run = await AppRun(
            files: files, keys: "c\rAlice\r70\r175\rc\r\r82\r\rc\r\r\u{1B}[A\u{1B}[A\u{7F}1\r\rs\rq\r")
        #expect(run.status == 0)
        #expect(savedPerson(files).contains("\"weight\" : 71"))
    }

    /// The second outside attack closed the terminal while `ab` was typed at the name: it was
    /// taken as entered, and the session went on to ask for a weight on a terminal gone.
    @Test
    func keys_TheTerminalGoesAwayMidLine_WhatWasTypedIsNotEntered() async {
        let run = await AppRun(keys: "c\rab")
        #expect(run.status == 0)
        #expect(!run.output.contains("Weight (kg): "), "\(run.output)")
    }

    @Test
    func keys_TabCompletesAMenuKey() async {
        let run = await AppRun(keys: "\t\t\rq\r")  // c, then h: History
        #expect(run.status == 0)
        #expect(run.output.contains("No records yet:"))
    }

    @Test
    func keys_EscAtAValuePrompt_GoesBackWithoutQuittingOrSaving() async {
        let files = InMemoryFiles()
        let run = await AppRun(files: files, keys: "c\rAlice\r\u{1B}" + ScriptedTerminal.pause + "q\r")
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "[c] Calculate BMI").count == 3)
        #expect(files.contents(of: personFile) == nil)
    }

    /// Someone saved before: the screen opens on their values, but nothing is calculated until
    /// the form is done, so Esc goes Home and no Save can store a measurement nobody took.
    @Test
    func keys_EscAtAValuePromptWithSomeoneSaved_GoesHomeAndAddsNoRecord() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "Bob", "--weight", "80", "--height", "180"], files: files)
        let run = await AppRun(files: files, keys: "c\rZed\r\u{1B}" + ScriptedTerminal.pause + "s\rq\r")
        #expect(run.status == 0)
        #expect(!run.output.contains("[s] Save"), "\(run.output)")
        #expect(run.output.contains("Settings"))
        let history = files.contents(of: AppRun.dataDirectory.appendingPathComponent("history.jsonl")) ?? Data()
        #expect(String(decoding: history, as: UTF8.self).split(separator: "\n").count == 1)
    }

    /// One result, one record: once saved, the menu offers Save no more until a new calculation.
    @Test
    func lines_SaveTwiceOnOneResult_AddsOneRecord() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "Ann", "60", "170", "s", "s", "q"], files: files)
        #expect(run.status == 0)
        #expect(run.error.contains("Choose one of: c, g, b, q."), "\(run.error)")
        let history = files.contents(of: AppRun.dataDirectory.appendingPathComponent("history.jsonl")) ?? Data()
        #expect(String(decoding: history, as: UTF8.self).split(separator: "\n").count == 1)
    }

    @Test
    func keys_EscAfterAResult_GoesBackToTheBMIMenu() async {
        let files = InMemoryFiles()
        let run = await AppRun(files: files, keys: "c\rAlice\r70\r175\rc\r\u{1B}" + ScriptedTerminal.pause + "s\rq\r")
        #expect(run.status == 0)
        #expect(savedPerson(files).contains("\"weight\" : 70"))
    }

    @Test
    func keys_EscMidwayThroughCalculatingAgain_SaveStoresTheResultOnTheScreen() async {
        let files = InMemoryFiles()
        let run = await AppRun(
            files: files, keys: "c\rAda\r70\r175\rc\rBob\r120\r\u{1B}" + ScriptedTerminal.pause + "s\rq\r")
        #expect(run.status == 0)
        #expect(run.output.contains("BMI 22.86 (Normal weight)"))
        #expect(files.savedPerson == Person(name: "Ada", weight: 70, height: 175))
    }

    @Test
    func keys_EscMidwayThroughCalculatingAgain_CalculateAgainOffersTheResultsValues() async {
        let run = await AppRun(keys: "c\rAda\r70\r175\rc\rBob\r120\r\u{1B}" + ScriptedTerminal.pause + "c\r\r\r\rq\r")
        #expect(run.output.contains("Weight (kg) [70]: "))
        #expect(!run.output.contains("[Bob]"))
        #expect(!run.output.contains("[120]"))
    }

    @Test
    func lines_EscAloneOnALine_IsTheWayBackWhereLinesAreReadWhole() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "Alice", "\u{1B}", "q"], files: files)
        #expect(run.status == 0)
        #expect(run.output.contains("Weight (kg): ^[\n"))
        #expect(files.contents(of: personFile) == nil)
    }

    @Test
    func emptyEnterAtAMenu_ShowsTheMenuAgainAndNoError() async {
        let run = await AppRun(typing: ["", "q"])
        #expect(run.error.isEmpty)
        #expect(run.output.components(separatedBy: "[c] Calculate BMI").count == 3)
    }

    @Test
    func unknownChoice_SaysWhichExistAndShowsTheMenuAgain() async {
        let run = await AppRun(typing: ["x", "q"])
        // From the choices every Home has: a scaffolded screen adds its own before Quit's.
        #expect(run.error.hasPrefix("Choose one of: c, h, s, ") && run.error.hasSuffix(", q.\n"))
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.components(separatedBy: "[c] Calculate BMI").count == 3)
    }

    @Test
    func deleteWithMoreWords_IsRefusedAndNothingIsDeleted() async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "A", "--weight", "70", "--height", "175"], files: files)
        let before = files.contents(of: historyFile)
        let run = await AppRun(typing: ["h", "d 1 2", "q"], files: files)
        #expect(run.error.contains("Choose one of: d N, n, p, f, w, m, c, b, q."))
        #expect(files.contents(of: historyFile) == before)
    }

    @Test(arguments: ["n", "", "\u{1B}"])
    func delete_AnythingButYes_KeepsTheRecord(_ answer: String) async {
        let files = InMemoryFiles()
        _ = await AppRun(["save", "--name", "A", "--weight", "70", "--height", "175"], files: files)
        let before = files.contents(of: historyFile)
        let run = await AppRun(typing: ["h", "d 1", answer, "q"], files: files)
        #expect(run.output.contains("Delete record 1 ("))
        #expect(run.output.contains("Record 1 kept."))
        #expect(files.contents(of: historyFile) == before)
    }

    @Test(arguments: [40, 80, 200])
    func output_FitsTheTerminalsWidth(_ columns: Int) async {
        let files = InMemoryFiles()
        for weight in 60...75 {
            _ = await AppRun(
                ["save", "--name", "山田", "--weight", "\(weight)", "--height", "175", "--unit", "imperial"],
                files: files)
        }
        let run = await AppRun(
            typing: ["s", "i", "b", "h", "q"], files: files, environment: ["LANG": "ja_JP.UTF-8"], columns: columns)
        let widest = run.output.split(separator: "\n").map(\.displayWidth).max() ?? 0
        #expect(widest <= columns, "\(run.output)")
        #expect(run.output.contains("BMI"))
    }

    /// A row that wraps breaks between measures, never between a number and its unit
    /// ("70.4" / "kg"), and the note on how it works flows as one paragraph (no "back;" alone).
    @Test(arguments: [30, 40, 50])
    func output_WrappedRows_KeepEachNumberWithItsUnitAndFillTheRow(_ columns: Int) async {
        let files = InMemoryFiles()
        _ = await AppRun(
            ["save", "--name", "Alexandra Montgomery", "--weight", "155.2", "--height", "68.2", "--unit", "imperial"],
            files: files)
        let run = await AppRun(typing: ["h", "b", "c", "", "", "", "q"], files: files, columns: columns)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let units: Set<Substring> = ["ft", "in", "lb", "kg", "cm"]
        for (line, next) in zip(lines, lines.dropFirst()) {
            let endsInANumber = line.last?.isNumber == true
            let firstWord = next.split(separator: " ").first?.trimmingCharacters(in: .punctuationCharacters)
            #expect(!(endsInANumber && units.contains(Substring(firstWord ?? ""))), "\(line) / \(next)")
        }
        // Each line of the note but its last is as full as it can be: its next word did not fit.
        let note = lines.drop { !$0.hasPrefix("How it works") }.prefix { !$0.hasPrefix("Name") }
        #expect(note.count > 1)
        for (line, next) in zip(note, note.dropFirst()) {
            let nextWord = next.split(separator: " ").first ?? ""
            #expect(line.displayWidth + 1 + nextWord.displayWidth > columns, "\(line) / \(next)")
        }
    }
}
