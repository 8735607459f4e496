import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// Each action through a TestStore: the closure states every property it changes, so a reducer that
/// writes anything more fails the test.
@MainActor struct PersonBMITests {
    private let alice = Person(name: "Alice", weight: 70, height: 175)
    private let personFile = URL(fileURLWithPath: "/test-data/person.json")

    /// Files that hold `person.json` with `data`.
    private func savedFile(_ data: Data) -> InMemoryFiles {
        InMemoryFiles(files: [personFile: data])
    }

    @Test
    func send_task_SavedDataIsRestored() async throws {
        let files = savedFile(try JSONEncoder().encode(alice))
        let sut = TestStore { PersonBMI(storeDependencies(files: files, appStateClient: AppStateClient()), action: $0) }
        await sut.send(.task) {
            $0.person = alice
            $0.savedPerson = alice
            $0.isPresentedTutorial = true
        }
        // The saved values fill the form; nothing is calculated (no result to act on) yet.
        #expect(sut.store.savedBMI == 22.86)
        #expect(sut.store.savedCategory == .normal)
        #expect(sut.store.category == nil)
    }

    @Test
    func send_task_NothingSaved_PersonIsEmptyAndNoBMI() async {
        let sut = TestStore { PersonBMI(storeDependencies(appStateClient: AppStateClient()), action: $0) }
        await sut.send(.task) {
            $0.savedPerson = .empty
            $0.isPresentedTutorial = true
        }
        #expect(sut.store.category == nil)
    }

    @Test
    func send_task_SavedFileIsUndecodable_ErrorNamesTheFileAndPersonStaysEmpty() async {
        let files = savedFile(Data("garbage".utf8))
        let sut = TestStore { PersonBMI(storeDependencies(files: files, appStateClient: AppStateClient()), action: $0) }
        await sut.send(.task) {
            $0.dataError = .undecodable(personFile)
            $0.isPresentedTutorial = true
        }
    }

    @Test
    func send_task_TutorialAlreadyShownThisLaunch_TutorialIsNotPresented() async {
        let appStateClient = AppStateClient(AppState(example: ExampleState(hasAlreadyTutorial: true)))
        let sut = TestStore { PersonBMI(storeDependencies(appStateClient: appStateClient), action: $0) }
        await sut.send(.task) {
            $0.savedPerson = .empty
        }
    }

    @Test
    func send_calculateButtonTapped_BMIIsCalculated() async {
        let appStateClient = AppStateClient()
        let sut = TestStore { PersonBMI(.testDependencies(appStateClient: appStateClient), person: alice, action: $0) }
        await sut.send(.calculateButtonTapped) {
            $0.calculatedPerson = alice
            $0.focusedField = nil
        }
        #expect(sut.store.calculatedBMI == 22.86)
        #expect(sut.store.category == .normal)
        #expect(appStateClient.withLock { $0.example.calculationCount } == 1)
    }

    @Test
    func send_calculateButtonTapped_ImplausibleBMI_RefusedWithTheLikelyMixUp() async {
        let person = Person(name: "", weight: 70, height: 69)
        let sut = TestStore { PersonBMI(.testDependencies(), person: person, calculatedPerson: person, action: $0) }
        await sut.send(.calculateButtonTapped) {
            $0.calculatedPerson = nil
            $0.focusedField = .height  // asked again, with the likely mix-up said
            $0.inputError = InputError(
                field: .height,
                reason: .implausibleBMI(
                    bmi: 147.03, likelyMixUp: UnitMixUp(typed: 69, typedIn: .metric, likelyIn: .imperial)),
                accepted: 10...100
            )
        }
    }

    @Test
    func send_formCancelled_NothingCalculated_TheScreenGoesBack() async {
        let sut = TestStore { PersonBMI(.testDependencies(), action: $0) }
        await sut.send(.formCancelled)
        // The menu would have nothing to act on: the screen reports Back, and its parent pops it.
        sut.receive(.backButtonTapped)
    }

    @Test
    func send_formCancelled_AfterAResult_TheFormHoldsTheResultsValuesAgain() async {
        let bob = Person(name: "Bob", weight: 120, height: 175)
        let sut = TestStore {
            PersonBMI(.testDependencies(), person: bob, calculatedPerson: alice, action: $0)
        }
        await sut.send(.formCancelled) {
            $0.person = alice
            $0.focusedField = nil
        }
    }

