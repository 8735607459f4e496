import DataSource
import Foundation
import TestSupport
import Testing

/// `bmi settings`: the Settings screen from a script, through the same store and actions.
@MainActor struct SettingsCommandTests {
    private nonisolated static let settingsFile = URL(fileURLWithPath: "/data/app/settings.json")

    @Test
    func settings_NothingSaved_ShowsTheStandardOnes() async {
        let run = await AppRun(["settings"])
        #expect(run.status == 0)
        #expect(run.output == "Units: metric (kg, cm)\nCategories: WHO\nTutorial: on\n")
    }

    @Test
    func settings_UnitAndTutorial_SavedAsTheScreenSavesThem() async throws {
        let files = InMemoryFiles()
        let run = await AppRun(["settings", "--unit", "Imperial", "--tutorial", "off"], files: files)
        #expect(run.status == 0)
        #expect(run.output == "Units: imperial (lb, in)\nCategories: WHO\nTutorial: off\n")
        let saved = try JSONDecoder().decode(Preferences.self, from: files.contents(of: Self.settingsFile) ?? Data())
        #expect(saved == Preferences(unitSystem: .imperial, showsTutorial: false))
        // The session then shows what the command chose.
        let session = await AppRun(typing: ["c", "q"], files: files)
        #expect(session.output.contains("Weight (lb): "))
    }

    @Test
    func settings_JSON_EveryKey() async {
        let run = await AppRun(["settings", "--json"])
        #expect(run.output == "{\"classification\":\"who\",\"showsTutorial\":true,\"unitSystem\":\"metric\"}\n")
    }

    @Test
    func settings_FileIsDamaged_Exits65NamingItAndChangesNothing() async {
        let files = InMemoryFiles(files: [Self.settingsFile: Data("junk".utf8)])
        let run = await AppRun(["settings"], files: files)
        #expect(run.status == 65)
        #expect(run.error.contains("/data/app/settings.json could not be read"))
        #expect(files.contents(of: Self.settingsFile) == Data("junk".utf8))
    }

    @Test
    func settings_TutorialNotOnOrOff_Exits64() async {
        let run = await AppRun(["settings", "--tutorial", "maybe"])
        #expect(run.status == 64)
        #expect(run.error == "\(AppIdentity.commandName): --tutorial must be one of: on, off.\n")
    }
}
