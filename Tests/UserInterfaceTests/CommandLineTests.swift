import Foundation
import TestSupport
import Testing

/// One-shot commands, help, version and usage errors.
@MainActor struct CommandLineTests {
    @Test
    func calc_WeightAndHeight_PrintsBMIAndCategory() async {
        let run = await BMIRun(["calc", "--weight", "70", "--height", "175"])
        #expect(run.status == 0)
        #expect(run.output == "BMI 22.86 (Normal weight)\n")
    }

    @Test
    func calc_JSON_PrintsBMIAndCategoryId() async {
        let run = await BMIRun(["calc", "--json", "--weight=70", "--height=175"])
        #expect(run.output == "{\"bmi\":22.86,\"category\":\"normal\"}\n")
    }

    @Test(arguments: [
        ("45", "175", "underweight"), ("80", "175", "overweight"), ("95", "175", "obesity1"),
        ("110", "175", "obesity2"), ("130", "175", "obesity3"),
    ])
    func calc_JSON_CategoryIdsAreStable(weight: String, height: String, category: String) async {
        let run = await BMIRun(["calc", "--weight", weight, "--height", height, "--json"])
        #expect(run.output.contains("\"category\":\"\(category)\""))
    }

    @Test
    func calc_DoesNotTouchSavedFiles() async {
        // Unimplemented file clients would stop the run if `calc` read or wrote a file.
        let files = InMemoryFiles()
        _ = await BMIRun(["calc", "--weight", "70", "--height", "175"], files: files)
        #expect(files.paths.isEmpty)
    }

    @Test(arguments: [
        (
            ["calc", "--weight", "abc", "--height", "175"],
            "bmi: Weight must be a number: enter kilograms from 2 to 650, such as 70, 70.5 or 70 kg.\n"
        ),
        (
            ["calc", "--weight", "70", "--height", "1000"],
            "bmi: Height must be from 40 to 280 centimetres, such as 175, 1.75 m or 5'9\".\n"
        ),
        (
            ["calc", "--weight", "", "--height", "175"],
            "bmi: Weight is required: enter kilograms from 2 to 650, such as 70, 70.5 or 70 kg.\n"
        ),
        (
            ["calc", "--weight", "-70", "--height", "175"],
            "bmi: Weight must be a number: enter kilograms from 2 to 650, such as 70, 70.5 or 70 kg.\n"
        ),
    ])
    func calc_BadValue_ExitsDataErrorWithOneLineNamingTheField(arguments: [String], message: String) async {
        let run = await BMIRun(arguments)
        #expect(run.status == 65)
        #expect(run.error == message)
        #expect(run.output.isEmpty)
    }

    @Test(arguments: [
        (
            ["calc", "--weight", "70"],
            "bmi: --height is required: a height, such as 175 (centimetres, 40 to 280) or 69 with --unit imperial (inches).\n"
        ),
        (
            ["calc", "--weight"],
            "bmi: --weight needs a value: a weight, such as 70 (kilograms, 2 to 650) or 154 with --unit imperial (pounds). See bmi --help.\n"
        ),
        (["calc", "--wieght", "70"], "bmi: unknown option '--wieght' for bmi calc. See bmi --help.\n"),
        (["--json"], "bmi: unknown option '--json' for bmi. See bmi --help.\n"),
        (["calculate"], "bmi: unknown command 'calculate'; commands: calc, history, save, show. See bmi --help.\n"),
        (["calc", "extra"], "bmi: unexpected argument 'extra'. See bmi --help.\n"),
        (["--data-dir"], "bmi: --data-dir needs a value: the path of a directory. See bmi --help.\n"),
    ])
    func run_BadCommandLine_ExitsUsageWithOneLine(arguments: [String], message: String) async {
        let run = await BMIRun(arguments)
        #expect(run.status == 64)
        #expect(run.error == message)
    }

    @Test(arguments: [["--help"], ["-h"], ["calc", "--help"]])
    func run_Help_PrintsUsageWithEveryCommandAndExitsZero(arguments: [String]) async {
        let run = await BMIRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("bmi: your body mass index"))
        for text in ["bmi calc --weight W --height H [--json]", "--data-dir PATH", "BMI_DATA_DIR", "NO_COLOR", "64"] {
            #expect(run.output.contains(text))
        }
    }

    @Test
    func run_Version_PrintsNameAndVersion() async {
        let run = await BMIRun(["--version"])
        #expect(run.output == "bmi 0.2.0\n")
    }

    @Test
    func run_DataDirFlag_SavesThere() async {
        let files = InMemoryFiles()
        _ = await BMIRun(["--data-dir", "/elsewhere"], typing: ["c", "A", "70", "175", "s"], files: files)
        #expect(files.paths == ["/elsewhere/person.json", "/elsewhere/history.jsonl"])
    }
}