    @Test
    func send_saveButtonTapped_SavedAndRecordPublishedAsTheLatest() async throws {
        let files = InMemoryFiles()
        let appStateClient = AppStateClient()
        let sut = TestStore {
            PersonBMI(
                storeDependencies(files: files, appStateClient: appStateClient), person: alice, calculatedPerson: alice,
                action: $0)
        }
        await sut.send(.saveButtonTapped) {
            $0.savedPerson = alice
            $0.isResultSaved = true
        }
        // The same result again: one result, one record.
        await sut.send(.saveButtonTapped)
        let expected = BMIRecord(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
            date: Date(timeIntervalSince1970: 1_795_284_180),
            weight: 70,
            height: 175,
            name: "Alice"
        )
        let saved = files.contents(of: personFile).map { try? JSONDecoder().decode(Person.self, from: $0) }
        #expect(saved == alice)
        await #expect(try storeDependencies(files: files).historyRepository.load().records == [expected])
        #expect(appStateClient.withLock { $0.example.latestRecord }.value == expected)
    }

    @Test
    func send_saveButtonTapped_WriteFails_ErrorIsHeldAndSavedPersonUnchanged() async {
        let files = InMemoryFiles()
        let dependencies = AppDependencies.testDependencies(
            dataClient: testDependency(of: DataClient.self) {
                $0.open = files.dataClient.open
                $0.stamp = files.dataClient.stamp  // the order mark: whether any record lacks a name
                $0.write = { _, _ in throw CocoaError(.fileWriteOutOfSpace) }
            },
            dateClient: .fixed(),
            fileLockClient: files.fileLockClient,
            fileManagerClient: files.fileManagerClient,
            uuidClient: .incrementing()
        )
        let sut = TestStore { PersonBMI(dependencies, person: alice, calculatedPerson: alice, action: $0) }
        await sut.send(.saveButtonTapped) {
            $0.dataError = .unwritable(
                personFile, reason: CocoaError(.fileWriteOutOfSpace).reason)
        }
    }

