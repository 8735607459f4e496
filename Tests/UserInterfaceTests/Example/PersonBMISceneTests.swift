import DataSource
import Foundation
import TestSupport
import Testing

/// The BMI screen (`c` from Home), driven line by line.
@MainActor struct PersonBMISceneTests {
    private let alice = Person(name: "Alice", weight: 70, height: 175)

    @Test
    func session_TypeThreeValuesAndSave_ShowsBMIAndSavesThePerson() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "Alice", "70", "175", "s", "q"], files: files)
        #expect(run.status == 0)
        #expect(run.output.contains("Nobody saved yet."))
        #expect(run.output.contains("BMI 22.86 (Normal weight)"))
        #expect(run.output.contains("Saved to /data/app/person.json, and added to your history."))
        #expect(run.error.isEmpty)
        #expect(files.savedPerson == alice)
    }

    @Test
    func session_SavedPersonAndEnterThreeTimes_KeepsEveryValue() async throws {
        let files = try InMemoryFiles.with(alice)
        let run = await AppRun(typing: ["c", "", "", "", "q"], files: files)
        #expect(run.output.contains("Saved person: Alice, 70 kg, 175 cm"))
        #expect(run.output.contains("Name [Alice]: "))
        #expect(run.output.contains("Weight (kg) [70]: "))
        #expect(run.output.contains("BMI 22.86 (Normal weight)"))
    }

    @Test
    func session_FirstScreenOfTheLaunch_ShowsTheTutorialOnce() async {
        let run = await AppRun(typing: ["c", "A", "70", "175", "b", "c"])
        #expect(run.output.components(separatedBy: "How it works:").count == 2)
    }

    @Test
    func session_BadWeight_SaysWhatIsAcceptedOnStandardErrorAndAsksAgain() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "Alice", "seventy", "5000", "70", "175", "q"], files: files)
        let errorLines = run.error.split(separator: "\n")
        #expect(
            errorLines == [
                "Weight must be a number: enter kilograms from 2 to 650, such as 70, 70.5 or 70 kg.",
                "Weight must be from 2 to 650 kilograms, such as 70, 70.5 or 70 kg.",
            ]
        )
        #expect(run.output.components(separatedBy: "Weight (kg): ").count == 4)
        #expect(run.output.contains("BMI 22.86"))
        #expect(files.paths.isEmpty)
    }

    @Test
    func session_SaveWithoutAWeight_SaysItIsRequiredAndSavesNothing() async {
        let files = InMemoryFiles()
        // Enter on the weight prompt with nothing to keep asks again; end of input then leaves.
        let run = await AppRun(typing: ["c", "Alice", ""], files: files)
        #expect(run.error.contains("Weight is required: enter kilograms from 2 to 650"))
        #expect(run.status == 0)
        #expect(files.paths.isEmpty)
    }

    @Test
    func session_InputEndsMidway_ExitsZeroSayingGoodbyeAndSavesNothing() async {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", "Alice", "70"], files: files)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("Goodbye.\n"))
        #expect(files.paths.isEmpty)
    }

    @Test
    func session_UnknownMenuChoice_SaysWhichChoicesExist() async {
        let run = await AppRun(typing: ["c", "A", "70", "175", "x", "q"])
        #expect(run.error == "Choose one of: c, s, d, g, b, q.\n")
        #expect(run.output.hasSuffix("Goodbye. 1 BMI calculated.\n"))
    }

    @Test
    func session_CalculateAgain_AsksForTheValuesAgainAndShowsTheNewBMI() async {
        let run = await AppRun(typing: ["c", "A", "70", "175", "c", "", "90", "", "q"])
        #expect(run.output.contains("BMI 29.39 (Overweight)"))
        #expect(run.output.hasSuffix("Goodbye. 2 BMIs calculated.\n"))
    }

    @Test
    func session_SavedFileIsCorrupt_NamesTheFileKeepsItAndSavingSetsItAside() async throws {
        let garbage = Data("{oops".utf8)
        let files = InMemoryFiles(files: [AppRun.personFile: garbage])
        let run = await AppRun(typing: ["c", "Alice", "70", "175", "s", "q"], files: files)
        #expect(
            run.error.contains(
                "/data/app/person.json could not be read: it is not valid saved data (damaged, or values outside what \(AppIdentity.commandName) accepts), and is left as it is"
            ))
        let keptCopy = files.paths.first { $0.hasPrefix("/data/app/person.json.corrupt-") }
        #expect(keptCopy.flatMap { files.contents(of: URL(fileURLWithPath: $0)) } == garbage)
        #expect(files.savedPerson == alice)
    }

    @Test
    func session_SavedFileIsCorruptAndNoSave_FileIsLeftAsItWas() async {
        let garbage = Data("{oops".utf8)
        let files = InMemoryFiles(files: [AppRun.personFile: garbage])
        _ = await AppRun(typing: ["c"], files: files)
        #expect(files.contents(of: AppRun.personFile) == garbage)
        #expect(files.paths == [AppRun.personFile.path])
    }

    @Test
    func session_PipedInput_EchoesEachLineAfterItsPrompt() async {
        let run = await AppRun(typing: ["c", "Alice", "q"])
        #expect(run.output.contains("Name: Alice\nWeight (kg): "))
    }

    @Test
    func session_OnATerminal_DoesNotEchoAndStylesTheResult() async {
        let run = await AppRun(
            typing: ["c", "Alice", "70", "175", "q"], environment: ["TERM": "xterm"], isTerminal: true)
        #expect(run.output.contains("Name: Weight (kg): "))
        #expect(run.output.contains("\u{1B}[1;36mBMI 22.86 (Normal weight)\u{1B}[0m"))
    }

    @Test
    func session_OnATerminalWithNoColor_WritesNoEscapeCodes() async {
        let run = await AppRun(
            typing: ["c", "Alice", "x", "70", "175", "q"], environment: ["NO_COLOR": "1"], isTerminal: true)
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.error.contains("\u{1B}"))
    }

    @Test
    func session_OnATerminalThatDoesNotSayWhatItIs_WritesNoEscapeCodes() async {
        let run = await AppRun(typing: ["c", "Alice", "x", "70", "175", "q"], isTerminal: true)
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.error.contains("\u{1B}"))
    }

    @Test
    func session_NotATerminal_WritesNoEscapeCodes() async {
        let run = await AppRun(typing: ["c", "Alice", "x", "70", "175", "q"])
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.error.contains("\u{1B}"))
    }
}
