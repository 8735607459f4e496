import DataSource
import Foundation
import TestSupport
import Testing

/// The command line, declared once in `AppCommandLine`: help, version and errors written from it.
@MainActor struct CommandLineTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func run_Help_PrintsUsageAndExitsZero(arguments: [String]) async {
        let run = await AppRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("--data-dir PATH"))
    }

    @Test
    func run_Version_PrintsNameAndVersion() async {
        #expect(await AppRun(["--version"]).output.hasPrefix("\(AppIdentity.commandName) "))
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope' for \(AppIdentity.commandName). See \(AppIdentity.commandName) help."),
        (
            ["--data-dir"],
            "--data-dir needs a value: the path of a directory (not empty), named in UTF-8. "
                + "See \(AppIdentity.commandName) --help."
        ),
    ])
    func run_BadCommandLine_ExitsUsageWithOneLine(arguments: [String], message: String) async {
        let run = await AppRun(arguments)
        #expect(run.status == 64)
        #expect(run.error == "\(AppIdentity.commandName): \(message)\n")
    }

    /// A command that does not exist: the nearest suggested, and every command listed (one a
    /// feature adds goes before `completions, help`).
    @Test
    func run_UnknownCommand_SuggestsTheNearestAndListsTheCommands() async {
        let run = await AppRun(["hlep"])
        #expect(run.status == 64)
        let suggestion = "unknown command 'hlep'; did you mean 'help'? Commands: "
        #expect(run.error.hasPrefix("\(AppIdentity.commandName): " + suggestion), "\(run.error)")
        #expect(run.error.hasSuffix("completions, help. See \(AppIdentity.commandName) --help.\n"), "\(run.error)")
    }
}
