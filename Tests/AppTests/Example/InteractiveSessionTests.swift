import DataSource
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `bmi` at a prompt, as the built binary: typed on a terminal, piped from a script, interrupted.
@Suite(.serialized) struct InteractiveSessionTests {
    @Test
    func typedOnATerminal_AnswersEachPromptSavesAndQuits() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let dataDirectory = temporary.url.appendingPathComponent("data")
        let terminal = try PseudoTerminal()
        let bmi = AppProcess([], dataDirectory: dataDirectory)
        try terminal.run(bmi)

        var transcript = Transcript(terminal.primary)
        for (prompt, answer) in [
            ("> ", "c"), ("Name: ", "Alice"), ("Weight (kg): ", "70"), ("Height (cm): ", "175"), ("> ", "s"),
        ] {
            let prompted = transcript.receive(until: prompt)
            #expect(prompted, "no prompt \(prompt.debugDescription) in \(transcript.text)")
            terminal.type(answer)
        }
        let menuShown = transcript.receive(until: "> ")
        #expect(menuShown)
        terminal.type("q")
        transcript.readToEnd()
        bmi.process.waitUntilExit()

        #expect(bmi.process.terminationStatus == 0)
        // A terminal that does not say what it is (no TERM) gets no escape codes, no colour and
        // no editing; typing is echoed by the terminal.
        #expect(transcript.text.contains("BMI 22.86 (Normal weight)") && !transcript.text.contains("\u{1B}"))
        #expect(transcript.text.contains("Name: Alice\n"))
        let saved = try String(contentsOf: dataDirectory.appendingPathComponent("person.json"), encoding: .utf8)
        #expect(saved.contains("\"name\" : \"Alice\""))
    }

    @Test
    func pipedFromAScript_SavesAndPrintsAPlainTranscript() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let dataDirectory = temporary.url.appendingPathComponent("data")
        let result = try AppProcess.run(input: "c\nAlice\n70\n175\ns\nq\n", dataDirectory: dataDirectory)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        // From the BMI screen on: Home's menu grows with each screen a team adds.
        let bmiScreen = result.output.components(separatedBy: "> c\n").dropFirst().joined(separator: "> c\n")
        #expect(result.output.hasPrefix("\nBMI calculator\nNo BMI saved yet.\n[c] Calculate BMI   [h] History"))
        #expect(
            bmiScreen == """

                Calculate BMI
                Nobody saved yet.
                How it works: type a name, a weight in kilograms and a height in centimetres. \
                Press Enter to keep the value in [brackets]. Then calculate, save or go back; \
                Esc goes back; Ctrl-D or Ctrl-C leaves at any prompt. (Settings can turn this note off.)
                Name: Alice
                Weight (kg): 70
                Height (cm): 175
                BMI 22.86 (Normal weight)
                Healthy weight for 175 cm: 56.7 kg to 76.5 kg
                [c] Calculate again   [s] Save   [d] Measured another day   [g] Goal weight   [b] Back   [q] Quit
                > s
                Saved to \(dataDirectory.path)/person.json, and added to your history.
                [c] Calculate again   [g] Goal weight   [b] Back   [q] Quit
                > q
                Goodbye. 1 BMI calculated.

                """
        )
        let files = try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path)
        #expect(Set(files) == ["person.json", "history.jsonl", ".history-order", ".lock"])
    }

    @Test
    func pipedBadValues_OneLineEachOnStandardErrorAndAskedAgain() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try AppProcess.run(input: "c\nA\n70 stone\n70\nnan\n175\nq\n", dataDirectory: temporary.url)
        #expect(result.status == 0)
        #expect(
            result.error == """
                Weight must be a number: enter kilograms from 2 to 650, such as 70, 70.5 or 70 kg.
                Height must be a number: enter centimetres from 40 to 280, such as 175, 1.75 m or 5'9\".

                """
        )
        #expect(result.output.contains("BMI 22.86"))
    }

    @Test
    func invalidUTF8AndNULAtAPrompt_AreRefusedAndAskedAgain() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        var bytes = Data("c\nBo\n".utf8)
        bytes.append(contentsOf: [0xFF, 0xFE, 0x37, 0x30, 0x0A])  // invalid UTF-8, then "70"
        bytes.append(contentsOf: [0x37, 0x00, 0x30, 0x0A])  // "7", NUL, "0"
        bytes.append(Data("70\n175\ns\nq\n".utf8))
        let result = try AppProcess.run(bytes: bytes, dataDirectory: temporary.url)
        #expect(result.status == 0)
        #expect(result.error.split(separator: "\n").count == 2)
        #expect(result.error.hasPrefix("Weight must be a number"))
        let saved = try String(contentsOf: temporary.url.appendingPathComponent("person.json"), encoding: .utf8)
        #expect(saved.contains("\"weight\" : 70"))
    }

    @Test
    func inputEndsBeforeSaving_ExitsZeroAndWritesNothing() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let dataDirectory = temporary.url.appendingPathComponent("data")
        let result = try AppProcess.run(input: "c\nAlice\n70\n", dataDirectory: dataDirectory)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("Goodbye.\n"))
        #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
    }

    @Test
    func inputEndsWithEscAtAPrompt_IsTheWayBackNotAValue() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        // Esc as the last byte, with no line end after it, as a script's printf may send it.
        let result = try AppProcess.run(input: "c\n\u{1B}", dataDirectory: temporary.url)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.contains("Name: ^[\n"))
    }

    @Test
    func emptyInput_ExitsZero() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try AppProcess.run(dataDirectory: temporary.url)
        #expect(result.status == 0)
    }

    @Test
    func ctrlCAtAPrompt_Exits130AndKeepsWhatWasSaved() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let dataDirectory = temporary.url.appendingPathComponent("data")
        _ = try AppProcess.run(input: "c\nAlice\n70\n175\ns\nq\n", dataDirectory: dataDirectory)
        let personFile = dataDirectory.appendingPathComponent("person.json")
        let saved = try Data(contentsOf: personFile)

        let bmi = AppProcess([], dataDirectory: dataDirectory)
        let (inputPipe, outputPipe) = (Pipe(), Pipe())
        bmi.process.standardInput = inputPipe
        bmi.process.standardOutput = outputPipe
        bmi.process.standardError = FileHandle.nullDevice
        try bmi.process.run()
        bmi.terminate(ifRunningAfter: 60)
        var transcript = Transcript(outputPipe.fileHandleForReading.fileDescriptor)
        let menuShown = transcript.receive(until: "> ")
        #expect(menuShown)
        try inputPipe.fileHandleForWriting.write(contentsOf: Data("c\n".utf8))
        let namePrompted = transcript.receive(until: "Name [Alice]: ")
        #expect(namePrompted)
        try inputPipe.fileHandleForWriting.write(contentsOf: Data("Bob\n".utf8))
        // Bob was never saved: his weight is asked for, not Alice's offered.
        let weightPrompted = transcript.receive(until: "Weight (kg): ")
        #expect(weightPrompted)
        bmi.process.interrupt()  // SIGINT, what Ctrl-C sends
        bmi.process.waitUntilExit()

        #expect(bmi.process.terminationReason == .exit)
        #expect(bmi.process.terminationStatus == 130)
        #expect(try Data(contentsOf: personFile) == saved)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path)) == [
                "person.json", "history.jsonl", ".history-order", ".lock",
            ])
    }

    @Test
    func savedFileIsCorrupt_NamesItKeepsItAndSetsItAsideOnSave() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let personFile = temporary.url.appendingPathComponent("person.json")
        let garbage = Data("{\"name\": \"Al".utf8)
        try garbage.write(to: personFile)

        let looked = try AppProcess.run(input: "c\nb\nq\n", dataDirectory: temporary.url)
        #expect(looked.status == 0)
        #expect(looked.error.hasPrefix("\(personFile.path) could not be read: it is not valid saved data (damaged"))
        #expect(try Data(contentsOf: personFile) == garbage)

        let saved = try AppProcess.run(input: "c\nAlice\n70\n175\ns\nq\n", dataDirectory: temporary.url)
        #expect(saved.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        let kept = try #require(names.first { $0.hasPrefix("person.json.corrupt-") })
        #expect(try Data(contentsOf: temporary.url.appendingPathComponent(kept)) == garbage)
        #expect(try String(contentsOf: personFile, encoding: .utf8).contains("Alice"))
    }
}
