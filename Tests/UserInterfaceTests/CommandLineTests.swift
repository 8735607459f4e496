import DataSource
import Foundation
import TestSupport
import Testing

/// One-shot commands, help, version and usage errors.
@MainActor struct CommandLineTests {
    @Test
    func calc_WeightAndHeight_PrintsBMIAndCategory() async {
        let run = await AppRun(["calc", "--weight", "70", "--height", "175"])
        #expect(run.status == 0)
        #expect(run.output == "BMI 22.86 (Normal weight)\n")
    }

    @Test
    func calc_JSON_PrintsBMIAndCategoryId() async {
        let run = await AppRun(["calc", "--json", "--weight=70", "--height=175"])
        #expect(run.output == "{\"bmi\":22.86,\"category\":\"normal\"}\n")
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

    @Test(arguments: [
        (
            ["calc", "--weight", "70"],
            "\(AppIdentity.commandName): --height is required: a height, such as 175 (centimetres, 40 to 280) or 69 with --unit imperial (inches, 15.75 to 110.23).\n"
        ),
        (
            ["calc", "--weight"],
            "\(AppIdentity.commandName): --weight needs a value: a weight, such as 70 (kilograms, 2 to 650) or 154 with --unit imperial (pounds, 4.41 to 1433). See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["calc", "--wieght", "70"],
            "\(AppIdentity.commandName): unknown option '--wieght' for \(AppIdentity.commandName) calc. See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["--json"],
            "\(AppIdentity.commandName): unknown option '--json' for \(AppIdentity.commandName). See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["calculate"],
            "\(AppIdentity.commandName): unknown command 'calculate'; commands: calc, history, save, show. See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["calc", "extra"],
            "\(AppIdentity.commandName): unexpected argument 'extra'. See \(AppIdentity.commandName) --help.\n"
        ),
        (
            ["--data-dir"],
            "\(AppIdentity.commandName): --data-dir needs a value: the path of a directory. See \(AppIdentity.commandName) --help.\n"
        ),
    ])
    func run_BadCommandLine_ExitsUsageWithOneLine(arguments: [String], message: String) async {
        let run = await AppRun(arguments)
        #expect(run.status == 64)
        #expect(run.error == message)
    }

    @Test(arguments: [["--help"], ["-h"], ["calc", "--help"]])
    func run_Help_PrintsUsageWithEveryCommandAndExitsZero(arguments: [String]) async {
        let run = await AppRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("\(AppIdentity.commandName): your body mass index"))
        for text in [
            "\(AppIdentity.commandName) calc --weight W --height H [--json]", "--data-dir PATH",
            AppIdentity.dataDirectoryVariable, "NO_COLOR", "64",
        ] {
            #expect(run.output.contains(text))
        }
    }

    @Test
    func run_Version_PrintsNameAndVersion() async {
        let run = await AppRun(["--version"])
        #expect(run.output == "\(AppIdentity.commandName) 0.2.0\n")
    }

    @Test
    func run_DataDirFlag_SavesThere() async {
        let files = InMemoryFiles()
        _ = await AppRun(["--data-dir", "/elsewhere"], typing: ["c", "A", "70", "175", "s"], files: files)
        #expect(files.paths == ["/elsewhere/person.json", "/elsewhere/history.jsonl"])
    }
}
