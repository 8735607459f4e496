import DataSource
import Foundation
import Model
import TestSupport
import Testing

@MainActor struct PersonBMITests {
    private let alice = Person(name: "Alice", weight: 70, height: 175)
    private let personFile = URL(fileURLWithPath: "/test-data/person.json")

    /// Files that hold `person.json` with `data`.
    private func savedFile(_ data: Data) -> InMemoryFiles {
        InMemoryFiles(files: [personFile: data])
    }

    @Test
    func send_task_SavedDataIsRestored() async throws {
        let sut = PersonBMI(
            storeDependencies(files: savedFile(try JSONEncoder().encode(alice)), appStateClient: AppStateClient()))
        await sut.send(.task)
        #expect(sut.person == alice)
        #expect(sut.savedPerson == alice)
        #expect(sut.calculatedBMI == 22.86)
        #expect(sut.category == .normal)
    }

    @Test
    func send_task_NothingSaved_PersonIsEmptyAndNoBMI() async {
        let files = InMemoryFiles()
        let sut = PersonBMI(storeDependencies(files: files, appStateClient: AppStateClient()))
        await sut.send(.task)
        #expect(sut.person == .empty)
        #expect(sut.category == nil)
        #expect(sut.dataError == nil)
    }

    @Test
    func send_task_SavedFileIsUndecodable_ErrorNamesTheFileAndPersonStaysEmpty() async {
        let sut = PersonBMI(storeDependencies(files: savedFile(Data("garbage".utf8)), appStateClient: AppStateClient()))
        await sut.send(.task)
        #expect(sut.dataError == .undecodable(personFile))
        #expect(sut.person == .empty)
        #expect(sut.savedPerson == nil)
    }

    @Test
    func send_task_FirstTimeThisLaunch_TutorialIsPresented() async {
        let files = InMemoryFiles()
        let sut = PersonBMI(storeDependencies(files: files, appStateClient: AppStateClient()))
        await sut.send(.task)
        #expect(sut.isPresentedTutorial)
    }

    @Test
    func send_task_TutorialAlreadyShownThisLaunch_TutorialIsNotPresented() async {
        let files = InMemoryFiles()
        let appStateClient = AppStateClient(AppState(hasAlreadyTutorial: true))
        let sut = PersonBMI(
            .testDependencies(
                appStateClient: appStateClient,
                dataClient: files.dataClient,
                fileLockClient: files.fileLockClient,
                fileManagerClient: files.fileManagerClient
            )
        )
        await sut.send(.task)
        #expect(!sut.isPresentedTutorial)
    }

    @Test
    func send_calculateButtonTapped_BMIIsCalculated() async {
        let appStateClient = AppStateClient()
        let sut = PersonBMI(.testDependencies(appStateClient: appStateClient), person: alice)
        await sut.send(.calculateButtonTapped)
        #expect(sut.calculatedBMI == 22.86)
        #expect(sut.category == .normal)
        #expect(sut.calculationCount == 1)
    }

    @Test
    func send_saveButtonTapped_DataIsSaved() async throws {
        let savedData = LockIsolated<Data?>(nil)
        let files = InMemoryFiles()
        let sut = PersonBMI(
            .testDependencies(
                dataClient: testDependency(of: DataClient.self) {
                    $0.contentsOf = files.dataClient.contentsOf
                    $0.write = { data, _ in savedData.withValue { $0 = data } }
                    $0.append = files.dataClient.append
                },
                dateClient: .fixed(),
                fileLockClient: files.fileLockClient,
                fileManagerClient: files.fileManagerClient,
                uuidClient: .incrementing()
            ),
            person: alice
        )
        await sut.send(.saveButtonTapped)
        let data = try #require(savedData.value)
        #expect(try JSONDecoder().decode(Person.self, from: data) == alice)
        #expect(sut.savedPerson == alice)
        #expect(sut.dataError == nil)
    }

