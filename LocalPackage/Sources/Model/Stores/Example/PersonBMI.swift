import DataSource
import Observation

/// The BMI screen: the person being measured, their BMI, and what went wrong, if anything.
@MainActor @Observable public final class PersonBMI: Composable {
    let personRepository: PersonRepository
    private let saveRepository: SaveRepository
    let historyRepository: HistoryRepository
    let progressService: ProgressService
    let peopleService: PeopleService
    let goalRepository: GoalRepository
    let goalService: GoalService
    let preferencesService: PreferencesService
    let bmiService: BMIService
    public let measurementService: MeasurementService
    let nameService: NameService
    let logService: LogService
    let appStateClient: AppStateClient
    let dateClient: DateClient
    private let uuidClient: UUIDClient
    private let measurementDateService: MeasurementDateService

    public var person: Person
    /// The field of the form asked for now, in `Field`'s order; `nil` once a result is shown (the
    /// screen then offers its menu).
    public var focusedField: Field?
    /// The person the result on the screen was calculated from (its BMI is `calculatedBMI`): what
    /// Save stores, and what the form goes back to when editing it again is cancelled.
    public var calculatedPerson: Person?
    /// Whether the result shown is saved: one result is one record, so Save is not offered again
    /// until the next calculation.
    public var isResultSaved: Bool
    public var isPresentedTutorial: Bool
    /// What the command that drives the screen chose for its run; the screen chooses nothing.
    public let preferencesChosen: Preferences.Choice
    /// How weights and heights are typed and shown here.
    public var unitSystem: UnitSystem
    /// Whose categories the results are given.
    public var classification: Classification
    /// Why the saved preferences could not be read on `task` (the standard ones are used).
    public var preferencesError: DataError?
    /// The last typed value that was refused; cleared by the next accepted one.
    public var inputError: InputError?
    /// The last typed name that was refused; cleared by the next accepted one.
    public var nameError: NameError?
    /// The last load or save that failed; cleared by the next that succeeds.
    public var dataError: DataError?
    /// What is on disk as far as this screen knows: `nil` until loaded or saved.
    public var savedPerson: Person?
    /// Since the previous record of the person `savedPerson` shows: their newest record's change.
    public var savedChange: ProgressService.Change?
    /// The goal of the person shown (`savedPerson`), or of the one a goal was last set for.
    public var goal: Goal?
    /// How far `goal`'s person is from it, and when their trend reaches it; `nil` without records.
    public var goalProgress: GoalService.Progress?
    /// The last goal weight typed that was refused; cleared by the next accepted one.
    public var goalError: InputError?
    /// Why the goals could not be read when they were last loaded.
    public var goalReadError: DataError?
    /// Why the history could not be read for the last measurements or their progress shown (the
    /// person is shown without them); cleared by the next read that succeeds.
    public var historyReadError: DataError?
    /// When the measurement was taken, for one from another day; `nil`: now, as Save is pressed.
    public var measuredAt: Date?
    /// The last typed measurement date that was refused; cleared by the next accepted one.
    public var dateError: DateInputError?
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        person: Person = .empty,
        focusedField: Field? = .name,
        calculatedPerson: Person? = nil,
        isResultSaved: Bool = false,
        isPresentedTutorial: Bool = false,
        preferencesChosen: Preferences.Choice = .saved,
        unitSystem: UnitSystem = .metric,
        classification: Classification = .who,
        preferencesError: DataError? = nil,
        inputError: InputError? = nil,
        nameError: NameError? = nil,
        dataError: DataError? = nil,
        savedPerson: Person? = nil,
        savedChange: ProgressService.Change? = nil,
        goal: Goal? = nil,
        goalProgress: GoalService.Progress? = nil,
        goalError: InputError? = nil,
        goalReadError: DataError? = nil,
        historyReadError: DataError? = nil,
        measuredAt: Date? = nil,
        dateError: DateInputError? = nil,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.personRepository = appDependencies.personRepository
        self.saveRepository = appDependencies.saveRepository
        self.historyRepository = appDependencies.historyRepository
        self.progressService = ProgressService(appDependencies)
        self.peopleService = PeopleService(appDependencies)
        self.goalRepository = appDependencies.goalRepository
        self.goalService = GoalService(appDependencies)
        self.preferencesService = PreferencesService(appDependencies)
        self.bmiService = BMIService(appDependencies)
        self.measurementService = MeasurementService(appDependencies)
        self.nameService = NameService(appDependencies)
        self.logService = LogService(appDependencies)
        self.appStateClient = appDependencies.appStateClient
        self.dateClient = appDependencies.dateClient
        self.uuidClient = appDependencies.uuidClient
        self.measurementDateService = MeasurementDateService(appDependencies)
        self.person = person
        self.focusedField = focusedField
        self.calculatedPerson = calculatedPerson
        self.isResultSaved = isResultSaved
        self.isPresentedTutorial = isPresentedTutorial
        self.preferencesChosen = preferencesChosen
        self.unitSystem = unitSystem
        self.classification = classification
        self.preferencesError = preferencesError
        self.inputError = inputError
        self.nameError = nameError
        self.dataError = dataError
        self.savedPerson = savedPerson
        self.savedChange = savedChange
        self.goal = goal
        self.goalProgress = goalProgress
        self.goalError = goalError
        self.goalReadError = goalReadError
        self.historyReadError = historyReadError
        self.measuredAt = measuredAt
        self.dateError = dateError
        self.action = action
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .task:
            focusedField = .name
            let preferences = await loadPreferences()
            do throws(DataError) {
                person = try await personRepository.load()
                // Their newest measurement by date: what `show` gives and Enter keeps; a history
                // that cannot be read leaves the saved one (`historyReadError` says so).
                if person != .empty {
                    do throws(DataError) {
                        if let newest = try await loadShown(person.name, saved: person) { person = newest }
                    } catch {
                        if case .cancelled = error { throw error }
                    }
                }
                savedPerson = person
                dataError = nil
            } catch {
                dataError = error
                logService.log(.dataFailed(error))
            }
            // Nothing is calculated until the form is done: the saved values only fill it in.
            calculatedPerson = nil
            // Once a run, when the settings show it.
            isPresentedTutorial = appStateClient.withLock {
                guard !$0.example.hasAlreadyTutorial, preferences.showsTutorial else { return false }
                $0.example.hasAlreadyTutorial = true
                return true
            }