    /// A save said to have failed never goes through later: its journal, which cannot be removed,
    /// is moved aside instead, so the next run does not finish it.
    @Test
    func send_saveButtonTapped_AppendFailsAndTheJournalCannotBeRemoved_NoLaterRunFinishesTheSave() async throws {
        let bob = Person(name: "Bob", weight: 80, height: 180)
        let files = InMemoryFiles(files: [personFile: try JSONEncoder().encode(bob)])
        let failing = AppDependencies.testDependencies(
            dataClient: testDependency(of: DataClient.self) {
                $0 = files.dataClient
                $0.example.append = { _, _ in throw CocoaError(.fileWriteOutOfSpace) }
            },
            dateClient: .fixed(),
            fileLockClient: files.fileLockClient,
            fileManagerClient: testDependency(of: FileManagerClient.self) {
                $0 = files.fileManagerClient
                $0.removeItem = { _ in throw CocoaError(.fileWriteNoPermission) }
            },
            uuidClient: .incrementing()
        )
        let sut = PersonBMI(failing, person: alice, calculatedPerson: alice)
        await sut.send(.saveButtonTapped)
        #expect(
            sut.dataError
                == .unwritable(
                    dataDirectory.appendingPathComponent("history.jsonl"),
                    reason: CocoaError(.fileWriteOutOfSpace).reason))
        #expect(!files.paths.contains("/test-data/.save-journal.json"), "\(files.paths)")
        // The next run reads: nothing is finished behind the person's back.
        await PersonBMI(storeDependencies(files: files)).send(.task)
        #expect(files.contents(of: dataDirectory.appendingPathComponent("history.jsonl")) == nil)
        let person = files.contents(of: personFile).flatMap { try? JSONDecoder().decode(Person.self, from: $0) }
        #expect(person == bob)
    }

    /// Half done (the record added, the person file not written): the save is done as a reader
    /// sees it (the journal's person), the next write writes the person, and this result is not
    /// offered to Save again.
    @Test
    func send_saveButtonTapped_HalfDone_TheResultCountsAsSaved() async throws {
        let files = InMemoryFiles()
        let personFile = personFile
        let failing = AppDependencies.testDependencies(
            dataClient: testDependency(of: DataClient.self) {
                $0 = files.dataClient
                $0.write = { data, url in
                    guard url != personFile else { throw CocoaError(.fileWriteOutOfSpace) }
                    try files.dataClient.write(data, url)
                }
            },
            dateClient: .fixed(),
            fileLockClient: files.fileLockClient,
            fileManagerClient: files.fileManagerClient,
            uuidClient: .incrementing()
        )
        let sut = PersonBMI(failing, person: alice, calculatedPerson: alice)
        await sut.send(.saveButtonTapped)
        #expect(
            sut.dataError
                == .partlySaved(saved: dataDirectory.appendingPathComponent("history.jsonl"), notSaved: personFile))
        #expect(sut.isResultSaved)
        #expect(files.contents(of: personFile) == nil)
        #expect(try await storeDependencies(files: files).personRepository.load() == alice)
    }

    @Test
    func send_saveButtonTapped_NothingCalculated_NothingIsSavedOrChanged() async {
        // The file clients are unimplemented: a write would fail this test.
        let sut = TestStore {
            PersonBMI(.testDependencies(), person: Person(name: "Bo", weight: 0, height: 180), action: $0)
        }
        await sut.send(.saveButtonTapped)
    }

    @Test
    func send_fieldSubmitted_NameWithControlCharacters_RefusedAndNameKeptThenANameMovesOn() async {
        let sut = TestStore { PersonBMI(storeDependencies(files: InMemoryFiles()), person: alice, action: $0) }
        await sut.send(.fieldSubmitted("\u{1B}[2J")) {
            $0.nameError = .controlCharacters
        }
        await sut.send(.fieldSubmitted(" Bo ")) {
            // Someone never saved: their weight and height are asked for, not Alice's kept.
            $0.person = Person(name: "Bo", weight: 0, height: 0)
            $0.nameError = nil
            $0.focusedField = .weight
        }
    }

    @Test
    func send_fieldSubmitted_APlainNumberForTheWeight_WeightIsSetAndTheHeightIsAsked() async {
        let sut = TestStore { PersonBMI(.testDependencies(), person: alice, focusedField: .weight, action: $0) }
        await sut.send(.fieldSubmitted("72,5")) {
            $0.person.weight = 72.5
            $0.focusedField = .height
        }
    }

    @Test
    func send_fieldSubmitted_AWeightThatIsNotANumber_ErrorIsHeldAndTheWeightAskedAgain() async {
        let sut = TestStore { PersonBMI(.testDependencies(), person: alice, focusedField: .weight, action: $0) }
        await sut.send(.fieldSubmitted("seventy")) {
            $0.inputError = InputError(field: .weight, reason: .notANumber, accepted: 2...650)
        }
    }

    @Test
    func send_fieldSubmitted_EmptyWeight_CurrentWeightIsKept() async {
        let sut = TestStore { PersonBMI(.testDependencies(), person: alice, focusedField: .weight, action: $0) }
        await sut.send(.fieldSubmitted("")) {
            $0.focusedField = .height
        }
    }

    @Test
    func send_fieldSubmitted_HeightOutOfRange_ErrorIsHeldAndHeightIsKept() async {
        let sut = TestStore { PersonBMI(.testDependencies(), person: alice, focusedField: .height, action: $0) }
        await sut.send(.fieldSubmitted("10")) {
            $0.inputError = InputError(field: .height, reason: .outOfRange, accepted: 40...280)
        }
    }

    @Test
    func send_fieldSubmitted_AHeightAfterAnError_ErrorIsClearedAndTheBMICalculated() async {
        let sut = TestStore { PersonBMI(.testDependencies(), person: alice, focusedField: .height, action: $0) }
        await sut.send(.fieldSubmitted("abc")) {
            $0.inputError = InputError(field: .height, reason: .notANumber, accepted: 40...280)
        }
        await sut.send(.fieldSubmitted("180")) {
            $0.person.height = 180
            $0.inputError = nil
            $0.calculatedPerson = Person(name: "Alice", weight: 70, height: 180)
            $0.focusedField = nil
        }
    }

    @Test
    func send_fieldSubmitted_AtTheMenu_ChangesNothing() async {
        let sut = TestStore { PersonBMI(.testDependencies(), person: alice, focusedField: nil, action: $0) }
        await sut.send(.fieldSubmitted("80"))
    }

    @Test
    func send_calculateAgainButtonTapped_TheFormStartsAgainAtTheName() async {
        let sut = TestStore { PersonBMI(.testDependencies(), person: alice, focusedField: nil, action: $0) }
        await sut.send(.calculateAgainButtonTapped) {
            $0.focusedField = .name
        }
    }

    @Test
    func send_measured_StopsAtTheFirstValueRefused() async {
        let sut = TestStore { PersonBMI(storeDependencies(files: InMemoryFiles()), action: $0) }
        // Refused, neither value is taken.
        await sut.send(.measured(name: "Bo", weight: "70", height: "tall")) {
            $0.person.name = "Bo"
            $0.inputError = InputError(field: .height, reason: .notANumber, accepted: 40...280)
        }
    }

    @Test
    func send_measured_InTheUnitTheCommandChose_NotTheSavedOne() async throws {
        let dependencies = storeDependencies(files: InMemoryFiles())
        _ = try await dependencies.preferencesRepository.update { $0.unitSystem = .imperial }
        let sut = TestStore {
            PersonBMI(dependencies, preferencesChosen: .init(unitSystem: .metric), action: $0)
        }
        // 70 and 175 read as pounds and inches would be refused together, as no human's BMI.
        await sut.send(.measured(name: nil, weight: "70", height: "175")) {
            $0.person.weight = 70
            $0.person.height = 175
            $0.calculatedPerson = $0.person
            $0.focusedField = nil
        }
    }

    @Test
    func send_anyAction_IsReportedToTheOwnerFirst() async {
        let reported = LockIsolated<[String]>([])
        let sut = PersonBMI(.testDependencies(), person: alice, focusedField: .weight) { action in
            reported.withValue { $0.append(String(describing: action)) }
        }
        await sut.send(.fieldSubmitted("71"))
        #expect(reported.value == ["fieldSubmitted(\"71\")"])
    }
}

