import DataSource
import Foundation
import TestSupport
import Testing

/// `bmi calc`, `--help`, `--version` and bad command lines, as the built binary.
struct OneShotCommandTests {
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> AppProcess.Result {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let dataDirectory = temporary.url.appendingPathComponent("data")
        let result = try AppProcess.run(arguments, dataDirectory: dataDirectory, environment: environment)
        // No one-shot command of these writes anything.
        #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
        return result
    }

    @Test
    func calc_PrintsBMIAndCategory() throws {
        let result = try run(["calc", "--weight", "70", "--height", "175"])
        #expect(result.status == 0)
        #expect(result.output == "BMI 22.86 (Normal weight)\nHealthy weight for 175 cm: 56.7 kg to 76.5 kg\n")
        #expect(result.error.isEmpty)
    }

    @Test
    func calc_JSON_PrintsOneObject() throws {
        let result = try run(["calc", "--weight", "70", "--height", "175", "--json"])
        #expect(result.status == 0)
        #expect(
            result.output
                == "{\"bmi\":22.86,\"category\":\"normal\",\"classification\":\"who\",\"healthyWeight\":{\"max\":76.5,\"min\":56.7,\"unit\":\"kg\"}}\n"
        )
    }

    @Test
    func calc_NoColorUnsetButNotATerminal_NoEscapeCodes() throws {
        let result = try run(["calc", "--weight", "70", "--height", "175"], environment: ["TERM": "xterm-256color"])
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test(arguments: [
        (["calc", "--weight", "abc", "--height", "175"], Int32(65), "Weight must be a number"),
        (["calc", "--weight", "70", "--height", "0"], 65, "Height must be from 40 to 280 centimetres"),
        (["calc", "--weight", "inf", "--height", "175"], 65, "Weight must be a number"),
        (["calc", "--weight", "70"], 64, "--height is required"),
        (["calc", "--weight"], 64, "--weight needs a value"),
        (["calc", "--weigth", "70", "--height", "175"], 64, "unknown option '--weigth'"),
        (["frobnicate"], 64, "unknown command 'frobnicate'"),
    ])
    func badCommandLine_OneLineOnStandardErrorAndTheExitCode(arguments: [String], status: Int32, message: String) throws
    {
        let result = try run(arguments)
        #expect(result.status == status)
        #expect(result.error.hasPrefix("\(AppIdentity.commandName): \(message)"))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
        #expect(result.output.isEmpty)
    }

    @Test
    func help_DescribesEveryCommandAndExitsZero() throws {
        for flag in ["--help", "-h"] {
            let result = try run([flag])
            #expect(result.status == 0)
            // NB: as words: a longer command name (a project luca made) wraps the usage line.
            let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(
                words.contains(
                    "\(AppIdentity.commandName) calc --weight W --height H [--unit U] [--classification C] [--json]"))
        }
    }

    @Test
    func version_PrintsTheVersion() throws {
        let result = try run(["--version"])
        #expect(result.output == "\(AppIdentity.commandName) 0.4.0\n")
    }
}