        case .fieldSubmitted(let text):
            let named = person.name
            guard let field = focusedField, submit(text, to: field) else { return }
            // Someone else, or the form has no measurements yet: theirs, if saved.
            if field == .name, PersonName(person.name) != PersonName(named) || person.height == 0 {
                await takeMeasurements(of: person.name)
            }
            // The next field, or, after the last, the result.
            focusedField = Field.allCases.drop { $0 != field }.dropFirst().first
            if focusedField == nil { calculate() }

        case .measurementDateSubmitted(let text):
            switch measurementDateService.date(from: text) {
            case .success(let date): (measuredAt, dateError) = (date, nil)
            case .failure(let error): dateError = error
            }

        case .measured(let name, let weight, let height):
            await measure(name: name, weight: weight, height: height)

        case .personShown(let typed):
            let name = typed.trimmingSpaces
            do {
                // A goal is kept for a name with no record too (set on the screen before a save).
                savedPerson = try await loadShown(name, saved: await peopleService.savedPerson())
                dataError = nil
            } catch {
                dataError = error
                logService.log(.dataFailed(error))
            }

        case .goalSubmitted(let weight, let name, let height):
            await setGoal(weight, of: name, height: height)

        case .goalShown(let name):
            await loadProgress(of: name)

        case .calculateButtonTapped:
            calculate()

        case .calculateAgainButtonTapped:
            focusedField = .name

        case .formCancelled:
            guard calculatedPerson != nil else {
                // Nothing calculated: the menu would have nothing to act on, so the screen goes back.
                await send(.backButtonTapped)
                return
            }
            // Values typed since the last result were never calculated: the form shows that
            // result's values again, so Save cannot store what no screen showed.
            person = calculatedPerson ?? person
            inputError = nil
            nameError = nil
            focusedField = nil

        case .saveButtonTapped:
            // What Save stores is the result on the screen (checked when it was calculated), once.
            guard !isResultSaved, let result = calculatedPerson else { return }
            await save(result)

        case .onDisappear, .backButtonTapped, .quitButtonTapped:
            break  // The parent closes the screen or the app.
        }
    }

    /// Saves the person and appends the record the History screen lists, as one step (both or
    /// neither), then tells every screen the latest BMI.
    private func save(_ person: Person) async {
        let record = BMIRecord(
            id: uuidClient.uuid(), date: measuredAt ?? dateClient.now(), weight: person.weight, height: person.height,
            name: person.name)
        do {
            try await saveRepository.save(person, appending: record)
            savedPerson = person
            isResultSaved = true
            logService.log(.example(.personSaved))
            logService.log(.example(.recordAppended(record.id)))
            dataError = nil
            // One from another day is not the newest: Home reads the newest when it appears again.
            if measuredAt == nil { appStateClient.withLock { $0.example.latestRecord }.send(record) }
            measuredAt = nil
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
            // Half done: the record is in the history, and the next write writes the person from
            // the journal.
            // Saving this result again would make it two.
            if case .partlySaved = error { isResultSaved = true }
        }
    }

    /// The form's fields, in the order they are asked.
    public enum Field: CaseIterable, Sendable {
        case name
        case weight
        case height
    }

    public enum Action: ChildScreenAction {
        case task
        case onDisappear
        /// The value typed into the focused field (a name; a weight or a height in the unit
        /// system's unit); empty keeps the current one. Accepted, the next field is focused; after
        /// the last, the BMI is calculated.
        case fieldSubmitted(String)
        /// A command's measurements, typed as the form takes them: the name (if given: their last
        /// height stands for a `height` not given, `nil`), the weight and the height, in the unit
        /// system the preferences (and `preferencesChosen`) give; a value given empty is refused;
        /// calculated unless one is refused.
        case measured(name: String?, weight: String, height: String?)
        /// When the measurement was taken, typed (`2026-11-21`, `2026-11-21T08:30`), for Save.
        case measurementDateSubmitted(String)
        /// Shows `name`'s last measurements as the saved person's (`show --name`): the saved
        /// person's when that is who, else their newest record's; nobody when they have none.
        case personShown(name: String)
        /// `name`'s goal weight, typed in the unit system's unit; `nil` removes it.
        /// `height`: the one on the screen (centimetres) the goal is checked against; `nil`: the
        /// person's last.
        case goalSubmitted(weight: String?, name: String, height: Double? = nil)
        /// Reads `name`'s goal and how far they are from it, as the goal prompt offers it.
        case goalShown(name: String)
        case calculateButtonTapped
        /// The form again, from its first field, to calculate anew.
        case calculateAgainButtonTapped
        /// Esc while the form is edited: back to the values of the last result, and its menu; with
        /// nothing calculated, off the screen (reported as `backButtonTapped`).
        case formCancelled
        case saveButtonTapped
        case backButtonTapped
        case quitButtonTapped
    }
}