    @Test
    func send_saveButtonTapped_RecordIsAppendedAndPublishedAsTheLatest() async throws {
        let files = InMemoryFiles()
        let appStateClient = AppStateClient()
        let sut = PersonBMI(
            .testDependencies(
                appStateClient: appStateClient,
                dataClient: files.dataClient,
                dateClient: .fixed(),
                fileLockClient: files.fileLockClient,
                fileManagerClient: files.fileManagerClient,
                uuidClient: .incrementing()
            ),
            person: alice
        )
        await sut.send(.saveButtonTapped)
        let expected = BMIRecord(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
            date: Date(timeIntervalSince1970: 1_795_284_180),
            weight: 70,
            height: 175
        )
        let history = AppDependencies.testDependencies(
            dataClient: files.dataClient, fileLockClient: files.fileLockClient,
            fileManagerClient: files.fileManagerClient
        ).historyRepository
        #expect(try history.load().records == [expected])
        #expect(appStateClient.withLock { $0.latestRecord }.value == expected)
    }

    @Test
    func send_saveButtonTapped_WriteFails_ErrorIsHeldAndSavedPersonUnchanged() async {
        let files = InMemoryFiles()
        let sut = PersonBMI(
            .testDependencies(
                dataClient: testDependency(of: DataClient.self) {
                    $0.write = { _, _ in throw CocoaError(.fileWriteOutOfSpace) }
                },
                dateClient: .fixed(),
                fileLockClient: files.fileLockClient,
                fileManagerClient: files.fileManagerClient,
                uuidClient: .incrementing()
            ),
            person: alice
        )
        await sut.send(.saveButtonTapped)
        guard case .unwritable(let url, _) = sut.dataError else {
            Issue.record("expected .unwritable, got \(String(describing: sut.dataError))")
            return
        }
        #expect(url == personFile)
        #expect(sut.savedPerson == nil)
    }

    @Test
    func send_saveButtonTapped_WeightNeverEntered_NothingIsSavedAndWeightIsRequired() async {
        // The file clients are unimplemented: a write would stop the test run.
        let sut = PersonBMI(.testDependencies(), person: Person(name: "Bo", weight: 0, height: 180))
        await sut.send(.saveButtonTapped)
        #expect(sut.inputError?.field == .weight)
        #expect(sut.inputError?.reason == .required)
    }

    @Test
    func send_weightFieldSubmitted_PlainNumber_WeightIsSet() async {
        let sut = PersonBMI(.testDependencies(), person: alice)
        await sut.send(.weightFieldSubmitted("72,5"))
        #expect(sut.person.weight == 72.5)
        #expect(sut.inputError == nil)
    }

    @Test
    func send_weightFieldSubmitted_NotANumber_ErrorIsHeldAndWeightIsKept() async {
        let sut = PersonBMI(.testDependencies(), person: alice)
        await sut.send(.weightFieldSubmitted("seventy"))
        #expect(sut.person == alice)
        #expect(sut.inputError == InputError(field: .weight, reason: .notANumber, accepted: 2...650))
    }

    @Test
    func send_weightFieldSubmitted_Empty_CurrentWeightIsKept() async {
        let sut = PersonBMI(.testDependencies(), person: alice)
        await sut.send(.weightFieldSubmitted(""))
        #expect(sut.person == alice)
        #expect(sut.inputError == nil)
    }

    @Test
    func send_heightFieldSubmitted_OutOfRange_ErrorIsHeldAndHeightIsKept() async {
        let sut = PersonBMI(.testDependencies(), person: alice)
        await sut.send(.heightFieldSubmitted("10"))
        #expect(sut.person.height == 175)
        #expect(sut.inputError == InputError(field: .height, reason: .outOfRange, accepted: 40...280))
    }

    @Test
    func send_heightFieldSubmitted_AfterAnError_ErrorIsCleared() async {
        let sut = PersonBMI(.testDependencies(), person: alice)
        await sut.send(.heightFieldSubmitted("abc"))
        await sut.send(.heightFieldSubmitted("180"))
        #expect(sut.person.height == 180)
        #expect(sut.inputError == nil)
    }

