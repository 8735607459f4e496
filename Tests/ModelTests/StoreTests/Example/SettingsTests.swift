import DataSource
import Foundation
import Model
import TestSupport
import Testing

@MainActor struct SettingsTests {
    private let settingsFile = dataDirectory.appendingPathComponent("settings.json")

    private func saved(_ files: InMemoryFiles) throws -> Preferences? {
        try files.contents(of: settingsFile).map { try JSONDecoder().decode(Preferences.self, from: $0) }
    }

    @Test
    func send_task_NothingSaved_StandardPreferences() async {
        let sut = TestStore { Settings(storeDependencies(), action: $0) }
        await sut.send(.task)  // nothing changes: the standard preferences are the initial ones
    }

    @Test
    func send_task_SavedPreferencesAreRestored() async throws {
        let saved = Preferences(unitSystem: .imperial, showsTutorial: false)
        let files = InMemoryFiles(files: [settingsFile: try JSONEncoder().encode(saved)])
        let sut = TestStore { Settings(storeDependencies(files: files), action: $0) }
        await sut.send(.task) {
            $0.preferences = saved
        }
    }

    @Test
    func send_task_SettingsFileIsCorrupt_ErrorIsHeldAndStandardPreferencesAreUsed() async {
        let files = InMemoryFiles(files: [settingsFile: Data("{".utf8)])
        let sut = TestStore { Settings(storeDependencies(files: files), action: $0) }
        await sut.send(.task) {
            $0.dataError = .undecodable(settingsFile)
        }
        #expect(files.contents(of: settingsFile) == Data("{".utf8))
    }

    @Test
    func send_unitSystemPickerSelected_UnitSystemIsChangedAndSaved() async throws {
        let files = InMemoryFiles()
        let sut = TestStore { Settings(storeDependencies(files: files), action: $0) }
        await sut.send(.unitSystemPickerSelected(.imperial)) {
            $0.preferences.unitSystem = .imperial
        }
        #expect(try saved(files)?.unitSystem == .imperial)
    }

    @Test
    func send_tutorialToggleSwitched_TutorialIsOn_TutorialIsOffAndSaved() async throws {
        let files = InMemoryFiles()
        let sut = TestStore { Settings(storeDependencies(files: files), action: $0) }
        await sut.send(.tutorialToggleSwitched(false)) {
            $0.preferences.showsTutorial = false
        }
        #expect(try saved(files)?.showsTutorial == false)
    }

    @Test
    func send_onDisappear_NothingIsSaved() async {
        let files = InMemoryFiles()
        let sut = Settings(storeDependencies(files: files))
        await sut.send(.onDisappear)
        #expect(files.paths.isEmpty)
    }

    @Test
    func send_backButtonTapped_IsReportedToTheParent() async {
        let reported = LockIsolated<[String]>([])
        let sut = Settings(storeDependencies()) { action in reported.withValue { $0.append("\(action)") } }
        await sut.send(.backButtonTapped)
        #expect(reported.value == ["backButtonTapped"])
    }

    @Test
    func send_quitButtonTapped_IsReportedToTheParent() async {
        let reported = LockIsolated<[String]>([])
        let sut = Settings(storeDependencies()) { action in reported.withValue { $0.append("\(action)") } }
        await sut.send(.quitButtonTapped)
        #expect(reported.value == ["quitButtonTapped"])
    }
}