@MainActor struct PersonBMINavigationAndSettingsTests {
    private let alice = Person(name: "Alice", weight: 70, height: 175)

    @Test
    func send_saveButtonTapped_LoggingOn_SaveIsLogged() async {
        let terminal = ScriptedTerminal()
        let sut = PersonBMI(
            storeDependencies(
                files: InMemoryFiles(),
                appStateClient: AppStateClient(AppState(isLoggingEnabled: true)),
                terminalClient: terminal.client
            ),
            person: alice,
            calculatedPerson: alice
        )
        await sut.send(.saveButtonTapped)
        let prefix = "\(AppIdentity.commandName)[debug] 2026-11-21T18:03:00Z "
        #expect(
            terminal.standardError
                == prefix + "personSaved\n" + prefix + "recordAppended id=00000000-0000-0000-0000-000000000001\n")
    }

    @Test
    func send_saveButtonTapped_LoggingOff_NothingIsWritten() async {
        // The terminal is unimplemented: a write would stop the run.
        let sut = PersonBMI(storeDependencies(files: InMemoryFiles()), person: alice, calculatedPerson: alice)
        await sut.send(.saveButtonTapped)
        #expect(sut.savedPerson == alice)
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
        let sut = PersonBMI(storeDependencies(), person: alice, focusedField: .weight, unitSystem: .imperial)
        await sut.send(.fieldSubmitted("150"))
        #expect(abs(sut.person.weight - 68.038_855_5) < 0.000_001)
        #expect(abs(sut.displayedWeight - 150) < 0.000_001)
    }

    @Test
    func send_heightFieldSubmitted_ImperialOutOfRange_ErrorGivesTheRangeInInches() async {
        let sut = PersonBMI(storeDependencies(), person: alice, focusedField: .height, unitSystem: .imperial)
        await sut.send(.fieldSubmitted("175"))
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