    @Test
    func send_anyAction_IsReportedToTheOwnerFirst() async {
        let reported = LockIsolated<[String]>([])
        let sut = PersonBMI(.testDependencies(), person: alice) { action in
            reported.withValue { $0.append(String(describing: action)) }
        }
        await sut.send(.weightFieldSubmitted("71"))
        #expect(reported.value == ["weightFieldSubmitted(\"71\")"])
    }
}

@MainActor struct PersonBMINavigationAndSettingsTests {
    private let alice = Person(name: "Alice", weight: 70, height: 175)

    @Test
    func send_task_LogIsOutput() async {
        let terminal = ScriptedTerminal()
        let sut = PersonBMI(
            storeDependencies(
                appStateClient: AppStateClient(AppState(isLoggingEnabled: true)),
                terminalClient: terminal.client
            )
        )
        await sut.send(.task)
        #expect(
            terminal.standardError
                == "\(AppIdentity.commandName)[debug] 2026-11-21T18:03:00Z screenAppeared screen=personBMI\n")
    }

    @Test
    func send_task_LoggingIsOff_NothingIsWritten() async {
        // The terminal is unimplemented: a write would stop the run.
        let sut = PersonBMI(storeDependencies())
        await sut.send(.task)
        #expect(sut.person == .empty)
    }

    @Test
    func send_task_TutorialTurnedOffInSettings_TutorialIsNotPresented() async throws {
        let settings = try JSONEncoder().encode(Preferences(showsTutorial: false))
        let files = InMemoryFiles(files: [dataDirectory.appendingPathComponent("settings.json"): settings])
        let sut = PersonBMI(storeDependencies(files: files, appStateClient: AppStateClient()))
        await sut.send(.task)
        #expect(!sut.isPresentedTutorial)
    }

    @Test
    func send_weightFieldSubmitted_Imperial_PoundsAreSavedAsKilograms() async {
        let sut = PersonBMI(storeDependencies(), person: alice, unitSystem: .imperial)
        await sut.send(.weightFieldSubmitted("150"))
        #expect(abs(sut.person.weight - 68.038_855_5) < 0.000_001)
        #expect(abs(sut.displayedWeight - 150) < 0.000_001)
    }

    @Test
    func send_heightFieldSubmitted_ImperialOutOfRange_ErrorGivesTheRangeInInches() async {
        let sut = PersonBMI(storeDependencies(), person: alice, unitSystem: .imperial)
        await sut.send(.heightFieldSubmitted("175"))
        #expect(
            sut.inputError
                == InputError(field: .height, reason: .outOfRange, accepted: 15.75...110.23, unitSystem: .imperial)
        )
        #expect(sut.person.height == 175)
    }

    @Test
    func send_calculateButtonTapped_Imperial_BMIIsOfTheKilogramsAndCentimetres() async {
        let person = Person(name: "", weight: 100.1 * 0.453_592_37, height: 66 * 2.54)
        let sut = PersonBMI(storeDependencies(appStateClient: AppStateClient()), person: person, unitSystem: .imperial)
        await sut.send(.calculateButtonTapped)
        #expect(sut.calculatedBMI == 16.16)  // not 16.15, as the 703 shortcut would have it
    }

    @Test
    func send_onDisappear_PersonIsKept() async {
        let sut = PersonBMI(storeDependencies(), person: alice)
        await sut.send(.onDisappear)
        #expect(sut.person == alice)
    }

    @Test(arguments: [PersonBMI.Action.backButtonTapped, .quitButtonTapped])
    func send_backOrQuitButtonTapped_IsReportedToTheParentAndNothingIsSaved(action: PersonBMI.Action) async {
        let reported = LockIsolated<[String]>([])
        // The file clients are unimplemented: a save would stop the run.
        let sut = PersonBMI(.testDependencies(), person: alice) { action in
            reported.withValue { $0.append("\(action)") }
        }
        await sut.send(action)
        #expect(reported.value == ["\(action)"])
    }
}
