import DataSource
import Foundation
import TestSupport
import Testing

/// What the worked example adds to CommandLineTests.
extension CommandLineTests {
    // The example's commands, and its help and errors in full.
    @Test
    func calc_WeightAndHeight_PrintsBMIAndCategory() async {
        let run = await AppRun(["calc", "--weight", "70", "--height", "175"])
        #expect(run.status == 0)
        #expect(run.output == "BMI 22.86 (Normal weight)\nHealthy weight for 175 cm: 56.7 kg to 76.5 kg\n")
    }

    @Test
    func calc_JSON_PrintsBMIAndCategoryId() async {
        let run = await AppRun(["calc", "--json", "--weight=70", "--height=175"])
        #expect(
            run.output
                == "{\"bmi\":22.86,\"category\":\"normal\",\"classification\":\"who\",\"healthyWeight\":{\"max\":76.5,\"min\":56.7,\"unit\":\"kg\"}}\n"
        )
    }

    @Test(arguments: [
        ("45", "175", "underweight"), ("80", "175", "overweight"), ("95", "175", "obesity1"),
        ("110", "175", "obesity2"), ("130", "175", "obesity3"),
    ])
    func calc_JSON_CategoryIdsAreStable(weight: String, height: String, category: String) async {
        let run = await AppRun(["calc", "--weight", weight, "--height", height, "--json"])
        #expect(run.output.contains("\"category\":\"\(category)\""))
    }

    @Test
    func calc_DoesNotTouchSavedFiles() async {
        // Unimplemented file clients would stop the run if `calc` read or wrote a file.
        let files = InMemoryFiles()
        _ = await AppRun(["calc", "--weight", "70", "--height", "175"], files: files)
        #expect(files.paths.isEmpty)
    }

    @Test(arguments: [
        (
            ["calc", "--weight", "abc", "--height", "175"],
            "\(AppIdentity.commandName): Weight must be a number: enter kilograms from 2 to 650, such as 70, 70.5 or 70 kg.\n"
        ),
        (
            ["calc", "--weight", "70", "--height", "1000"],
            "\(AppIdentity.commandName): Height must be from 40 to 280 centimetres, such as 175, 1.75 m or 5'9\".\n"
        ),
        (
            ["calc", "--weight", "", "--height", "175"],
            "\(AppIdentity.commandName): Weight is required: enter kilograms from 2 to 650, such as 70, 70.5 or 70 kg.\n"
        ),
        (
            ["calc", "--weight", "-70", "--height", "175"],
            "\(AppIdentity.commandName): Weight must be a number: enter kilograms from 2 to 650, such as 70, 70.5 or 70 kg.\n"
        ),
    ])
    func calc_BadValue_ExitsDataErrorWithOneLineNamingTheField(arguments: [String], message: String) async {
        let run = await AppRun(arguments)
        #expect(run.status == 65)
        #expect(run.error == message)
        #expect(run.output.isEmpty)
    }

    /// The rule: 64 when the command line does not match its declaration (a name, a count, a
    /// declared choice or whole number); 65 when a value has the declared form but the app's rules
    /// refuse it (the table above).
    @Test(arguments: [
        (
            ["calc", "--weight", "70"],
            "\(AppIdentity.commandName): --height is required: centimetres, 40 to 280 (175, 1.75 m); inches, 15.75 to 110.23, with --unit imperial or a unit (69 in, 5 ft 9 in).\n"
        ),
        (
            ["calc", "--weight"],
            "\(AppIdentity.commandName): --weight needs a value: kilograms, 2 to 650 (70, 70,5, 70 kg); pounds, 4.41 to 1433, with --unit imperial or a unit (154 lb). See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["calc", "--wieght", "70"],
            "\(AppIdentity.commandName): unknown option '--wieght' for \(AppIdentity.commandName) calc; did you mean '--weight'? See \(AppIdentity.commandName) help calc.\n"
        ),
        (
            ["--json"],
            "\(AppIdentity.commandName): unknown option '--json' for \(AppIdentity.commandName). See \(AppIdentity.commandName) help.\n"
        ),
        (
            ["calc", "extra"],
            "\(AppIdentity.commandName): unexpected argument 'extra'. See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["--data-dir"],
            "\(AppIdentity.commandName): --data-dir needs a value: the path of a directory (not empty), named in UTF-8. See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["calc", "--weight", "70", "--height", "175", "--weight", "80"],
            "\(AppIdentity.commandName): --weight is given more than once; give it once.\n"
        ),
        (
            ["calc", "--json=yes", "--weight", "70", "--height", "175"],
            "\(AppIdentity.commandName): --json takes no value. See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["calc", "--weight", "70", "--height", "175", "--", "--json"],
            "\(AppIdentity.commandName): unexpected argument '--json'. See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["completions", "tcsh"],
            "\(AppIdentity.commandName): SHELL must be one of: bash, zsh, fish. See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["--color", "sometimes"],
            "\(AppIdentity.commandName): --color must be one of: auto, always, never.\n"
        ),
    ])
    func run_BadCommandLineOfTheExample_ExitsUsageWithOneLine(arguments: [String], message: String) async {
        let run = await AppRun(arguments)
        #expect(run.status == 64)
        #expect(run.error == message)
        #expect(run.output.isEmpty)
    }

    /// A command that does not exist: the nearest suggested, and every command listed (one a
    /// feature adds goes between the app's own and `completions, help`).
    @Test(arguments: [
        (
            ["calculate"],
            "unknown command 'calculate'. Commands: calc, save, show, history, goal, export, import, settings, "
        ),
        (
            ["hsitory"],
            "unknown command 'hsitory'; did you mean 'history'? Commands: calc, save, show, history, goal, export, import, settings, "
        ),
    ])
    func run_UnknownCommand_ExitsUsageListingTheCommands(arguments: [String], start: String) async {
        let run = await AppRun(arguments)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): " + start), "\(run.error)")
        #expect(run.error.hasSuffix("completions, help. See \(AppIdentity.commandName) --help.\n"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func run_Help_PrintsEveryCommandAndTheOptionsOfEveryCommand(arguments: [String]) async {
        let run = await AppRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("\(AppIdentity.commandName): your body mass index"))
        // NB: as words, whatever the width: a longer command name (a project luca made) wraps a usage line.
        let words = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in [
            "\(AppIdentity.commandName) calc --weight W --height H [--unit U] [--classification C] [--json]",
            "--data-dir PATH",
            "\(AppIdentity.commandName) settings [--unit U] [--classification C] [--tutorial on|off] [--json]",
            AppIdentity.dataDirectoryVariable, "64",
        ] {
            #expect(words.contains(text))
        }
    }

    @Test(arguments: [["help", "calc"], ["calc", "--help"], ["calc", "-h", "--weigth"], ["--help", "calc"]])
    func run_HelpOfACommand_ItsOptionsAndExamples(arguments: [String]) async {
        let run = await AppRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("\(AppIdentity.commandName) calc: calculate a BMI once"))
        #expect(run.output.contains("  --weight W          kilograms, 2 to 650"))
        #expect(run.output.contains("Examples:\n  \(AppIdentity.commandName) calc --weight 70 --height 175\n"))
        #expect(!run.output.contains("--limit"))
    }

    @Test
    func run_HelpOfAnUnknownCommand_SuggestsTheNearest() async {
        let run = await AppRun(["help", "shwo"])
        #expect(run.status == 64)
        #expect(run.error.contains("did you mean 'show'?"))
    }

    @Test(arguments: [["calc", "--unit", "Imperial"], ["calc", "--unit", "IMPERIAL"], ["calc", "--unit=imperial"]])
    func run_ChoiceInAnyCase_Accepted(arguments: [String]) async {
        let run = await AppRun(arguments + ["--weight", "154", "--height", "69"])
        #expect(run.status == 0)
        #expect(run.output == "BMI 22.74 (Normal weight)\nHealthy weight for 5 ft 9 in: 125.3 lb to 169.2 lb\n")
    }

    @Test(arguments: [
        (["--color", "always"], [String: String](), false, true),
        (["--color", "never"], [:], true, false),
        ([], ["TERM": "dumb"], true, false),
        ([], ["TERM": "xterm"], true, true),
        ([], ["TERM": "xterm", "NO_COLOR": "1"], true, false),
    ])
    func session_Color_AsTheOptionTheTerminalAndNO_COLORSay(
        arguments: [String], environment: [String: String], isTerminal: Bool, isStyled: Bool
    ) async {
        let run = await AppRun(arguments, typing: ["q"], environment: environment, isTerminal: isTerminal)
        #expect(run.output.contains("\u{1B}[") == isStyled)
    }

    @Test
    func run_Version_IsTheExamplesVersion() async {
        let run = await AppRun(["--version"])
        #expect(run.output == "\(AppIdentity.commandName) 0.4.0\n")
    }

    @Test
    func run_DataDirFlag_SavesThere() async {
        let files = InMemoryFiles()
        _ = await AppRun(["--data-dir", "/elsewhere"], typing: ["c", "A", "70", "175", "s"], files: files)
        #expect(files.paths == ["/elsewhere/person.json", "/elsewhere/history.jsonl", "/elsewhere/.history-order"])
    }
}
